// @vitest-environment node
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/browser";
import { startEnvironment, TEARDOWN_BUDGET } from "./support/environment";
import { importModels, servedByHfInference } from "./support/import-models";
import { REPOSITORY_ROOT } from "./support/real-server";
import { BAD_TOKEN } from "@modeldeck/test-support/fake-e2e-provider";

const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const TWITTER = "cardiffnlp/twitter-roberta-base-sentiment-latest";
const DETR = "facebook/detr-resnet-50";
const RTDETR = "PekingU/rtdetr_v2_r50vd";
const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";

// Generous: CI machines are shared, and nothing here measures speed.
const POLL = { timeout: 15_000 };

describe("the compare screen against the real server and a fake provider", () => {
  let environment: Awaited<ReturnType<typeof startEnvironment>>;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    environment = await startEnvironment();
    // The shipped catalogue lists no provider for these two; Compare offers only what the hub's
    // mapping says, so the hub is told that hf-inference serves them (as an operator's import would).
    await importModels(environment.server.dataDirectory, [
      servedByHfInference(TWITTER, "text-classification"),
      servedByHfInference(RTDETR, "object-detection"),
    ]);
    context = await environment.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: environment.server.url,
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await environment?.stop();
  }, TEARDOWN_BUDGET);

  const column = (target: Page, position: number) =>
    target.getByRole("region", { name: new RegExp(`^Column ${position}: `) });

  /** Opens a link in a browser context with nothing stored: no columns gathered, no keys. */
  async function openFresh(url: string) {
    const fresh = await environment.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const freshPage = await fresh.newPage();
    freshPage.setDefaultTimeout(15_000);
    await freshPage.goto(url);
    return { fresh, freshPage };
  }

  it("compares two classifiers gathered from a task page and a model page, on one scale", async () => {
    await page.goto(`${environment.server.url}/tasks/text-classification`);
    await page.getByRole("link", { name: "Add to compare" }).click();
    await page.getByRole("heading", { level: 1, name: "Compare" }).waitFor();
    await page.goto(`${environment.server.url}/${TWITTER}`);
    await page.getByRole("link", { name: "Add to compare" }).click();
    const models = page.getByRole("combobox", { name: "Model" });
    await expect.poll(() => models.count(), POLL).toBe(2);
    expect(await models.nth(0).inputValue()).toBe(SST2);
    expect(await models.nth(1).inputValue()).toBe(TWITTER);
    await page.getByRole("textbox", { name: "Text" }).fill("This phone is wonderful.");
    await page.getByRole("button", { name: "Run all" }).click();

    const first = column(page, 1).getByRole("list", { name: "Results" });
    const second = column(page, 2).getByRole("list", { name: "Results" });
    await first.getByRole("meter", { name: "POSITIVE", exact: true }).waitFor();
    await second.getByRole("meter", { name: "positive", exact: true }).waitFor();
    // One scale: every column lists every label, in the same order.
    const labels = (list: typeof first) => list.locator(".score-label").allTextContents();
    expect(await labels(first)).toEqual(await labels(second));
    expect(await labels(first)).toContain("neutral");
    expect(await column(page, 2).getByText("Total").count()).toBe(1);
    const call = environment.provider.requests.find((entry) => entry.url.includes(TWITTER));
    expect(call?.headers.authorization).toBe("Bearer hf_fake_operator_token_for_e2e");

    // The address is a permalink: a browser with nothing stored gets the same setup.
    const url = page.url();
    expect(new URL(url).searchParams.getAll("model")).toEqual([SST2, TWITTER]);
    const { fresh, freshPage } = await openFresh(url);
    const freshModels = freshPage.getByRole("combobox", { name: "Model" });
    await expect.poll(() => freshModels.count(), POLL).toBe(2);
    expect(await freshModels.nth(1).inputValue()).toBe(TWITTER);
    expect(await freshPage.getByRole("textbox", { name: "Text" }).inputValue()).toBe(
      "This phone is wonderful.",
    );
    await fresh.close();
  }, 60_000);

  it("draws each detector's boxes on the same uploaded image, and a link reproduces it elsewhere", async () => {
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/blobs")
        uploads.push(request.url());
    });
    await page.goto(
      `${environment.server.url}/compare?task=object-detection&model=${DETR}&provider=hf-inference&model=${RTDETR}&provider=hf-inference`,
    );
    await page
      .getByLabel(/Image \(pick, drop or paste a file\)/)
      .setInputFiles(join(REPOSITORY_ROOT, "packages/tasks/media/cat-chelsea.png"));
    await page.getByRole("img", { name: /Selected image: cat-chelsea.png/ }).waitFor();
    await page.getByRole("button", { name: "Run all" }).click();
    await expect.poll(() => column(page, 1).getByTestId("detected-box").count(), POLL).toBe(2);
    await expect.poll(() => column(page, 2).getByTestId("detected-box").count(), POLL).toBe(3);
    const sources = await page
      .getByRole("img", { name: "Input image with detected objects" })
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources).toHaveLength(2);
    expect(new Set(sources).size).toBe(1);

    // The picked image was stored by hash; the link names the hash, not the bytes.
    await expect
      .poll(() => new URL(page.url()).searchParams.get("blob"), POLL)
      .toMatch(/^[0-9a-f]{64}$/);
    const url = new URL(page.url());
    expect(uploads).toHaveLength(1);
    const stored = await fetch(
      `${environment.server.url}/api/blobs/${url.searchParams.get("blob")}`,
    );
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/png");
    const { fresh, freshPage } = await openFresh(url.href);
    await freshPage.getByRole("img", { name: /Selected image/ }).waitFor();
    await freshPage.getByRole("button", { name: "Run all" }).click();
    await expect.poll(() => column(freshPage, 2).getByTestId("detected-box").count(), POLL).toBe(3);
    await fresh.close();
  }, 60_000);

  it("streams a chat in two columns while one fails in plain words, and stops all", async () => {
    await page.goto(`${environment.server.url}/settings`);
    await page.getByLabel("fireworks-ai key").fill(BAD_TOKEN);
    await page.goto(
      `${environment.server.url}/compare?task=text-generation&chat=1&model=${LLAMA}&provider=hf-inference&model=${LLAMA}&provider=fireworks-ai`,
    );
    await page.getByRole("textbox", { name: "Message" }).fill("Tell me a long story.");
    await page.getByRole("button", { name: "Send to all" }).click();
    await page
      .getByRole("log", { name: "Answer of column 1" })
      .getByText(/token3 /)
      .waitFor();
    const alert = column(page, 2).getByRole("alert");
    await alert.getByText("The access token was refused").waitFor();
    expect(await alert.textContent()).not.toContain(BAD_TOKEN);
    // The failure leaves the streaming column alone.
    expect(await column(page, 1).getByRole("status").textContent()).toBe("Running…");
    await page.getByRole("button", { name: "Stop all" }).click();
    const turns = page.getByRole("region", { name: "Conversations side by side" });
    await turns.getByText(/\[stopped\]/).waitFor();
    expect(await turns.getByText("No answer").count()).toBe(1);
    expect(await column(page, 1).getByText("First token").count()).toBe(1);
    await page.goto(`${environment.server.url}/settings`);
    await page.getByRole("button", { name: "Forget all tokens and keys" }).click();
  }, 60_000);

  it("saves a run and reopens it, outputs and all, in another browser", async () => {
    await page.goto(
      `${environment.server.url}/compare?task=text-classification&model=${SST2}&provider=hf-inference&model=${TWITTER}&provider=hf-inference&text=Great+battery+life`,
    );
    await page.getByRole("button", { name: "Run all" }).click();
    await column(page, 2).getByRole("meter", { name: "positive", exact: true }).waitFor();
    await page.getByRole("button", { name: "Save run" }).click();
    const open = page.getByRole("link", { name: "Open the saved run" });
    await open.waitFor();
    const runUrl = new URL((await open.getAttribute("href")) ?? "", environment.server.url).href;
    // 128 random bits name the run; the browser that saved it keeps the owner key.
    expect(new URL(runUrl).searchParams.get("run")).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await page.evaluate(() => localStorage.getItem("modeldeck.owner-key"))).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );

    const { fresh, freshPage } = await openFresh(runUrl);
    await column(freshPage, 1).getByRole("meter", { name: "POSITIVE", exact: true }).waitFor();
    await column(freshPage, 2).getByRole("meter", { name: "positive", exact: true }).waitFor();
    expect(await freshPage.getByRole("textbox", { name: "Text" }).inputValue()).toBe(
      "Great battery life",
    );
    // The link opens it anywhere; no other browser lists it (it was not made public).
    await freshPage.getByText("You have not saved a run in this browser yet.").waitFor();
    await fresh.close();

    const mine = page.getByRole("list", { name: "Your saved runs" });
    await mine.getByRole("button", { name: `Delete ${SST2} vs ${TWITTER}` }).click();
    await expect.poll(() => mine.getByRole("listitem").count(), POLL).toBe(0);
  }, 60_000);

  it("is usable with the keyboard, stacks its columns at 360 px and has no serious axe violations", async () => {
    await page.goto(
      `${environment.server.url}/compare?task=text-classification&model=${SST2}&provider=hf-inference&model=${TWITTER}&provider=hf-inference`,
    );
    const text = page.getByRole("textbox", { name: "Text" });
    await text.focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Typed without a mouse");
    await page.keyboard.press("Control+Enter");
    await column(page, 2).getByRole("meter", { name: "positive", exact: true }).waitFor();
    for (const theme of ["light", "dark"]) {
      await page.evaluate(
        (value) => document.documentElement.setAttribute("data-theme", value),
        theme,
      );
      // Colours ease between themes (CSS transitions); judge contrast once they have settled.
      await page.evaluate(async () => {
        const transitions = document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition);
        await Promise.all(transitions.map((transition) => transition.finished));
      });
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.setViewportSize({ width: 360, height: 800 });
    const first = await column(page, 1).boundingBox();
    const second = await column(page, 2).boundingBox();
    expect(second && first && second.y >= first.y + first.height).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});
