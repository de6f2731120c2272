// npm run bench -- --during-import [models]: how the server answers while an import of that many
// models (default 500,000) runs in another process against the database it serves. Reads (model
// info, a search), /api/health, the inference gateway (to a loopback upstream) and user writes
// (POST /api/runs, POST /api/blobs) are timed, each in its own paced loop, first for 10 s with
// nothing else running, then for as long as the import runs; p50/p95/max and non-2xx answers
// are printed side by side with the one-minute load average. SQLite by default; PostgreSQL with
// BENCH_DATABASE_URL (a database modeldeck_bench_during is created and dropped).
// Hook for deep sync: npm run bench -- --during-sync <hub url> [limit] times the same loops while
// `modeldeck sync --from <hub url> --limit <limit>` runs instead of the import.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase } from "../dist/db/database.js";
import { importDescriptors } from "../dist/descriptors/import-descriptors.js";
import { readDescriptorFile } from "../dist/descriptors/read-descriptors.js";
import { generateDescriptors } from "./generate-descriptors.mjs";

const cli = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
/** Models already served when the measuring starts, so reads have something to find. */
const BASELINE = 20_000;
const BASELINE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const load = () => loadavg()[0].toFixed(1);

async function writeJsonLines(file, descriptors) {
  const out = createWriteStream(file);
  for (const descriptor of descriptors) {
    if (!out.write(`${JSON.stringify(descriptor)}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

function* slice(descriptors, from) {
  let index = 0;
  for (const descriptor of descriptors) if (index++ >= from) yield descriptor;
}

/** A provider standing in for the router: answers every call at once, as a warm model would. */
async function startUpstream() {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('[{"label":"POSITIVE","score":0.9998}]');
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function startServer(env) {
  const child = spawn(process.execPath, [cli, "serve"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += String(chunk);
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return { url, child };
}

/** The requests a user makes meanwhile, each kind in a loop paced at `perSecond`. */
function kinds(url, ids) {
  const owner = randomBytes(32).toString("base64url");
  const run = {
    kind: "try",
    task: "text-classification",
    setup: {
      columns: [
        {
          model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
          provider: "hf-inference",
        },
      ],
      input: { text: "I like you" },
    },
    results: [{ output: [{ label: "POSITIVE", score: 0.9998 }], timings: { totalMs: 212 } }],
  };
  let id = 0;
  return {
    "model info": {
      perSecond: 20,
      send: () => fetch(`${url}/api/models/${ids[id++ % ids.length]}`),
    },
    search: {
      perSecond: 10,
      send: () => fetch(`${url}/api/models?search=bert&sort=downloads&limit=20`),
    },
    health: { perSecond: 20, send: () => fetch(`${url}/api/health`) },
    gateway: {
      perSecond: 10,
      send: () =>
        fetch(
          `${url}/api/inference/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english`,
          {
            method: "POST",
            headers: { "content-type": "application/json", "x-modeldeck-client": "bench" },
            body: '{"inputs":"I like you"}',
          },
        ),
    },
    "save a run": {
      perSecond: 5,
      send: () =>
        fetch(`${url}/api/runs`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-modeldeck-owner-key": owner },
          body: JSON.stringify(run),
        }),
    },
    "upload a file": {
      perSecond: 5,
      send: () =>
        fetch(`${url}/api/blobs`, {
          method: "POST",
          headers: { "content-type": "image/png" },
          body: Buffer.concat([PNG_SIGNATURE, randomBytes(16_384)]),
        }),
    },
  };
}

/** Runs every kind's loop until `until` resolves; returns latencies (ms) and failures per kind. */
async function measure(url, ids, until) {
  let running = true;
  until.then(() => (running = false));
  const results = {};
  await Promise.all(
    Object.entries(kinds(url, ids)).map(async ([name, { perSecond, send }]) => {
      const samples = [];
      let failures = 0;
      while (running) {
        const started = performance.now();
        try {
          const answer = await send();
          await answer.arrayBuffer();
          if (!answer.ok) failures += 1;
        } catch {
          failures += 1;
        }
        const elapsed = performance.now() - started;
        samples.push(elapsed);
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, 1000 / perSecond - elapsed)),
        );
      }
      results[name] = { samples, failures };
    }),
  );
  return results;
}

function percentile(samples, fraction) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

function report(engine, writer, quiet, busy, importFigures) {
  const line = (name, result) =>
    result === undefined
      ? "-"
      : `${percentile(result.samples, 0.5).toFixed(1)} / ${percentile(result.samples, 0.95).toFixed(1)} / ${Math.max(...result.samples).toFixed(0)} ms (${result.samples.length}, ${result.failures} failed)`;
  console.log(`\n${engine}, ${writer}: ${importFigures}`);
  console.log(
    "| request | alone: p50 / p95 / max (requests, non-2xx) | during: p50 / p95 / max (requests, non-2xx) |",
  );
  console.log("| --- | ---: | ---: |");
  for (const name of Object.keys(busy.results)) {
    console.log(
      `| ${name} | ${line(name, quiet.results[name])} | ${line(name, busy.results[name])} |`,
    );
  }
  console.log(`load average: alone ${quiet.load}, during ${busy.load}`);
}

/**
 * The during-a-write measurement; `argv` is `--during-import [models]` or
 * `--during-sync <hub url> [limit]`.
 */
export async function measureDuringWrite(argv) {
  const [mode, first, second] = argv;
  const postgres = process.env.BENCH_DATABASE_URL || undefined;
  const folder = mkdtempSync(join(tmpdir(), "modeldeck-bench-during-"));
  let env = { MODELDECK_DATA_DIR: folder };
  let admin;
  if (postgres !== undefined) {
    admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS modeldeck_bench_during");
    await admin.query("CREATE DATABASE modeldeck_bench_during");
    const url = new URL(postgres);
    url.pathname = "/modeldeck_bench_during";
    env = { DATABASE_URL: url.toString() };
  }
  const upstream = await startUpstream();
  try {
    const ids = [...generateDescriptors(BASELINE)].map((descriptor) => descriptor.id);
    const baselineFile = join(folder, "baseline.jsonl");
    await writeJsonLines(baselineFile, generateDescriptors(BASELINE));
    const database = await openDatabase(
      postgres === undefined ? { dataDir: folder } : { databaseUrl: env.DATABASE_URL },
    );
    await importDescriptors(database, readDescriptorFile(baselineFile), new Date());
    await database.close();
    let writerArgs;
    let writer;
    if (mode === "--during-sync") {
      writerArgs = ["sync", "--from", first, "--limit", second ?? "100000"];
      writer = `sync from ${first}`;
    } else {
      const models = Number(first ?? 500_000);
      const file = join(folder, "import.jsonl");
      await writeJsonLines(file, slice(generateDescriptors(BASELINE + models), BASELINE));
      writerArgs = ["import", file];
      writer = `import of ${models.toLocaleString("en")} models`;
    }
    const server = await startServer({
      ...env,
      HF_TOKEN: "hf_bench_operator_token",
      MODELDECK_ROUTER_URL: upstream.url,
      MODELDECK_GATEWAY_RATE_LIMIT: "1000000",
      MODELDECK_STORAGE_CALLER_BYTES: String(10 * 1024 ** 3),
    });
    try {
      // Warm: every code path (read workers, the user-data writer, the gateway's client) started.
      await measure(server.url, ids, new Promise((resolve) => setTimeout(resolve, 3000)));
      const quietLoad = load();
      const quiet = {
        results: await measure(
          server.url,
          ids,
          new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000)),
        ),
        load: `${quietLoad}-${load()}`,
      };
      const busyLoad = load();
      const started = performance.now();
      const child = spawn(process.execPath, [cli, ...writerArgs], {
        env: { ...process.env, ...env },
        stdio: "inherit",
      });
      const exited = once(child, "exit");
      const busy = {
        results: await measure(server.url, ids, exited),
        load: `${busyLoad}-${load()}`,
      };
      const [code] = await exited;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      report(
        postgres === undefined ? "SQLite" : "PostgreSQL",
        writer,
        quiet,
        busy,
        `${seconds} s, exit code ${code}`,
      );
    } finally {
      server.child.kill("SIGTERM");
      await once(server.child, "exit");
    }
  } finally {
    upstream.close();
    rmSync(folder, { recursive: true, force: true });
    if (admin !== undefined) {
      await admin.query("DROP DATABASE IF EXISTS modeldeck_bench_during");
      await admin.end();
    }
  }
}
