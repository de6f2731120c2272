// @vitest-environment node
import { TASK_DATA_LOADERS } from "@modeldeck/tasks";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";

// The most a task page may transfer on its first load (no cache): scripts, styles, the API
// answers and the media it shows, as the network counts it (compressed bodies and headers).
const FIRST_LOAD_BUDGET = 300 * 1024;
const TASK_IDS = Object.keys(TASK_DATA_LOADERS);

describe("task pages on their first load", { timeout: 30 * 60_000 }, () => {
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

  /** Bytes the network transferred for one page load in a fresh context, by URL. */
  async function firstLoad(path: string): Promise<Map<string, number>> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send("Network.enable");
      const urls = new Map<string, string>();
      const transferred = new Map<string, number>();
      session.on("Network.requestWillBeSent", (event) =>
        urls.set(event.requestId, event.request.url),
      );
      session.on("Network.loadingFinished", (event) => {
        const url = urls.get(event.requestId) ?? event.requestId;
        transferred.set(url, (transferred.get(url) ?? 0) + event.encodedDataLength);
      });
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1 }).waitFor();
      // Sections drawn when the browser is idle load after the first quiet moment.
      await page.waitForLoadState("networkidle");
      return transferred;
    } finally {
      await context.close();
    }
  }

  it("transfer at most 300 KB each, the example media included", async () => {
    const heavy: string[] = [];
    for (const id of TASK_IDS) {
      const transferred = await firstLoad(`/tasks/${id}`);
      const total = [...transferred.values()].reduce((sum, bytes) => sum + bytes, 0);
      if (total > FIRST_LOAD_BUDGET) {
        const largest = [...transferred.entries()]
          .sort((left, right) => right[1] - left[1])
          .slice(0, 3)
          .map(([url, bytes]) => `${new URL(url).pathname} ${Math.round(bytes / 1024)} KB`);
        heavy.push(`${id}: ${Math.round(total / 1024)} KB (${largest.join(", ")})`);
      }
    }
    expect(TASK_IDS.length).toBeGreaterThan(0);
    expect(heavy).toEqual([]);
  });
});
