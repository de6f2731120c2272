// @vitest-environment node
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { importModels, servedByHfInference } from "./support/import-models";
import { REPOSITORY_ROOT, startRealServer } from "./support/real-server";

const CHAT = ["arena-e2e/chat-one", "arena-e2e/chat-two"];
const DETECTORS = ["facebook/detr-resnet-50", "PekingU/rtdetr_v2_r50vd"];
const WORDS: Record<string, string> = {
  "arena-e2e/chat-one": "Rain taps softly.",
  "arena-e2e/chat-two": "Clouds gather slowly.",
};
const POLL = { timeout: 20_000 };

/**
 * A loopback router: quick chat streams whose chunks name their model (as providers' do), and
 * detections for the two detectors.
 */
function startRouter(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = request.url ?? "";
    const chat = CHAT.find((id) => path.includes(`/${id}/`));
    request.resume();
    if (chat !== undefined && path.endsWith("/v1/chat/completions")) {
      response.writeHead(200, { "content-type": "text/event-stream", "x-request-id": chat });
      const chunk = { id: chat, object: "chat.completion.chunk", created: 0, model: chat };
      const delta = { choices: [{ index: 0, delta: { content: WORDS[chat] } }] };
      response.end(`data: ${JSON.stringify({ ...chunk, ...delta })}\n\ndata: [DONE]\n\n`);
      return;
    }
    const detector = DETECTORS.find((id) => path.includes(`/${id}`));
    if (detector !== undefined) {
      const shift = detector === DETECTORS[0] ? 0 : 6;
      response.writeHead(200, { "content-type": "application/json", "x-request-id": detector });
      response.end(
        JSON.stringify([
          { score: 0.99, label: "cat", box: { xmin: 110 + shift, ymin: 20, xmax: 380, ymax: 295 } },
        ]),
      );
      return;
    }
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: `not served: ${path}` }));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${address.port}`, server });
    }),
  );
}

describe("the blind arena against the real server and a loopback router", () => {
  let router: Awaited<ReturnType<typeof startRouter>>;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;

  beforeAll(async () => {
    router = await startRouter();
    server = await startRealServer({
      HF_TOKEN: "hf_fake_operator_token_for_arena_e2e",
      MODELDECK_ROUTER_URL: router.url,
      MODELDECK_ARENA_MINIMUM_VOTES: "0",
      MODELDECK_ARENA_POOL_TEXT_GENERATION: CHAT.map((id) => `${id}@hf-inference`).join(","),
      MODELDECK_ARENA_POOL_OBJECT_DETECTION: DETECTORS.map((id) => `${id}@hf-inference`).join(","),
    });
    await importModels(server.dataDirectory, [
      ...CHAT.map((id) => ({
        ...servedByHfInference(id, "text-generation"),
        inferenceProviderMapping: {
          "hf-inference": { providerId: id, status: "live", task: "conversational" },
        },
      })),
      servedByHfInference(DETECTORS[1] as string, "object-detection"),
    ]);
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => router?.server.close(resolve));
  }, TEARDOWN_BUDGET);

  /** Every response body the page receives from the moment this is called. */
  function recordResponses(page: Page): string[] {
    const bodies: string[] = [];
    page.on("response", (response) => {
      void response
        .text()
        .then((text) => bodies.push(`${JSON.stringify(response.headers())}\n${text}`))
        .catch(() => {});
    });
    return bodies;
  }

  async function battle(page: Page, models: string[], start: () => Promise<void>) {
    const bodies = recordResponses(page);
    await start();
    await page.getByRole("region", { name: "Column B" }).waitFor();
    await page.getByRole("group", { name: "Your vote" }).waitFor();
    const dom = await page.content();
    for (const model of models) {
      expect(dom).not.toContain(model);
      for (const body of bodies) expect(body).not.toContain(model);
    }
    expect(bodies.some((body) => body.includes('"column":"A"'))).toBe(true);
  }

  it("runs a blind chat battle, reveals the names on the vote and changes the leaderboard", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/arena?task=text-generation`);
    await page.getByText("No model has 0 votes yet for text-generation.").waitFor();
    await battle(page, CHAT, async () => {
      await page.getByRole("textbox", { name: "Prompt" }).fill("A haiku about rain");
      await page.getByRole("button", { name: "Start a blind battle" }).click();
    });
    const answerA = await page
      .getByRole("region", { name: "Column A" })
      .locator(".answer")
      .textContent();
    await page.getByRole("button", { name: "A is better" }).click();
    const winner = CHAT.find((id) => WORDS[id] === answerA) as string;
    await page.getByRole("heading", { name: `A: ${winner} (hf-inference)` }).waitFor();
    const table = page.getByRole("table", { name: "Arena leaderboard for text-generation" });
    await expect.poll(() => table.getByRole("row").count(), POLL).toBe(3);
    expect(await table.getByRole("row").nth(1).textContent()).toContain(winner);
    // The task page's arena section lists the voted models, the winner first.
    await page.goto(`${server.url}/tasks/text-generation`);
    const top = page.getByRole("table", { name: "Top models in the arena for text generation" });
    await page
      .getByRole("heading", { name: "Top models in this hub's arena" })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => top.getByRole("row").count(), POLL).toBe(3);
    expect(await top.getByRole("row").nth(1).textContent()).toContain(winner);
    for (const model of CHAT) expect(await top.textContent()).toContain(model);
    await page.close();
  });

  it("runs a blind detection battle on an uploaded image, with boxes over it", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/arena?task=object-detection`);
    await page.getByText("No model has 0 votes yet for object-detection.").waitFor();
    const image = readFileSync(join(REPOSITORY_ROOT, "packages/tasks/media/coffee.png"));
    await battle(page, DETECTORS, async () => {
      await page
        .getByLabel("Input file")
        .setInputFiles({ name: "coffee.png", mimeType: "image/png", buffer: image });
      await page.getByRole("button", { name: "Start a blind battle" }).click();
    });
    expect(
      await page.getByRole("region", { name: "Column A" }).getByRole("img").count(),
    ).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Both are bad" }).click();
    await page.getByRole("heading", { name: /^B: .+ \(hf-inference\)$/ }).waitFor();
    const table = page.getByRole("table", { name: "Arena leaderboard for object-detection" });
    await expect.poll(() => table.getByRole("row").count(), POLL).toBe(3);
    await page.close();
  });

  it("files a battle under the prompt's category and saves the revealed battle as a run", async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/arena?task=text-generation`);
    // Blindness is the tests' above; this page's leaderboard names their models already.
    await page.getByRole("textbox", { name: "Prompt" }).fill("A haiku about dew");
    await page.getByRole("combobox", { name: "Prompt category (optional)" }).fill("poetry");
    await page.getByRole("button", { name: "Start a blind battle" }).click();
    await page.getByRole("group", { name: "Your vote" }).waitFor();
    await page.getByRole("button", { name: "Tie" }).click();
    const revealed = page.getByRole("heading", { name: /^[AB]: .+ \(hf-inference\)$/ });
    await expect.poll(() => revealed.count(), POLL).toBe(2);
    const models = (await revealed.allTextContents()).map((text) =>
      text.replace(/^[AB]: /, "").replace(/ \(hf-inference\)$/, ""),
    );

    // The leaderboard, narrowed to the category, counts that one battle's two models.
    await page
      .getByRole("combobox", { name: "Prompt category", exact: true })
      .selectOption("poetry");
    const table = page.getByRole("table", { name: "Arena leaderboard for text-generation" });
    await expect.poll(() => table.getByRole("row").count(), POLL).toBe(3);
    for (const model of models) expect(await table.textContent()).toContain(model);

    await page.getByRole("button", { name: "Save this run" }).click();
    await page.getByRole("link", { name: "Open the saved run" }).click();
    await expect.poll(() => page.url(), POLL).toContain("run=");
    for (const model of models)
      await expect.poll(async () => (await page.textContent("body")) ?? "", POLL).toContain(model);
    await page.close();
  });
});
