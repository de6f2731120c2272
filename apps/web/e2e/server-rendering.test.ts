// @vitest-environment node
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { startRealServer } from "./support/real-server";

const CLASSIFIER = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

/** The four pages the server renders, each with the first-screen heading it must carry. */
const PAGES = [
  { path: "/", heading: "Machine-learning tasks and models" },
  { path: "/tasks/text-classification", heading: "Text Classification" },
  { path: "/models?task=text-classification", heading: "Models" },
  { path: `/${CLASSIFIER}`, heading: CLASSIFIER },
];

// Keeps the first heading the HTML parser adds (the server's), so the test can see that React
// hydrated that very element (React marks the elements it hydrates with its `__reactFiber$…`
// key) rather than drawing the page anew after a mismatch.
const WATCH_SERVER_HEADING = `
  new MutationObserver((records, observer) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1 && node.matches("h1")) {
          window.serverHeading = node;
          observer.disconnect();
          return;
        }
  }).observe(document, { childList: true, subtree: true });
`;

describe("server-rendered first screens", () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startRealServer({});
    browser = await launchChromium();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows each page's first screen and data without running any script", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(server.url + path);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(heading);
    }
    // The data came with the HTML: counts on home, the list in the browser, the model's figures.
    await page.goto(server.url);
    await expect(page.getByText(/\d+ models in this hub/).count()).resolves.toBe(1);
    await page.goto(`${server.url}/models?task=text-classification`);
    await expect(page.getByRole("link", { name: CLASSIFIER }).count()).resolves.toBeGreaterThan(0);
    await page.goto(`${server.url}/${CLASSIFIER}`);
    await expect(page.getByText("Downloads").count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it("hydrates each page without an error, keeping the server's HTML, then navigates in place", async () => {
    for (const { path, heading } of PAGES) {
      const page: Page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        // A model without a stored card answers its readme with a 404, as before.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          errors.push(message.text());
      });
      await page.addInitScript(WATCH_SERVER_HEADING);
      await page.goto(server.url + path);
      const hydrated = await page.waitForFunction(
        () => {
          const heading = (window as unknown as { serverHeading?: Element }).serverHeading;
          return heading && Object.keys(heading).some((key) => key.startsWith("__reactFiber$"))
            ? { text: heading.textContent, connected: heading.isConnected }
            : undefined;
        },
        undefined,
        { timeout: 20_000 },
      );
      expect(await hydrated.jsonValue(), path).toEqual({ text: heading, connected: true });
      // Hydrated, a link navigates without a page load.
      await page.evaluate(() => {
        (window as unknown as { marker: string }).marker = "same document";
      });
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Libraries" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Libraries" }).waitFor({ timeout: 20_000 });
      const marker = await page.evaluate(() => (window as unknown as { marker?: string }).marker);
      expect(marker, path).toBe("same document");
      expect(errors, path).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it("serves a page it does not render on the server as the plain app", async () => {
    const response = await globalThis.fetch(`${server.url}/settings`);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("modeldeck-server-state");
    const page = await browser.newPage();
    await page.goto(`${server.url}/settings`);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor({ timeout: 20_000 });
    await page.close();
  });
});
