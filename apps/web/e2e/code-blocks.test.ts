// @vitest-environment node
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";

const MODEL = "meta-llama/Llama-3.1-8B-Instruct";

describe("task icons, highlighted code and copy feedback in a real browser", () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;
  let page: Page;
  const scripts: string[] = [];

  beforeAll(async () => {
    // No operator keys: the code views and icons need none.
    server = await startRealServer({});
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, TEARDOWN_BUDGET);

  it("draws an icon on every task tile of the home grid without loading the highlighter", async () => {
    await page.goto(server.url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    const tiles = page.locator(".task-tile");
    const tileCount = await tiles.count();
    expect(tileCount).toBeGreaterThan(0);
    await expect(tiles.locator("svg.task-icon").count()).resolves.toBe(tileCount);
    // Each tile shows its own task's drawing, never the fallback.
    const tasks = await tiles
      .locator("svg.task-icon")
      .evaluateAll((icons) => icons.map((icon) => icon.getAttribute("data-task")));
    const hrefs = await tiles
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(tasks.map((task) => `/tasks/${task}`));
    expect(scripts.filter((path) => path.includes("highlight-code"))).toEqual([]);
  });

  it("colours the API snippet once the code view loads the highlighter, then copies it", async () => {
    await page.goto(`${server.url}/${MODEL}?tab=api`);
    const code = page.locator("pre code[data-highlighted]").first();
    await code.waitFor();
    expect(scripts.filter((path) => path.includes("highlight-code"))).toHaveLength(1);
    await expect(code.locator(".hljs-keyword").count()).resolves.toBeGreaterThan(0);
    const text = await code.textContent();
    const block = page.locator("figure.code-block").first();
    await block.getByRole("button", { name: /^Copy/ }).click();
    await block.getByRole("button", { name: /^Copied/ }).waitFor();
    await expect(block.getByRole("status").textContent()).resolves.toBe("Copied to clipboard");
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(text);
  });
});
