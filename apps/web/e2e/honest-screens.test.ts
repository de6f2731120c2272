// @vitest-environment node
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";
import { startFakeE2eProvider } from "@modeldeck/test-support/fake-e2e-provider";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const LLAMA = "meta-llama/Llama-3.1-8B-Instruct";
const FLAN = "google/flan-t5-large";

// The real server with no operator key at all (no HF_TOKEN), routed to a fake provider, so
// nothing may reach the provider unless the user adds a key.
describe("screens that tell the truth, against the real server without operator keys", () => {
  let provider: Awaited<ReturnType<typeof startFakeE2eProvider>>;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    provider = await startFakeE2eProvider();
    server = await startRealServer({
      MODELDECK_ROUTER_URL: provider.url,
      MODELDECK_PROVIDER_URL_HF_INFERENCE: `${provider.url}/hf-inference`,
    });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
  }, TEARDOWN_BUDGET);

  const horizontalOverflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  it("says to add a key in Settings before sending, and sends nothing", async () => {
    await page.goto(`${server.url}/${CLASSIFIER}?tab=try`);
    const form = page.getByRole("form", { name: /^Try / });
    await form.getByRole("textbox").first().fill("This phone is wonderful.");
    const before = provider.requests.length;
    await form.getByRole("button", { name: "Run" }).click();
    const alert = form.getByRole("alert");
    await alert.getByRole("link", { name: "Add a key in Settings" }).waitFor();
    expect(await alert.textContent()).not.toMatch(/[A-Z]+_[A-Z_]+/);
    expect(provider.requests.length).toBe(before);
  });

  it("never scrolls sideways on Use this model, at 1280 px and at 360 px", async () => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/${LLAMA}?tab=use`);
      await page.getByRole("group", { name: "Local apps" }).waitFor();
      expect(await horizontalOverflow()).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("keeps the API tab's provider and language in the URL across a reload", async () => {
    await page.goto(`${server.url}/${LLAMA}?tab=api`);
    await page.getByRole("combobox", { name: "Provider" }).selectOption("nebius");
    await page.getByRole("combobox", { name: "Language" }).selectOption("sh");
    await page.reload();
    const query = new URL(page.url()).searchParams;
    expect([query.get("provider"), query.get("language")]).toEqual(["nebius", "sh"]);
    expect(await page.getByRole("combobox", { name: "Provider" }).inputValue()).toBe("nebius");
    await page.getByRole("figure").getByText(/curl/).first().waitFor();
  });

  it("asks for a model's data with the page's code on a first visit, each read once", async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const fresh = await context.newPage();
      const events: string[] = [];
      const pathOf = (url: string) => {
        const parsed = new URL(url);
        return `${parsed.pathname}${decodeURIComponent(parsed.search)}`;
      };
      fresh.on("request", (request) => events.push(`sent ${pathOf(request.url())}`));
      fresh.on("requestfinished", (request) => events.push(`arrived ${pathOf(request.url())}`));
      await fresh.goto(`${server.url}/${CLASSIFIER}`);
      const header = fresh.locator("article > header");
      await header.getByRole("heading", { level: 1, name: CLASSIFIER }).waitFor();
      // The library's name replaces its id once the registry has loaded after the header.
      await header.getByRole("link", { name: "Transformers", exact: true }).waitFor();
      const reads = events.filter((event) => event.startsWith(`sent /api/models/${CLASSIFIER}`));
      expect(reads.sort()).toEqual(
        [
          `sent /api/models/${CLASSIFIER}`,
          `sent /api/models/${CLASSIFIER}/readme`,
          `sent /api/models/${CLASSIFIER}?expand[]=inferenceProviderMapping`,
        ].sort(),
      );
      // Sent before the page's own code had arrived, not after it had rendered.
      const pageCode = events.findIndex((event) =>
        /^arrived \/assets\/model-page-.*\.js$/.test(event),
      );
      expect(pageCode).toBeGreaterThan(-1);
      expect(events.indexOf(`sent /api/models/${CLASSIFIER}`)).toBeLessThan(pageCode);
    } finally {
      await context.close();
    }
  });

  it("shows the navigation while a slow page chunk is still on its way", async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const slow = await context.newPage();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // The model page's chunk is held back, as on a very slow link; everything else is served.
      await slow.route(/\/assets\/model-page-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await slow.goto(`${server.url}/${CLASSIFIER}`);
      await slow.getByRole("navigation", { name: "Main" }).waitFor({ timeout: 10_000 });
      release();
      await slow
        .locator("article > header")
        .getByRole("heading", { level: 1, name: CLASSIFIER })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows a seeded model's real licence, dated figures, its grouping task and no made-up card", async () => {
    await page.goto(`${server.url}/${FLAN}`);
    // The model's own header (inside the article), not the site's banner.
    const header = page.locator("article > header");
    await header.getByRole("heading", { level: 1, name: FLAN }).waitFor();
    expect(await header.getByText("apache-2.0").count()).toBeGreaterThan(0);
    await header
      .getByText(/as of \d+ \w+ 2025/)
      .first()
      .waitFor();
    await header.getByRole("link", { name: "Text Generation" }).click();
    await page.getByRole("heading", { level: 1, name: "Text Generation" }).waitFor();
    await page.goto(`${server.url}/${FLAN}`);
    await page.getByText(/card is not stored in this hub/).waitFor();
  });
});
