// Time to render a finished batch's result page in Chromium against the built app: 1,000 rows ×
// 3 columns, from navigation to the scores, the agreement matrix and the row view's first
// screen (50 rows) all being on the page. The batch is run for real first, by the server,
// against a loopback router that answers at once. Figures are printed, never asserted.
//
//   node apps/web/bench/batch-results-page.mjs [rows]   (after `npm run build`)
//   BENCH_RUNS=5 narrows or widens the number of page loads.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { repositoryRoot } from "./bench-server.mjs";

const CHROMIUM = "/usr/bin/chromium";
const ROWS = Number(process.argv[2] ?? process.env.BENCH_BATCH_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LABELS = ["POSITIVE", "NEGATIVE", "NEUTRAL"];
const expectedOf = (index) => LABELS[index % 3];
/** Three models that are right most of the time, each wrong on rows of its own. */
const MODELS = {
  "acme/steady": (index) => (index % 10 === 0 ? "NEGATIVE" : expectedOf(index)),
  "acme/hasty": (index) => (index % 7 === 0 ? "POSITIVE" : expectedOf(index)),
  "acme/careful": (index) => (index % 4 === 0 ? "NEUTRAL" : expectedOf(index)),
};

/** A loopback stand-in for the router's hf-inference text classification. */
function startRouter() {
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const model = /^\/hf-inference\/models\/(.+)$/.exec(request.url ?? "")?.[1];
      const answer = MODELS[decodeURIComponent(model ?? "")];
      let inputs = "";
      try {
        inputs = String(JSON.parse(Buffer.concat(chunks).toString("utf8")).inputs);
      } catch {
        // Answered 400 below.
      }
      const index = Number(/^review (\d+):/.exec(inputs)?.[1] ?? Number.NaN);
      if (answer === undefined || !Number.isInteger(index)) {
        response.writeHead(400, { "content-type": "application/json" });
        return response.end('{"error":"unexpected request"}');
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify([[{ label: answer(index), score: 0.9 }]]));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

/** `modeldeck serve` on a free port over a fresh SQLite, routed to the loopback router. */
function startServer(routerUrl) {
  const dataDirectory = mkdtempSync(join(tmpdir(), "modeldeck-bench-batch-page-"));
  // Its own SQLite: a DATABASE_URL exported for the server's suites is not this server's.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, ["apps/server/dist/cli.js", "serve"], {
    cwd: repositoryRoot,
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      MODELDECK_DATA_DIR: dataDirectory,
      HF_TOKEN: "hf_bench_operator_token",
      MODELDECK_ROUTER_URL: routerUrl,
      MODELDECK_GATEWAY_RATE_LIMIT: "1000000",
      MODELDECK_BATCH_CONCURRENCY: "16",
      MODELDECK_BATCH_POLL_MS: "20",
      MODELDECK_BATCH_MAX_ROWS: String(Math.max(ROWS, 1000)),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match)
        resolve({
          url: match[1],
          stop: async () => {
            const exited = new Promise((done) => child.once("exit", done));
            child.kill("SIGTERM");
            await exited;
            rmSync(dataDirectory, { recursive: true, force: true });
          },
        });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

/** Uploads and runs the batch through the server's API; resolves with its id once done. */
async function runBatch(url) {
  const headers = {
    "content-type": "application/json",
    "x-modeldeck-owner-key": randomBytes(24).toString("base64url"),
  };
  const file = Array.from({ length: ROWS }, (_, index) =>
    JSON.stringify({ input: `review ${index}: words`, expected: expectedOf(index) }),
  ).join("\n");
  const columns = Object.keys(MODELS).map((model) => ({ model, provider: "hf-inference" }));
  const created = await fetch(`${url}/api/batches`, {
    method: "POST",
    headers,
    body: JSON.stringify({ task: "text-classification", columns, format: "jsonl", file }),
  });
  if (created.status !== 201) throw new Error(`upload: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  const started = await fetch(`${url}/api/batches/${id}/start`, {
    method: "POST",
    headers,
    body: "{}",
  });
  if (!started.ok) throw new Error(`start: ${started.status} ${await started.text()}`);
  for (;;) {
    const status = await (await fetch(`${url}/api/batches/${id}`)).json();
    if (status.state === "done") return id;
    if (status.state !== "running") throw new Error(`the batch stopped: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One cold page load (a fresh browser context): milliseconds from navigation to all three parts. */
/**
 * One page load, timed from its navigation's start. With `warmUp`, that page is opened first in
 * the same context, so the app's files come from the browser's cache (as when the batch is
 * opened from the Batches screen of an app already loaded), and the page is still a full load.
 */
async function timePage(browser, pageUrl, warmUp) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    if (warmUp !== undefined) await page.goto(warmUp, { waitUntil: "load" });
    await page.goto(pageUrl, { waitUntil: "commit" });
    await page.waitForFunction(
      (rows) => {
        const captions = [...document.querySelectorAll("caption")].map(
          (caption) => caption.textContent ?? "",
        );
        const table = [...document.querySelectorAll("table")].find((candidate) =>
          candidate.caption?.textContent?.startsWith("Outputs side by side"),
        );
        return (
          captions.some((text) => text.startsWith("Scores per column")) &&
          captions.some((text) => text.startsWith("Agreement between columns")) &&
          table !== undefined &&
          table.tBodies[0]?.rows.length === rows
        );
      },
      Math.min(50, ROWS),
      { polling: "raf" },
    );
    // From the navigation's start, as the browser counts it: the same clock for every run.
    const done = await page.evaluate(() => performance.now());
    if (process.env.BENCH_DETAILS) {
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .concat(performance.getEntriesByType("paint"))
          .map(
            (entry) =>
              `${Math.round(entry.startTime)}–${Math.round(entry.startTime + entry.duration)} ms ${entry.name}`,
          ),
      );
      console.log(`  run at ${Math.round(done)} ms:\n    ${entries.join("\n    ")}`);
    }
    return done;
  } finally {
    await context.close();
  }
}

async function timeRequest(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return performance.now() - started;
}

const median = (values) =>
  [...values].sort((one, other) => one - other)[Math.floor(values.length / 2)];
const round = (value) => `${Math.round(value)} ms`;

if (!existsSync(CHROMIUM)) {
  console.log(`${CHROMIUM} is missing (apt-get install chromium); skipping the batch result page.`);
} else {
  const router = await startRouter();
  const server = await startServer(router.url);
  let browser;
  try {
    const batchStarted = performance.now();
    const id = await runBatch(server.url);
    const batchMs = performance.now() - batchStarted;
    const pageUrl = `${server.url}/batches/${id}`;
    const results = await timeRequest(`${server.url}/api/batches/${id}/results`);
    const rows = await timeRequest(
      `${server.url}/api/batches/${id}/rows?filter=all&offset=0&limit=50`,
    );
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    const times = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timePage(browser, pageUrl));
    const warm = [];
    for (let run = 0; run < RUNS; run += 1) {
      warm.push(await timePage(browser, pageUrl, `${server.url}/batches`));
    }
    console.log(
      `Batch result page, ${ROWS} rows × ${Object.keys(MODELS).length} columns (SQLite), ` +
        `load average ${loadavg()[0].toFixed(1)}:`,
    );
    console.log(`  batch run by the server: ${round(batchMs)}`);
    console.log(
      `  GET …/results ${round(results)}, GET …/rows (50) ${round(rows)} (warm, from Node)`,
    );
    console.log(
      `  page to scores + agreement + first 50 rows, cold context, ${RUNS} runs: median ${round(median(times))}` +
        ` (min ${round(Math.min(...times))}, max ${round(Math.max(...times))})`,
    );
    console.log(
      `  the same after the Batches screen loaded the app (files cached), ${RUNS} runs: median ` +
        `${round(median(warm))} (min ${round(Math.min(...warm))}, max ${round(Math.max(...warm))})`,
    );
  } finally {
    await browser?.close();
    await server.stop();
    await new Promise((resolve) => router.server.close(resolve));
  }
}
