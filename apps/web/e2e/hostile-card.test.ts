// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { REPOSITORY_ROOT, startRealServer } from "./support/real-server";
import { startRecordingListener } from "./support/recording-listener";

const MODEL = "attacker/hostile-card";
const MARKER = "Hostile card marker";

/**
 * Every trick a card has used to fetch from another site, restyle the app, post a form or
 * cover the page, each pointing at `elsewhere` (an `https:` server, so that a policy allowing
 * `https:` would let it through).
 */
function hostileMarkup(elsewhere: string): string {
  return [
    `<img src="${elsewhere}/img.png" alt="plain">`,
    `<img src="/media/cat-chelsea-demo.jpg" srcset="${elsewhere}/srcset.png 1x, ${elsewhere}/srcset2.png 2x" alt="srcset">`,
    `<picture><source srcset="${elsewhere}/picture.png"><img src="${elsewhere}/picture-fallback.png" alt="picture"></picture>`,
    `<div style="background-image: url(${elsewhere}/style.png); width: 40px; height: 40px">styled</div>`,
    `<video src="${elsewhere}/video.mp4" poster="${elsewhere}/poster.png" autoplay muted></video>`,
    `<video autoplay muted><source src="${elsewhere}/video-source.mp4"></video>`,
    `<audio src="${elsewhere}/audio.mp3" autoplay></audio>`,
    `<audio autoplay><source src="${elsewhere}/audio-source.mp3"></audio>`,
    `<style>@import url(${elsewhere}/import.css); h1 { color: rgb(255, 0, 0) !important } body { background: url(${elsewhere}/body.png) }</style>`,
    `<form action="${elsewhere}/form" method="post"><input name="token" value="x"><button>Send</button></form>`,
    '<div id="overlay" style="position: fixed; inset: 0; z-index: 2147483647; background: rgb(0, 128, 0)">You have been signed out</div>',
    `<table background="${elsewhere}/table.png"><tr><td>cell</td></tr></table>`,
    `<iframe src="${elsewhere}/frame.html"></iframe>`,
    `<link rel="stylesheet" href="${elsewhere}/link.css">`,
  ].join("\n\n");
}

/** Records the page's content security policy violations, from before its first script. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations);

describe("model cards stay inside the page, against the real server", () => {
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let elsewhere: Awaited<ReturnType<typeof startRecordingListener>>;
  let browser: Browser;
  let context: BrowserContext;
  let dataDirectory: string;

  beforeAll(async () => {
    elsewhere = await startRecordingListener({ tls: true });
    dataDirectory = mkdtempSync(join(tmpdir(), "modeldeck-hostile-card-"));
    server = await startRealServer({ MODELDECK_DATA_DIR: dataDirectory });
    const card = `---\nlicense: mit\n---\n# ${MARKER}\n\n${hostileMarkup(elsewhere.url)}\n\nThe end.\n`;
    const file = join(dataDirectory, "hostile.jsonl");
    writeFileSync(
      file,
      `${JSON.stringify({ id: MODEL, pipeline_tag: "text-classification", tags: [], readme: card })}\n`,
    );
    const environment: NodeJS.ProcessEnv = { ...process.env, MODELDECK_DATA_DIR: dataDirectory };
    delete environment.DATABASE_URL;
    execFileSync(process.execPath, ["apps/server/dist/cli.js", "import", file], {
      cwd: REPOSITORY_ROOT,
      env: environment,
      stdio: "ignore",
    });
    browser = await launchChromium();
    // The other site's certificate is its own; the page's policy, not the certificate, must stop it.
    context = await browser.newContext({ ignoreHTTPSErrors: true });
    await watchViolations(context);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await elsewhere?.close();
    if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
  }, TEARDOWN_BUDGET);

  it("renders a hostile card inert: nothing loads from elsewhere, restyles, posts or covers the page", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/${MODEL}`);
    const card = page.locator('.markdown[aria-label="Model card"]');
    await card.getByText("The end.").waitFor();
    await page.waitForLoadState("networkidle");

    expect(elsewhere.requests).toEqual([]);
    // The sanitizer stopped every load before the policy had to. (Its own parse of the card, in
    // an inert document, still reports the inline styles it is about to drop.)
    const blockedLoads = (await violations(page)).filter((line) => !line.endsWith(" inline"));
    expect(blockedLoads).toEqual([]);
    const inside = await card.evaluate((root) => ({
      tags: [
        ...root.querySelectorAll(
          "style, form, input, button, video, audio, source, picture, iframe, link",
        ),
      ].map((element) => element.tagName),
      styled: root.querySelectorAll("[style], [srcset], [class], [id]").length,
      positioned: [...root.querySelectorAll("*")]
        .map((element) => getComputedStyle(element).position)
        .filter((position) => position !== "static"),
      links: [...root.querySelectorAll("a")].map((link) => link.getAttribute("href")),
    }));
    expect(inside.tags).toEqual([]);
    expect(inside.styled).toBe(0);
    expect(inside.positioned).toEqual([]);
    for (const file of [
      "img.png",
      "picture-fallback.png",
      "video.mp4",
      "audio-source.mp3",
      "frame.html",
    ]) {
      expect(inside.links).toContain(`${elsewhere.url}/${file}`);
    }

    // The app looks as it did: its heading keeps its colour, and its header is what is on top.
    const heading = await page
      .locator("h1")
      .first()
      .evaluate((h1) => getComputedStyle(h1).color);
    expect(heading).not.toBe("rgb(255, 0, 0)");
    const onTop = await page.evaluate(() => {
      const { innerWidth, innerHeight } = window;
      return [
        [4, 4],
        [innerWidth / 2, innerHeight / 2],
        [innerWidth - 4, innerHeight - 4],
      ].map(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.textContent ?? "");
    });
    for (const text of onTop) expect(text.trim()).not.toBe("You have been signed out");
    expect(
      await page.getByText(/images and videos from other sites are shown as links/).count(),
    ).toBe(1);
    await page.close();
  });

  it("blocks the same markup through the page's policy alone, had it got past the sanitizer", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/${MODEL}`);
    await page.locator('.markdown[aria-label="Model card"]').getByText("The end.").waitFor();
    // Inserted as it is, sanitizer bypassed (the DevTools protocol is not bound by the policy;
    // what the markup itself loads is).
    await page.evaluate((markup) => {
      const box = document.createElement("div");
      box.innerHTML = markup;
      document.body.append(box);
    }, hostileMarkup(elsewhere.url));
    await page.waitForLoadState("networkidle");
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
    expect(elsewhere.requests).toEqual([]);
    const directives = new Set((await violations(page)).map((line) => line.split(" ")[0]));
    for (const directive of ["img-src", "style-src-elem", "style-src-attr", "frame-src"]) {
      expect(directives, directive).toContain(directive);
    }
    const overlay = await page
      .locator("#overlay")
      .evaluate((element) => getComputedStyle(element).position);
    expect(overlay).toBe("static");
    const heading = await page
      .locator("h1")
      .first()
      .evaluate((h1) => getComputedStyle(h1).color);
    expect(heading).not.toBe("rgb(255, 0, 0)");
    await page.close();
  });

  it("runs the app's own pages under that policy without a single violation", async () => {
    const page = await context.newPage();
    for (const path of [
      "/",
      "/tasks/text-classification",
      "/models",
      "/libraries",
      "/settings",
      "/compare",
    ]) {
      await page.goto(server.url + path);
      await page.waitForLoadState("networkidle");
      expect(await violations(page), path).toEqual([]);
    }
    expect(elsewhere.requests).toEqual([]);
    await page.close();
  });
});
