// @vitest-environment node
import { readFile } from "node:fs/promises";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { startFakeE2eProvider } from "@modeldeck/test-support/fake-e2e-provider";
import { launchChromium, seriousViolations } from "./support/browser";
import { TEARDOWN_BUDGET } from "./support/environment";
import { importModels, servedByHfInference } from "./support/import-models";
import { startRealServer } from "./support/real-server";

const SST2 = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
const TWITTER = "cardiffnlp/twitter-roberta-base-sentiment-latest";
const DETR = "facebook/detr-resnet-50";
const RTDETR = "PekingU/rtdetr_v2_r50vd";
// Written by the zip tool: rows.csv naming images/cat.png and images/dog.png, and a notes.txt.
const IMAGES_ZIP = new URL("../../server/src/batches/fixtures/images-batch.zip", import.meta.url);
const ROWS = 20;
// The fake provider calls every review positive: the odd rows, expected negative, are wrong.
const expectedOf = (index: number) => (index % 2 === 0 ? "POSITIVE" : "NEGATIVE");
const CSV =
  "input,expected\n" +
  Array.from({ length: ROWS }, (_, index) => `"review ${index}, quite a film",${expectedOf(index)}`)
    .join("\n")
    .concat("\n");

describe("a batch evaluation in Chromium against the real server and a fake provider", () => {
  let provider: Awaited<ReturnType<typeof startFakeE2eProvider>>;
  let server: Awaited<ReturnType<typeof startRealServer>>;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    provider = await startFakeE2eProvider();
    server = await startRealServer({
      HF_TOKEN: "hf_fake_operator_token_for_batches_e2e",
      MODELDECK_ROUTER_URL: provider.url,
      // The fake answers at once; the server's rate limit (a batch waits for the next window
      // rather than failing rows) keeps the 40 calls going for about half a minute, so the batch
      // is still running when its first page closes.
      MODELDECK_GATEWAY_RATE_LIMIT: "4",
      MODELDECK_GATEWAY_RATE_WINDOW_SECONDS: "3",
    });
    // The shipped catalogue lists no provider for the second classifier; an import says so.
    await importModels(server.dataDirectory, [
      servedByHfInference(TWITTER, "text-classification"),
      servedByHfInference(DETR, "object-detection"),
      servedByHfInference(RTDETR, "object-detection"),
    ]);
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await provider?.close();
  }, TEARDOWN_BUDGET);

  it("uploads, starts, carries on in a new page, filters the wrong rows and exports them", async () => {
    const url = server.url;
    const first = await context.newPage();
    first.setDefaultTimeout(15_000);
    await first.goto(`${url}/tasks/text-classification`);
    await first.getByRole("link", { name: "Evaluate models over a data set" }).click();
    await first.getByRole("heading", { level: 1, name: "Batches" }).waitFor();
    // Compare's link carries its columns and task to the batch form.
    await first.goto(
      `${url}/compare?task=text-classification&model=${SST2}&provider=hf-inference&model=${TWITTER}&provider=hf-inference`,
    );
    await first.getByRole("link", { name: "Evaluate over a data set" }).click();
    await first.getByRole("heading", { level: 1, name: "Batches" }).waitFor();
    const form = first.getByRole("form", { name: "New batch" });
    expect(
      await form
        .getByLabel("Model")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual([SST2, TWITTER]);
    expect(await seriousViolations(first)).toEqual([]);
    await form.getByLabel("Title (optional)").fill("Twenty reviews");
    await form.getByLabel("Data set file (CSV or JSON Lines)").setInputFiles({
      name: "reviews.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(CSV),
    });
    await form.getByRole("button", { name: "Upload and start" }).click();
    await first.waitForURL(/\/batches\/[A-Za-z0-9_-]{22,}$/);
    const batchUrl = first.url();
    await first.close();
    const id = new URL(batchUrl).pathname.split("/").pop() ?? "";
    const left = (await (await fetch(`${url}/api/batches/${id}`)).json()) as { state: string };
    expect(left.state).toBe("running");

    // The batch lives on the server and its id in the address: a new page picks it up.
    const second = await context.newPage();
    second.setDefaultTimeout(20_000);
    await second.goto(batchUrl);
    await second.getByRole("heading", { level: 1, name: "Twenty reviews" }).waitFor();
    const progress = second.getByRole("region", { name: "Progress" });
    await progress.getByRole("status").filter({ hasText: "Running" }).waitFor();
    // The page polls while the server carries on: the same batch, on to the end.
    await progress.getByRole("status").filter({ hasText: "Done" }).waitFor({ timeout: 90_000 });
    expect(await progress.textContent()).toContain(`${ROWS} of ${ROWS} rows`);
    const scores = second.getByRole("table", { name: "Scores per column" });
    expect(await scores.getByRole("row", { name: new RegExp(SST2) }).textContent()).toContain(
      "50.0%",
    );

    await second.getByRole("radio", { name: "Wrong" }).check();
    const rowPages = second.getByRole("navigation", { name: "Row pages" });
    await rowPages.getByText(`Rows 1–${ROWS / 2} of ${ROWS / 2}`).waitFor();
    const table = second.getByRole("table", { name: "Outputs side by side" });
    expect(await table.getByRole("row").count()).toBe(ROWS / 2 + 1);
    expect(await table.textContent()).toContain("review 1, quite a film");

    const [download] = await Promise.all([
      second.waitForEvent("download"),
      second.getByRole("link", { name: "Rows (CSV)" }).click(),
    ]);
    const exported = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
    expect(exported).toHaveLength(ROWS + 1);
    expect(exported[0]).toContain(`1:hf-inference:${SST2} answer`);
    // Row 1: expected negative, both columns said positive (normalized alike), so wrong only.
    expect(exported[2]).toMatch(
      /^1,"review 1, quite a film",NEGATIVE,POSITIVE,,[\d.]+,positive,,[\d.]+,false,true$/,
    );
    expect(await seriousViolations(second)).toEqual([]);
    // On a phone the tables scroll in their own regions; the page itself never scrolls sideways.
    await second.setViewportSize({ width: 360, height: 800 });
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await second.close();

    const list = await context.newPage();
    await list.goto(`${url}/batches`);
    const remembered = list.getByRole("region", { name: "Your batches" });
    expect(
      await remembered.getByRole("link", { name: "Twenty reviews" }).getAttribute("href"),
    ).toBe(new URL(batchUrl).pathname);
    expect(await seriousViolations(list)).toEqual([]);
    await list.close();
  }, 180_000);

  it("runs object detection over a zip archive's images and names each row's file", async () => {
    const url = server.url;
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(
      `${url}/batches?task=object-detection&model=${DETR}&provider=hf-inference&model=${RTDETR}&provider=hf-inference`,
    );
    const form = page.getByRole("form", { name: "New batch" });
    await form.getByLabel("Title (optional)").fill("Two pets");
    await form.getByLabel("Data set archive (zip)").setInputFiles({
      name: "images-batch.zip",
      mimeType: "application/zip",
      buffer: await readFile(IMAGES_ZIP),
    });
    await form.getByRole("button", { name: "Upload and start" }).click();
    await page.waitForURL(/\/batches\/[A-Za-z0-9_-]{22,}$/);
    const progress = page.getByRole("region", { name: "Progress" });
    await progress.getByRole("status").filter({ hasText: "Done" }).waitFor({ timeout: 60_000 });
    const scores = page.getByRole("table", { name: "Scores per column" });
    await scores.getByRole("columnheader", { name: "mAP@0.5" }).waitFor();
    const table = page.getByRole("table", { name: "Outputs side by side" });
    // The names the files had in the archive, hashed in Chromium as the server hashed them.
    await table.getByRole("cell", { name: "images/cat.png" }).waitFor();
    await table.getByRole("cell", { name: "images/dog.png" }).waitFor();
    expect(await table.locator("img").count()).toBe(0);
    expect(await table.textContent()).toContain("cat, remote");
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 120_000);
});
