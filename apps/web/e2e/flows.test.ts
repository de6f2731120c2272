// @vitest-environment node
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BAD_TOKEN } from "./support/fake-provider";
import { startEnvironment, TEARDOWN_BUDGET } from "./support/environment";
import { REPOSITORY_ROOT } from "./support/real-server";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

// Generous: CI machines are shared, and nothing here measures speed.
const POLL = { timeout: 15_000 };
// Each flow visits several pages (the request check six, each until the network is idle: 14 s at
// load 15), so the web tests' 30 s is too little at the load CI has seen (26).
const FLOW_BUDGET = 60_000;

describe("main flows against the real server and a fake provider", { timeout: FLOW_BUDGET }, () => {
  let environment: Awaited<ReturnType<typeof startEnvironment>>;
  let page: Page;

  beforeAll(async () => {
    environment = await startEnvironment();
    const context = await environment.browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: environment.server.url,
    });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await environment?.stop();
  }, TEARDOWN_BUDGET);

  const tryPanel = () => page.getByRole("form", { name: /^Try / });

  it("browses from home to a task, opens a suggested model and copies a snippet", async () => {
    await page.goto(environment.server.url);
    await page.getByRole("link", { name: "Text Classification", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Text Classification",
    );
    expect(new URL(page.url()).pathname).toBe("/tasks/text-classification");
    await page
      .getByRole("region", { name: "Suggested models" })
      .getByRole("link", { name: CLASSIFIER })
      .click();
    await page.getByRole("heading", { level: 1, name: CLASSIFIER }).waitFor();
    await page.getByRole("tab", { name: "Use this model" }).click();
    const firstCopy = page.getByRole("button", { name: /^Copy/ }).first();
    await firstCopy.click();
    await page
      .getByRole("button", { name: /^Copied/ })
      .first()
      .waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(CLASSIFIER);
    expect(new URL(page.url()).search).toBe("?tab=use");
  });

  it("runs text classification on the task's widget model", async () => {
    await page.goto(`${environment.server.url}/tasks/text-classification`);
    const form = tryPanel();
    await form.getByRole("textbox").first().fill("This phone is wonderful.");
    await form.getByRole("button", { name: "Run" }).click();
    const results = page.getByRole("list", { name: "Results" });
    await results.getByRole("meter", { name: "POSITIVE" }).waitFor();
    expect(await results.textContent()).toContain("99.9%");
    const call = environment.provider.calls.at(-1);
    expect(call?.path).toBe(`/hf-inference/models/${CLASSIFIER}`);
    expect(call?.authorization).toBe("Bearer hf_fake_operator_token_for_e2e");
  });

  it("streams a chat answer and stops it", async () => {
    await page.goto(`${environment.server.url}/meta-llama/Llama-3.1-8B-Instruct?tab=try`);
    const form = tryPanel();
    await form.getByRole("combobox", { name: "Provider" }).selectOption("hf-inference");
    await form.getByRole("textbox", { name: "Message" }).fill("Tell me a long story.");
    await form.getByRole("button", { name: "Send" }).click();
    const live = page.getByRole("log", { name: "Assistant answer" });
    await live.getByText(/token3 /).waitFor();
    const closedBefore = environment.provider.state.streamsClosed;
    await form.getByRole("button", { name: "Stop" }).click();
    const conversation = page.getByRole("list", { name: "Conversation" });
    await conversation.getByText(/\[stopped\]/).waitFor();
    expect(await form.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);
    await expect
      .poll(() => environment.provider.state.streamsClosed, POLL)
      .toBeGreaterThan(closedBefore);
    await page.getByText("Request inspector").click();
    expect(await page.getByText("First token after").count()).toBe(1);
  });

  it("generates an image from text", async () => {
    await page.goto(`${environment.server.url}/black-forest-labs/FLUX.1-dev?tab=try`);
    const form = tryPanel();
    await form.getByRole("combobox", { name: "Provider" }).selectOption("hf-inference");
    await form.getByRole("textbox", { name: "Prompt" }).fill("An espresso on a wooden table");
    await form.getByRole("button", { name: "Run" }).click();
    const image = page.getByRole("img", { name: "Generated image" });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), POLL)
      .toBeGreaterThan(0);
    expect(
      await page.getByRole("link", { name: "Download the image" }).getAttribute("download"),
    ).toMatch(/\.png$/);
  });

  it("sends a request made with a provider key through the gateway to that provider", async () => {
    await page.goto(`${environment.server.url}/settings`);
    await page.getByLabel("together key").fill("tgp_e2e_provider_key");
    await page.goto(`${environment.server.url}/black-forest-labs/FLUX.1-dev?tab=try`);
    const form = tryPanel();
    await form.getByRole("combobox", { name: "Provider" }).selectOption("together");
    await form.getByRole("textbox", { name: "Prompt" }).fill("A cup of coffee");
    await form.getByRole("button", { name: "Run" }).click();
    await page.getByRole("img", { name: "Generated image" }).waitFor();
    const call = environment.provider.calls.at(-1);
    expect(call?.path).toBe("/together-direct/v1/images/generations");
    expect(call?.authorization).toBe("Bearer tgp_e2e_provider_key");
    await page.getByText("Request inspector").click();
    const request = await page.getByLabel("HTTP request").textContent();
    expect(request).toContain(
      `${environment.server.url}/api/inference/together/v1/images/generations`,
    );
    expect(request).not.toContain("tgp_e2e_provider_key");
    await page.goto(`${environment.server.url}/settings`);
    await page.getByRole("button", { name: "Forget all tokens and keys" }).click();
  });

  it("uploads an image for object detection and draws the boxes", async () => {
    await page.goto(`${environment.server.url}/facebook/detr-resnet-50?tab=try`);
    const form = tryPanel();
    await form
      .getByLabel(/Image \(pick, drop or paste a file\)/)
      .setInputFiles(join(REPOSITORY_ROOT, "packages/tasks/media/cat-chelsea.png"));
    await form.getByRole("img", { name: /Selected image: cat-chelsea.png/ }).waitFor();
    await form.getByRole("button", { name: "Run" }).click();
    await page
      .getByRole("list", { name: "Detected objects" })
      .getByText(/^cat \(99\.8%\)/)
      .waitFor();
    await expect.poll(() => page.getByTestId("detected-box").count(), POLL).toBe(2);
    const call = environment.provider.calls.at(-1);
    expect(call?.path).toBe("/hf-inference/models/facebook/detr-resnet-50");
    expect(call?.bodyBytes).toBeGreaterThan(100_000);
  });

  it("pages the model browser in place and restores the scroll position on Back", async () => {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(`${environment.server.url}/models`);
    const cards = page.getByRole("list", { name: "Models" }).getByRole("listitem");
    await expect.poll(() => cards.count(), POLL).toBe(20);
    await page.getByRole("button", { name: "Show more models" }).click();
    await expect.poll(() => cards.count(), POLL).toBe(40);
    expect(new URL(page.url()).searchParams.get("pages")).toBe("2");
    const target = cards.nth(30).getByRole("link");
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await target.click();
    await page.getByRole("tablist", { name: "Model sections" }).waitFor();
    await page.goBack();
    await expect.poll(() => cards.count(), POLL).toBe(40);
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(scrolled);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("makes no request outside the server when pages load", async () => {
    const context = await environment.browser.newContext();
    const external: string[] = [];
    context.on("request", (request) => {
      if (
        !request.url().startsWith(environment.server.url) &&
        !request.url().startsWith("data:") &&
        !request.url().startsWith("blob:")
      ) {
        external.push(request.url());
      }
    });
    const fresh = await context.newPage();
    for (const path of [
      "/",
      "/tasks/text-classification",
      `/${CLASSIFIER}`,
      "/models",
      "/libraries",
      "/settings",
    ]) {
      await fresh.goto(environment.server.url + path);
      await fresh.waitForLoadState("networkidle");
    }
    await context.close();
    expect(external).toEqual([]);
  });

  it("explains a refused token in plain words and keeps the input", async () => {
    await page.goto(`${environment.server.url}/settings`);
    await page.getByLabel("Hugging Face token").fill(BAD_TOKEN);
    await page.goto(`${environment.server.url}/tasks/text-classification`);
    const form = tryPanel();
    const text = form.getByRole("textbox").first();
    await text.fill("Keep this text");
    await form.getByRole("button", { name: "Run" }).click();
    const alert = form.getByRole("alert");
    await alert.getByText("The access token was refused").waitFor();
    expect(await alert.textContent()).not.toContain(BAD_TOKEN);
    expect(await text.inputValue()).toBe("Keep this text");
    await page.goto(`${environment.server.url}/settings`);
    await page.getByRole("button", { name: "Forget all tokens and keys" }).click();
    expect(await page.evaluate(() => localStorage.getItem("modeldeck.settings"))).not.toContain(
      BAD_TOKEN,
    );
  });
});
