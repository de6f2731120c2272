// @vitest-environment node
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";

const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const NO_CARD = "openai-community/gpt2";
const POLL = { timeout: 15_000 };

// The real server with the shipped catalogue and no operator key: what a new user sees.
describe("browsing screens tell the truth, against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startRealServer({});
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, TEARDOWN_BUDGET);

  async function open(
    viewport = { width: 1280, height: 900 },
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return { context, page };
  }

  it("logs no console error on any screen in a normal state", async () => {
    const { context, page } = await open();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    const screens: [string, string][] = [
      ["/", "Machine-learning tasks and models"],
      ["/tasks/text-classification", "Text Classification"],
      ["/tasks/depth-estimation", "Depth Estimation"],
      ["/models", "Models"],
      ["/models?task=fill-mask&sort=likes", "Models"],
      [`/${NO_CARD}`, NO_CARD],
      [`/${NO_CARD}?tab=files`, NO_CARD],
      [`/${NO_CARD}?tab=use`, NO_CARD],
      [`/${NO_CARD}?tab=api`, NO_CARD],
      [`/${SST2}?tab=try`, SST2],
      ["/compare", "Compare"],
      ["/libraries", "Libraries"],
      ["/libraries/transformers", "Transformers"],
      ["/settings", "Settings"],
    ];
    for (const [path, heading] of screens) {
      const response = await page.goto(server.url + path);
      expect([path, response?.status()]).toEqual([path, 200]);
      await page.getByRole("heading", { level: 1, name: heading }).first().waitFor();
      await page.waitForLoadState("networkidle");
    }
    // A model without a stored card says so; that is no error.
    await page.goto(`${server.url}/${NO_CARD}`);
    await page.getByText(/card is not stored in this hub/).waitFor();
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("answers an unknown model's page 404, with a search and models of similar ids", async () => {
    const { context, page } = await open();
    const typo = "distilbert/distilbert-base-uncased-finetuned-sst2";
    const response = await page.goto(`${server.url}/${typo}`);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");
    await page.getByRole("heading", { level: 1, name: `No model called “${typo}” here` }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.getByRole("link", { name: /Search the models for/ }).waitFor();
    const similar = page.getByRole("region", { name: "Models with similar ids" });
    await similar.getByRole("link", { name: SST2 }).click();
    await page.getByRole("heading", { level: 1, name: SST2 }).waitFor();
    await context.close();
  });

  it("reaches every task page from home and shows no task card with neither a page nor models", async () => {
    const { context, page } = await open();
    await page.goto(server.url);
    await page.getByRole("region", { name: "Natural Language Processing" }).waitFor();
    const tasks = Object.keys((await (await fetch(`${server.url}/api/tasks`)).json()) as object);
    expect(tasks).toContain("reinforcement-learning");
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const task of tasks) expect(hrefs).toContain(`/tasks/${task}`);
    // Pipelines with no page and no model in the shipped catalogue.
    for (const name of ["Voice Activity Detection", "Time Series Forecasting", "Robotics"])
      expect(await page.getByRole("link", { name, exact: true }).count()).toBe(0);
    expect(await page.getByText(/\b1 models\b/).count()).toBe(0);
    await context.close();
  });

  it("ranks models above a library with no model here in Ctrl+K", async () => {
    const { context, page } = await open();
    await page.goto(server.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.keyboard.press("Control+K");
    const box = page.getByRole("combobox", { name: "Jump to a task, model or library" });
    await box.fill("whisper");
    const options = page.getByRole("option");
    await page.getByRole("option", { name: /openai\/whisper-large-v3/ }).waitFor();
    const whisper = await options.allTextContents();
    expect(whisper[0]).toBe("Model openai/whisper-large-v3");
    expect(whisper.indexOf("Library WhisperKit")).toBeGreaterThan(0);
    await box.fill("qwen");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname !== "/");
    expect(new URL(page.url()).pathname.toLowerCase()).toContain("qwen");
    expect(new URL(page.url()).pathname).not.toMatch(/^\/libraries\//);
    await context.close();
  });

  it("gathers models to compare in a tray without leaving the browser, and the compare field suggests models", async () => {
    const { context, page } = await open();
    await page.goto(`${server.url}/models?task=text-classification`);
    const cards = page.getByRole("list", { name: "Models" });
    const buttons = cards.getByRole("button", { name: /^Add to compare: / });
    await expect.poll(() => buttons.count(), POLL).toBeGreaterThan(1);
    const names = await buttons.evaluateAll((items) =>
      items.slice(0, 2).map((item) => item.getAttribute("aria-label")?.slice(16) ?? ""),
    );
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    expect(new URL(page.url()).pathname).toBe("/models");
    const tray = page.getByRole("region", { name: "Models to compare" });
    await expect.poll(() => tray.getByRole("status").textContent(), POLL).toMatch(/^2 models/);
    await tray.getByRole("link", { name: "Compare" }).click();
    await page.getByRole("heading", { level: 1, name: "Compare" }).waitFor();
    const models = page.getByRole("combobox", { name: "Model" });
    await expect
      .poll(
        () =>
          models.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
        POLL,
      )
      .toEqual(names);

    await page.getByRole("button", { name: "Add a column" }).click();
    await models.nth(2).pressSequentially("distil");
    await expect
      .poll(
        () =>
          page
            .locator("datalist option")
            .evaluateAll((items) => items.map((item) => item.getAttribute("value"))),
        POLL,
      )
      .toContain(SST2);
    await context.close();
  });

  it("shows whole model names, at least four models per screen and a header that scrolls away at 360 px", async () => {
    const { context, page } = await open({ width: 360, height: 640 });
    await page.goto(`${server.url}/models`);
    const cards = page.getByRole("list", { name: "Models" }).getByRole("listitem");
    await expect.poll(() => cards.count(), POLL).toBe(20);
    // Owner and name each on one line wherever their text fits on one line of the card.
    const broken = await page.locator(".model-card-id").evaluateAll((links) =>
      links.flatMap((link) => {
        const width = link.getBoundingClientRect().width;
        return [...link.querySelectorAll("span")].flatMap((part) => {
          const probe = part.cloneNode(true) as HTMLElement;
          probe.style.cssText = "position:absolute;white-space:nowrap;visibility:hidden";
          link.append(probe);
          const natural = probe.getBoundingClientRect().width;
          probe.remove();
          const lineHeight = parseFloat(getComputedStyle(part).lineHeight);
          const lines = Math.round(part.getBoundingClientRect().height / lineHeight);
          return natural <= width && lines > 1 ? [part.textContent ?? ""] : [];
        });
      }),
    );
    expect(broken).toEqual([]);
    // Scrolled to the list: whole cards within one screen.
    await cards.first().evaluate((card) => card.scrollIntoView({ block: "start" }));
    const visible = await cards.evaluateAll(
      (items) => items.filter((item) => item.getBoundingClientRect().bottom <= innerHeight).length,
    );
    expect(visible).toBeGreaterThanOrEqual(4);
    const header = await page.locator(".site-header").boundingBox();
    expect(header === null || header.y + header.height <= 0).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await context.close();
  });
});
