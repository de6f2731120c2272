// @vitest-environment node
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";

// The Hub moved its first models to organisations (`gpt2` → `openai-community/gpt2`); the
// shipped catalogue holds each once, under its new id, and the server redirects the old one.
describe("a legacy model id on the real server", () => {
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

  it("opens the canonical model's page, one model with one page", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/gpt2`);
    await page.getByRole("heading", { level: 1, name: "openai-community/gpt2" }).waitFor();
    const listed = await (await fetch(`${server.url}/api/models?search=gpt2&limit=100`)).json();
    const ids = (listed as { id: string }[]).map((model) => model.id);
    expect(ids).toContain("openai-community/gpt2");
    expect(ids).not.toContain("gpt2");
    await page.close();
  });
});
