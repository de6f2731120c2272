// @vitest-environment node
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { startRealServer } from "./support/real-server";

const ID = "odd-org/hostile-card-model";
const SHA = createHash("sha1").update("commit").digest("hex");
const oid = (text: string) => createHash("sha1").update(text).digest("hex");
const LONG = `${"very-long-shard-name-without-any-break-".repeat(6)}00001-of-00002.safetensors`;
const ODD = [
  "<img src=x onerror=window.hacked=1>.md",
  "rtl\u202Egnp.exe",
  "名前 with spaces.json",
  LONG,
];
const CARD = [
  "# A hostile card",
  "",
  "<script>window.hacked = 2</script>",
  '<img src=x onerror="window.hacked = 3">',
  '<a href="javascript:window.hacked=4">click</a>',
  "",
  "| a | b |",
  "| - | - |",
  `| ${"x".repeat(300)} | y |`,
].join("\n");

/** A loopback Hub answering the production paths the server's fill reads, for one model. */
function startHub(): Promise<{ url: string; server: Server; paths: string[] }> {
  const paths: string[] = [];
  const tree = ["README.md", "config.json", ...ODD].map((path, index) => ({
    type: "file",
    oid: oid(path),
    size: 1000 ** (index % 4) * 7,
    path,
  }));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://hub.invalid");
    const path = decodeURIComponent(url.pathname);
    paths.push(path);
    const json = (body: unknown) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (path === `/api/models/${ID}`) {
      return json({
        _id: "6747a1b23c4d5e6f7a8b9c0d",
        id: ID,
        sha: SHA,
        pipeline_tag: "text-classification",
        tags: ["text-classification"],
        downloads: 12,
        likes: 3,
        lastModified: "2026-11-01T00:00:00.000Z",
        createdAt: "2026-10-01T00:00:00.000Z",
        safetensors: { parameters: { BF16: 1_234_567 }, total: 1_234_567 },
        siblings: tree.map((entry) => ({ rfilename: entry.path })),
      });
    }
    if (path === `/api/models/${ID}/tree/${SHA}`) return json(tree);
    if (path === `/${ID}/resolve/${SHA}/README.md`) {
      response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      return void response.end(CARD);
    }
    response.writeHead(404, { "content-type": "application/json", "x-error-code": "RepoNotFound" });
    response.end(JSON.stringify({ error: "Repository not found" }));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server, paths });
    }),
  );
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe("a model read from the upstream on demand, in a real browser at 360 px", () => {
  let hub: Awaited<ReturnType<typeof startHub>>;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    hub = await startHub();
    server = await startRealServer({ MODELDECK_UPSTREAM_HUB: hub.url });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    page.setDefaultTimeout(15_000);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => hub?.server.close(resolve));
  }, TEARDOWN_BUDGET);

  it("reads a model the hub lacks and shows its card inert, dated, without sideways scroll", async () => {
    await page.goto(`${server.url}/${ID}`);
    await page.getByRole("heading", { level: 1, name: ID }).waitFor();
    await page.getByRole("heading", { name: "A hostile card" }).waitFor();
    await page.getByText(/^Card read from 127\.0\.0\.1:\d+ on /).waitFor();
    await page
      .locator(".markdown a", { hasText: "click" })
      .click()
      .catch(() => undefined);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    expect(hub.paths.filter((path) => path === `/api/models/${ID}`)).toHaveLength(1);
  });

  it("lists odd file names as text with their sizes, and never widens the page", async () => {
    await page.goto(`${server.url}/${ID}?tab=files`);
    await page.getByText(/^Files read from 127\.0\.0\.1:\d+ on /).waitFor();
    const table = page.getByRole("table", { name: /^6 files/ });
    for (const name of ODD) await table.getByText(name, { exact: true }).waitFor();
    await page.getByRole("region", { name: "Parameters" }).getByText("BF16").waitFor();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator("img").count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});
