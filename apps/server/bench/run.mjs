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

async function loadGenerated() {
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
  process.stderr.write(`\rloaded ${GENERATED} generated models in ${seconds(started)} s\n`);
  await database.close();
}

/** Adds the real 2022 snapshot through the importer; returns its row count, 0 when absent. */
async function loadSnapshot() {
  if (process.env.BENCH_SNAPSHOT === "0" || !existsSync(snapshot)) return 0;
  const database = await openDatabase({ dataDir });
  const started = performance.now();
  const rows = await importDescriptors(database, readDescriptorFile(snapshot), new Date());
  process.stderr.write(`imported ${rows} snapshot rows in ${seconds(started)} s\n`);
  await database.close();
  return rows;
}

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(1);

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

/** Times the SQL the list route runs for each search (plan counts included), straight on
 * better-sqlite3: no HTTP, no query builder. */
async function rawQueryTimes() {
  const file = join(dataDir, "modeldeck.sqlite");
  let statements = [];
  const logged = new Kysely({
    dialect: new SqliteDialect({ database: new SqliteDatabase(file, { readonly: true }) }),
    log: (event) => statements.push(event.query),
  });
  const perSearch = [];
  for (const search of SEARCHES) {
    statements = [];
    await listModelRows(
      { db: logged, dialect: "sqlite", hasTrigram: false },
      parseListQuery(Object.fromEntries(new URLSearchParams(search))),
    );
    perSearch.push(statements);
  }
  await logged.destroy();
  const sqlite = new SqliteDatabase(file, { readonly: true });
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  const prepared = perSearch.map((queries) =>
    queries.map((query) => [sqlite.prepare(query.sql), query.parameters]),
  );
  const samples = [];
  for (let round = 0; round < 30; round += 1) {
    for (const search of prepared) {
      const started = performance.now();
      for (const [statement, parameters] of search) statement.all(...parameters);
      samples.push(performance.now() - started);
    }
  }
  sqlite.close();
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** One full set of measurements against a fresh server process over the current database. */
async function measureAll(total) {
  const floor = await rawQueryTimes();
  const server = await startServer();
  try {
    const ids = [...generateDescriptors(2000)].map((descriptor) => `/api/models/${descriptor.id}`);
    const searches = SEARCHES.map((search) => `/api/models?${search}`);
    await measure(server.url, ids.slice(0, 50), 4); // warm-up
    const info = await measure(server.url, ids, 10);
    const searchSingle = await measure(server.url, searches, 1);
    const searchLoaded = await measure(server.url, searches, 10);
    return { total, floor, info, searchSingle, searchLoaded };
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }
}

function report(runs) {
  const cell = (text, width) => String(text).padStart(width);
  const header = `| ${"measurement".padEnd(44)} | ${runs.map((run) => cell(`${run.total.toLocaleString("en")} models`, 16)).join(" | ")} | ${"target".padEnd(14)} |`;
  const line = (name, values, target = "") =>
    `| ${name.padEnd(44)} | ${values.map((value) => cell(value, 16)).join(" | ")} | ${target.padEnd(14)} |`;
  console.log(
    `\nModelDeck server benchmark: SQLite, ${SECONDS} s per load run, loopback, server in its own process\n`,
  );
  console.log(header);
  console.log(`|${"-".repeat(46)}|${runs.map(() => "-".repeat(18)).join("|")}|${"-".repeat(16)}|`);
  console.log(
    line(
      "GET /api/models/{id} throughput (10 conn.)",
      runs.map((run) => `${Math.round(run.info.throughput)} req/s`),
      ">= 3,000 req/s",
    ),
  );
  console.log(
    line(
      "GET /api/models/{id} p95 (10 conn.)",
      runs.map((run) => `${run.info.p95.toFixed(1)} ms`),
    ),
  );
  console.log(
    line(
      "search+filter+sort p95 (1 conn.)",
      runs.map((run) => `${run.searchSingle.p95.toFixed(1)} ms`),
      "<= 20 ms",
    ),
  );
  console.log(
    line(
      "search+filter+sort p50 (1 conn.)",
      runs.map((run) => `${run.searchSingle.p50.toFixed(1)} ms`),
    ),
  );
  console.log(
    line(
      "search+filter+sort p95 (10 conn.)",
      runs.map((run) => `${run.searchLoaded.p95.toFixed(1)} ms`),
    ),
  );
  console.log(
    line(
      "search+filter+sort throughput (10 conn.)",
      runs.map((run) => `${Math.round(run.searchLoaded.throughput)} req/s`),
    ),
  );
  console.log(
    line(
      "raw SQLite floor, same searches: p50",
      runs.map((run) => `${run.floor.p50.toFixed(2)} ms`),
    ),
  );
  console.log(
    line(
      "raw SQLite floor, same searches: p95",
      runs.map((run) => `${run.floor.p95.toFixed(2)} ms`),
    ),
  );
  const failures = runs.reduce(
    (sum, run) => sum + run.info.errors + run.searchSingle.errors + run.searchLoaded.errors,
    0,
  );
  if (failures > 0) console.log(`\n${failures} non-200 responses: check the server's output`);
}

try {
  await loadGenerated();
  const runs = [await measureAll(GENERATED)];
  const snapshotRows = await loadSnapshot();
  if (snapshotRows > 0) runs.push(await measureAll(GENERATED + snapshotRows));
  report(runs);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
