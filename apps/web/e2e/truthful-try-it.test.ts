// @vitest-environment node
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";
import { sendJson, startFakeUpstream } from "@modeldeck/test-support/loopback-server";

const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const UNSERVED = "cardiffnlp/twitter-roberta-base-sentiment-latest";
const TYPO = "distilbert/distilbert-base-uncased-finetuned-sst2";

// A chat answer in Markdown, with what a hostile provider could slip into one.
const MARKDOWN_ANSWER = [
  "Here is **the plan**:",
  "",
  "```python",
  "import torch",
  "```",
  "",
  '<img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>',
].join("\n");

/**
 * The Hugging Face router as the server's gateway reaches it: chat completions stream a
 * Markdown answer; hf-inference answers for the classifier as a model still loading does (503
 * with `estimated_time`, as router.huggingface.co sends it) until `loaded` is set.
 */
async function startFakeRouter() {
  const state = { loaded: false };
  const upstream = await startFakeUpstream(({ url: path }, response) => {
    if (path.endsWith("/v1/chat/completions")) {
      response.writeHead(200, { "content-type": "text/event-stream" });
      const pieces = MARKDOWN_ANSWER.match(/[\s\S]{1,12}/g) ?? [];
      for (const piece of pieces) {
        const chunk = {
          id: "chatcmpl-e2e",
          object: "chat.completion.chunk",
          created: 1_732_000_000,
          model: "meta-llama/Llama-3.1-8B-Instruct",
          choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
        };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end("data: [DONE]\n\n");
      return;
    }
    if (path === `/hf-inference/models/${SST2}` && !state.loaded) {
      sendJson(
        response,
        { error: `Model ${SST2} is currently loading`, estimated_time: 20.0 },
        503,
      );
      return;
    }
    if (path === `/hf-inference/models/${SST2}`) {
      sendJson(response, [[{ label: "POSITIVE", score: 0.9991 }]]);
      return;
    }
    sendJson(response, { error: `Not Found: ${path}` }, 404);
  });
  return Object.assign(upstream, { state });
}

describe("Try it and Compare tell the truth, against the real server and a fake router", () => {
  let router: Awaited<ReturnType<typeof startFakeRouter>>;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;

  beforeAll(async () => {
    router = await startFakeRouter();
    server = await startRealServer({
      HF_TOKEN: "hf_fake_operator_token_for_e2e",
      MODELDECK_ROUTER_URL: router.url,
      MODELDECK_PROVIDER_URL_HF_INFERENCE: `${router.url}/hf-inference`,
    });
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await router?.close();
  }, TEARDOWN_BUDGET);

  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  const providersOf = async (id: string) => {
    const response = await fetch(
      `${server.url}/api/models/${id}?expand[]=inferenceProviderMapping`,
    );
    const body = (await response.json()) as { inferenceProviderMapping?: unknown };
    const mapping = body.inferenceProviderMapping ?? {};
    return Array.isArray(mapping)
      ? mapping.map((entry: { provider: string }) => entry.provider)
      : Object.keys(mapping);
  };

  it("offers no invented provider for a model no provider serves, says so and sends nothing", async () => {
    expect(await providersOf(UNSERVED)).toEqual([]);
    const page = await freshPage();
    const before = router.requests.length;
    await page.goto(`${server.url}/${UNSERVED}?tab=try`);
    const note = page.getByRole("note", { name: `No inference provider serves ${UNSERVED}` });
    await note.waitFor();
    await note.getByRole("link", { name: "Settings" }).waitFor();
    await note.getByRole("list", { name: "Libraries that run it locally" }).waitFor();
    // A model of the same task that a provider does serve, to try instead.
    await note.getByRole("link", { name: SST2 }).waitFor();
    expect(await page.getByRole("combobox", { name: "Provider" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Run" }).count()).toBe(0);
    expect(await page.getByText(/hf-inference — live/).count()).toBe(0);
    expect(router.requests.length).toBe(before);
    await page.context().close();
  });

  it("offers exactly the providers the hub's mapping lists, with their status", async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/${SST2}?tab=try`);
    const provider = page.getByRole("combobox", { name: "Provider" });
    await expect
      .poll(() => provider.locator("option").allTextContents(), { timeout: 15_000 })
      .toEqual(["hf-inference — live (server key)"]);
    await page.context().close();
  });

  it("marks an id the hub does not know in Compare and sends nothing for it", async () => {
    const page = await freshPage();
    await page.goto(
      `${server.url}/compare?task=text-classification&model=${SST2}&model=${TYPO}&text=Fine.`,
    );
    const typo = page.getByRole("combobox", { name: "Model" }).nth(1);
    await expect.poll(() => typo.getAttribute("aria-invalid"), { timeout: 15_000 }).toBe("true");
    await page.getByText(/This hub does not know/).waitFor();
    // Answered at once by the fake router, so column 1 runs while column 2 is refused.
    router.state.loaded = true;
    await page.getByRole("button", { name: "Run all" }).click();
    const second = page.getByRole("region", { name: new RegExp(`^Column 2: ${TYPO}`) });
    await second.getByText("Not sent: unknown model").waitFor();
    const first = page.getByRole("region", { name: new RegExp(`^Column 1: ${SST2}`) });
    await first.getByRole("meter", { name: "POSITIVE" }).waitFor();
    expect(router.requests.some((call) => call.url.includes(TYPO))).toBe(false);
    router.state.loaded = false;
    await page.context().close();
  });

  it("tries a served model on the text-generation page and keeps Try it where no model is served", async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/tasks/text-generation`);
    const section = page.getByRole("region", { name: "Try it" });
    const link = section
      .locator("p", { hasText: /^With / })
      .getByRole("link")
      .first();
    await link.waitFor();
    const model = (await link.textContent()) ?? "";
    const listed = await providersOf(model);
    expect(listed.length).toBeGreaterThan(0);
    const select = section.getByRole("combobox", { name: "Provider" });
    await expect.poll(() => select.isDisabled(), { timeout: 15_000 }).toBe(false);
    const offered = (await select.locator("option").allTextContents()).map(
      (text) => text.split(" — ")[0],
    );
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) expect(listed).toContain(name);

    await page.goto(`${server.url}/tasks/depth-estimation`);
    const none = page.getByRole("region", { name: "Try it" });
    await none.getByRole("note").waitFor();
    expect(await none.getByRole("note").getAttribute("aria-label")).toMatch(
      /^No inference provider serves a depth estimation model/,
    );
    await none.getByRole("list", { name: "Libraries that run it locally" }).waitFor();
    await page.context().close();
  });

  it("renders a chat answer as sanitized Markdown with highlighted code and a raw toggle", async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/meta-llama/Llama-3.1-8B-Instruct?tab=try`);
    const form = page.getByRole("form", { name: /^Try / });
    await form.getByRole("textbox", { name: "Message" }).fill("How do I start?");
    await form.getByRole("button", { name: "Send" }).click();
    const conversation = page.getByRole("list", { name: "Conversation" });
    const strong = conversation.locator("strong", { hasText: "the plan" });
    await strong.waitFor();
    await conversation.locator("pre code.hljs .hljs-keyword", { hasText: "import" }).waitFor();
    expect(await conversation.locator("script").count()).toBe(0);
    expect(await conversation.locator("img[onerror]").count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await conversation.getByRole("button", { name: "Raw text" }).click();
    await expect.poll(() => conversation.locator("[data-raw]").textContent()).toBe(MARKDOWN_ANSWER);
    expect(await conversation.locator("strong").count()).toBe(0);
    await page.context().close();
  });

  it("shows a loading model's estimate, the wait and a Stop, and gives up after a bounded time", async () => {
    const page = await freshPage();
    // The page's clock is the test's: two minutes of waiting pass in an instant.
    await page.clock.install();
    await page.goto(`${server.url}/${SST2}?tab=try`);
    const form = page.getByRole("form", { name: /^Try / });
    await form.getByRole("textbox").first().fill("This phone is wonderful.");
    await form.getByRole("button", { name: "Run" }).click();
    const status = form.getByText(/The model is loading on hf-inference/);
    await status.waitFor();
    await form.getByText(/estimates about 20 s/).waitFor();
    await form.getByText(/Waiting for \d+ s \(gives up after 2 min\)/).waitFor();
    await form.getByRole("button", { name: "Stop" }).waitFor();
    expect(await form.getByRole("button", { name: "Running…" }).isDisabled()).toBe(true);
    await page.clock.runFor(5_000);
    await form.getByText(/Waiting for [5-9] s/).waitFor();
    await page.clock.runFor(130_000);
    const alert = form.getByRole("alert");
    await alert.getByText("The model did not finish loading").waitFor();
    expect(await alert.textContent()).toMatch(/still loading .* after ModelDeck waited for 2 min/);
    await form.getByRole("button", { name: "Run" }).waitFor();
    expect(await status.count()).toBe(0);
    const tries = router.requests.filter((call) => call.url === `/hf-inference/models/${SST2}`);
    expect(tries.length).toBeGreaterThan(1);
    await page.context().close();
  });

  it("shows a loading model in a Compare column and gives that column up after the bound", async () => {
    const page = await freshPage();
    await page.clock.install();
    await page.goto(`${server.url}/compare?task=text-classification&model=${SST2}&text=Fine.`);
    await page.getByRole("button", { name: "Run all" }).click();
    const column = page.getByRole("region", { name: new RegExp(`^Column 1: ${SST2}`) });
    await column.getByText(/The model is loading on hf-inference/).waitFor();
    await column.getByText(/estimates about 20 s/).waitFor();
    await page.clock.runFor(130_000);
    await column.getByRole("alert").getByText("The model did not finish loading").waitFor();
    expect(await column.getByRole("status").textContent()).toBe("Failed");
    await page.context().close();
  });
});
