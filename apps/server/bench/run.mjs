// npm run bench (apps/server): loads 100,000 generated descriptors (plus the 55,524-row real
// snapshot when ../shared/data/reference is present), serves them from a separate process, and
// measures model-info throughput and p95, search+filter+sort p95, and the raw SQLite query
// time for the same searches as the floor.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { openDatabase } from "../dist/db/database.js";
import { listModelRows } from "../dist/db/model-search.js";
import { upsertModels } from "../dist/db/model-writes.js";
import { importDescriptors } from "../dist/descriptors/import-descriptors.js";
import { toModelRecord } from "../dist/descriptors/model-record.js";
import { readDescriptorFile } from "../dist/descriptors/read-descriptors.js";
import { parseListQuery } from "../dist/models/list-query.js";
import { generateDescriptors } from "./generate-descriptors.mjs";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const GENERATED = Number(process.env.BENCH_MODELS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const snapshot = here(
  "../../../../shared/data/reference/hub-models/huggingfacer_models_with_downloads_2022-07.csv",
);
const dataDir = mkdtempSync(join(tmpdir(), "modeldeck-bench-"));

/** Searches a browsing user makes: words, a task or library filter, tags, and a sort. */
const SEARCHES = [
  "search=bert&pipeline_tag=fill-mask&sort=downloads&limit=20",
  "search=llama&filter=conversational&sort=likes&limit=20",
  "search=whisper&sort=downloads&limit=20",
  "library=transformers&pipeline_tag=text-classification&sort=downloads&limit=20",
  "filter=en&filter=license:mit&sort=createdAt&limit=20",
  "search=qwen+instruct&sort=trending&limit=20",
  "pipeline_tag=text-to-image&library=diffusers&sort=lastModified&limit=20",
  "search=roberta-base&sort=downloads&limit=20",
  "author=org-42&sort=downloads&limit=20",
  "search=vit&filter=en&sort=likes&direction=1&limit=20",
];

function percentile(samples, fraction) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

async function load() {
  const database = await openDatabase({ dataDir });
  const started = performance.now();
  const now = new Date();
  let batch = [];
  let loaded = 0;
  for (const descriptor of generateDescriptors(GENERATED)) {
    batch.push(toModelRecord(descriptor, now));
    if (batch.length === 10_000) {
      await upsertModels(database, batch);
      loaded += batch.length;
      batch = [];
      process.stderr.write(`\rloaded ${loaded} generated models`);
    }
  }
  if (batch.length > 0) await upsertModels(database, batch);
  process.stderr.write(
    `\rloaded ${GENERATED} generated models in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  let snapshotRows = 0;
  if (process.env.BENCH_SNAPSHOT !== "0" && existsSync(snapshot)) {
    const before = performance.now();
    snapshotRows = await importDescriptors(database, readDescriptorFile(snapshot), now);
    process.stderr.write(
      `imported ${snapshotRows} snapshot rows in ${((performance.now() - before) / 1000).toFixed(1)} s\n`,
    );
  }
  await database.close();
  return GENERATED + snapshotRows;
}

function startServer() {
  const child = spawn(process.execPath, [here("../dist/cli.js"), "serve"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      MODELDECK_DATA_DIR: dataDir,
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      const match = /listening on (http:\/\/[\d.:]+)/.exec(String(chunk));
      if (match) resolve({ child, url: match[1] });
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Runs autocannon over rotating paths and returns requests/s and latency percentiles (ms). */
async function measure(url, paths, connections) {
  let next = 0;
  const samples = [];
  const instance = autocannon({
    url,
    connections,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  instance.on("response", (_client, status, _bytes, time) => {
    if (status === 200) samples.push(time);
  });
  const result = await instance;
  return {
    throughput: result.requests.average,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    errors: result.non2xx + result.errors,
  };
}

/** Times the SQL that the list route runs, straight on better-sqlite3 (no HTTP, no Kysely). */
async function rawQueryTimes() {
  const database = await openDatabase({ dataDir });
  const statements = [];
  const capture = new Kysely({
    dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }),
    log: (event) => statements.push(event.query),
  });
  for (const search of SEARCHES) {
    const query = parseListQuery(Object.fromEntries(new URLSearchParams(search)));
    // Compile with the real query builder, then run the SQL text directly.
    await listModelRows({ ...database, db: capture }, query).catch(() => undefined);
  }
  await capture.destroy();
  const sqlite = new SqliteDatabase(join(dataDir, "modeldeck.sqlite"), { readonly: true });
  const prepared = statements.map((query) => [sqlite.prepare(query.sql), query.parameters]);
  const samples = [];
  for (let round = 0; round < 30; round += 1) {
    for (const [statement, parameters] of prepared) {
      const started = performance.now();
      statement.all(...parameters);
      samples.push(performance.now() - started);
    }
  }
  sqlite.close();
  await database.close();
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

const total = await load();
const floor = await rawQueryTimes();
const server = await startServer();
try {
  const ids = [...generateDescriptors(2000)].map((descriptor) => `/api/models/${descriptor.id}`);
  await measure(server.url, ids.slice(0, 50), 4); // warm-up
  const info = await measure(server.url, ids, 10);
  const searchLoaded = await measure(
    server.url,
    SEARCHES.map((search) => `/api/models?${search}`),
    10,
  );
  const searchSingle = await measure(
    server.url,
    SEARCHES.map((search) => `/api/models?${search}`),
    1,
  );
  const row = (name, value, target) =>
    `| ${name.padEnd(46)} | ${value.padStart(14)} | ${target.padEnd(14)} |`;
  console.log(
    `\nModelDeck server benchmark: ${total.toLocaleString("en")} models in SQLite, ${SECONDS} s per run, loopback\n`,
  );
  console.log(row("measurement", "result", "target"));
  console.log(`|${"-".repeat(48)}|${"-".repeat(16)}|${"-".repeat(16)}|`);
  console.log(
    row(
      "GET /api/models/{id} throughput (10 conn.)",
      `${Math.round(info.throughput)} req/s`,
      ">= 3,000 req/s",
    ),
  );
  console.log(row("GET /api/models/{id} p95 (10 conn.)", `${info.p95.toFixed(1)} ms`, ""));
  console.log(
    row("search+filter+sort p95 (1 conn.)", `${searchSingle.p95.toFixed(1)} ms`, "<= 20 ms"),
  );
  console.log(row("search+filter+sort p95 (10 conn.)", `${searchLoaded.p95.toFixed(1)} ms`, ""));
  console.log(
    row(
      "search+filter+sort throughput (10 conn.)",
      `${Math.round(searchLoaded.throughput)} req/s`,
      "",
    ),
  );
  console.log(
    row(
      "raw SQLite, same searches: p50 / p95",
      `${floor.p50.toFixed(2)} / ${floor.p95.toFixed(2)} ms`,
      "(floor)",
    ),
  );
  if (info.errors + searchLoaded.errors + searchSingle.errors > 0)
    console.log("non-200 responses seen: check the server log");
} finally {
  server.child.kill("SIGTERM");
  await new Promise((resolve) => server.child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
