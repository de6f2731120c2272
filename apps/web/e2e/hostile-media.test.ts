// @vitest-environment node
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEnvironment, TEARDOWN_BUDGET } from "./support/environment";
import { REPOSITORY_ROOT } from "./support/real-server";

/** What the attacker's page does once it runs on ModelDeck's origin: copy the keys out. */
const STEAL = "<script>localStorage.setItem('stolen', JSON.stringify(localStorage))</script>";
const PAGE = Buffer.from(`<!doctype html><html><body>${STEAL}</body></html>`);
/** A real PNG with the page after it: its first bytes pass an image check, a browser shows the image. */
const POLYGLOT = Buffer.concat([
  readFileSync(join(REPOSITORY_ROOT, "packages/tasks/media/text-corner.png")),
  PAGE,
]);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// Issue 27 §2: an uploaded file or a saved run must never become a page on ModelDeck's origin.
describe("uploaded files that are pages in disguise, in Chromium", () => {
  let environment: Awaited<ReturnType<typeof startEnvironment>>;
  let victim: BrowserContext;

  beforeAll(async () => {
    environment = await startEnvironment();
    victim = await environment.browser.newContext();
    // Every object URL the app makes, with the type it gave the blob.
    await victim.addInitScript(() => {
      const made: { url: string; type: string }[] = [];
      Object.assign(window, { objectUrls: made });
      const original = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        const url = original(blob);
        made.push({ url, type: blob instanceof Blob ? blob.type : "media-source" });
        return url;
      };
    });
  }, 90_000);
  afterAll(async () => {
    await environment?.stop();
  }, TEARDOWN_BUDGET);

  const upload = (bytes: Buffer, type: string) =>
    fetch(`${environment.server.url}/api/blobs`, {
      method: "POST",
      headers: { "content-type": type },
      body: new Uint8Array(bytes),
    });

  /** The victim has a key saved, as Settings keeps it; true when the page copied it out. */
  async function stolen(): Promise<boolean> {
    const page = await victim.newPage();
    await page.goto(`${environment.server.url}/settings`);
    const value = await page.evaluate(() => localStorage.getItem("stolen"));
    await page.close();
    return value !== null;
  }

  it("refuses a page uploaded as an image", async () => {
    const refused = await upload(PAGE, "image/png");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain(
      "does not start the way a image/png file does",
    );
    expect((await fetch(`${environment.server.url}/api/blobs/${sha256(PAGE)}`)).status).toBe(404);
  });

  it("never rebuilds a shared file as text/html, and no object URL the app made runs a script", async () => {
    expect((await upload(POLYGLOT, "image/png")).status).toBe(201);
    const page = await victim.newPage();
    await page.goto(`${environment.server.url}/settings`);
    await page.evaluate(() =>
      localStorage.setItem("modeldeck.settings.demo-key", "hf_victim_secret"),
    );
    await page.goto(
      `${environment.server.url}/compare?task=image-classification&model=google%2Fvit-base-patch16-224&provider=hf-inference&blob=${sha256(POLYGLOT)}&type=text%2Fhtml`,
    );
    await page.getByRole("heading", { level: 1, name: "Compare" }).waitFor();
    await page.waitForLoadState("networkidle");
    const made = await page.evaluate(
      () => (window as unknown as { objectUrls: { url: string; type: string }[] }).objectUrls,
    );
    expect(made.map((entry) => entry.type)).not.toContain("text/html");
    // The victim opens whatever the app made, as a link opened in a new tab would.
    for (const { url } of made) {
      const opened = await victim.newPage();
      await opened.goto(url).catch(() => undefined);
      await opened.close();
    }
    expect(await stolen()).toBe(false);
    await page.close();
  }, 60_000);

  it("serves a stored file sandboxed, so opening its address runs nothing", async () => {
    const page = await victim.newPage();
    const answer = await page.goto(`${environment.server.url}/api/blobs/${sha256(POLYGLOT)}`);
    expect(answer?.headers()).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
    });
    await page.close();
    expect(await stolen()).toBe(false);
  });

  it("refuses a saved run whose file claims to be a page", async () => {
    const saved = await fetch(`${environment.server.url}/api/runs`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-modeldeck-owner-key": "e2e-owner-key-0123456789abcdef",
      },
      body: JSON.stringify({
        kind: "try",
        task: "image-classification",
        setup: {
          columns: [{ model: "google/vit-base-patch16-224", provider: "hf-inference" }],
          input: { file: { blob: sha256(POLYGLOT), contentType: "text/html" } },
        },
        results: [{ output: null, timings: { totalMs: 1 } }],
      }),
    });
    expect(saved.status).toBe(400);
    expect(((await saved.json()) as { error: string }).error).toContain(
      "setup.input.file.contentType must name the file's media type",
    );
  });
});
