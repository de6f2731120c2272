// npm run bench (apps/server) [-- <models>]: loads that many generated descriptors (default
// 100,000; CI passes a small number) through the streaming importer, plus the 55,524-row real
// snapshot when ../shared/data/reference is present, serves them from a separate process, and
// measures import time and peak memory, model-info throughput alone and beside a loop of the
// most expensive search and /api/stats, search p50/p95 at 1/10/50 connections, the
// pathological requests of issue 12, page 1 against page 150 followed through Link, and the raw
// database's own query time for the same searches as the floor. SQLite by default; with
// BENCH_DATABASE_URL=postgres://… PostgreSQL, in a fresh database per size (dropped afterwards).
// BENCH_REUSE_DIR=<dir> (SQLite, one size): keeps the database in <dir> and, when it is already
// there, measures it without importing again, so a 2M database is built once per session.
import { spawn } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { once } from "node:events";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { openDatabase } from "../dist/db/database.js";
import { listModelRows } from "../dist/db/search/model-search.js";
import { importDescriptors } from "../dist/descriptors/import-descriptors.js";
import { readDescriptorFile } from "../dist/descriptors/read-descriptors.js";
import { parseListQuery } from "../dist/models/list-query.js";
import { generateDescriptors } from "./generate-descriptors.mjs";

// `npm run bench -- --during-import [models]` (or `--during-sync <hub url> [limit]`) measures the
// server while another process writes the catalogue, instead of the sizes below.
if (["--during-import", "--during-sync"].includes(process.argv[2] ?? "")) {
  const { measureDuringWrite } = await import("./during-import.mjs");
  await measureDuringWrite(process.argv.slice(2));
  process.exit(0);
}

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
/** Catalogue sizes to measure, each in a fresh database: `npm run bench -- 100000 1000000`. */
const SIZES = (
  process.argv.length > 2 ? process.argv.slice(2) : [process.env.BENCH_MODELS ?? "100000"]
).map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const snapshot = here(
  "../../../../shared/data/reference/hub-models/huggingfacer_models_with_downloads_2022-07.csv",
);
let dataDir = "";

/** PostgreSQL server URL when the run measures PostgreSQL, else undefined (SQLite). */
const POSTGRES = process.env.BENCH_DATABASE_URL || undefined;
const ENGINE = POSTGRES === undefined ? "SQLite" : "PostgreSQL";
/** The database of the size being measured, on PostgreSQL. */
let databaseUrl;

/** A PostgreSQL URL with another database name. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the PostgreSQL server's administrative database. */
async function administer(statement) {
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Where the measured database lives: a SQLite file in `dataDir`, or `databaseUrl`. */
const storage = () => (POSTGRES === undefined ? { dataDir } : { databaseUrl });

/** The one-minute load average now: the machine is shared, so every figure carries it. */
const load = () => loadavg()[0].toFixed(1);

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

/** Requests issue 12 names as the worst valid ones: none may take over 250 ms. */
const PATHOLOGICAL = [
  "search=qwn",
  "filter=en&filter=fr",
  "search=bert&filter=llama",
  "search=org",
  "search=org&sort=downloads&limit=20",
];

/** The most expensive valid request of the mix, looped while model info is measured. */
const EXPENSIVE = ["/api/models?search=org&sort=likes&direction=1&limit=100", "/api/stats"];

/**
 * Writes `count` generated descriptors as JSON Lines (not timed), then imports the file the way
 * `modeldeck import` does: streamed, checked, one transaction. Returns wall and CPU time and the
 * peak memory of this process.
 */
async function importGenerated(count) {
  const file = join(dataDir, "generated.jsonl");
  const out = createWriteStream(file);
  for (const descriptor of generateDescriptors(count)) {
    if (!out.write(`${JSON.stringify(descriptor)}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  const database = await openDatabase(storage());
  const loadBefore = load();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const written = await importDescriptors(database, readDescriptorFile(file), new Date(), {
    written: (models) => {
      if (models % 100_000 === 0) process.stderr.write(`\rimported ${models} generated models`);
    },
  });
  const used = process.cpuUsage(cpu);
  const figures = {
    seconds: Number(seconds(started)),
    cpuSeconds: (used.user + used.system) / 1e6,
    peakMegabytes: Math.round(process.resourceUsage().maxRSS / 1024),
    load: `${loadBefore}-${load()}`,
  };
  process.stderr.write(`\rimported ${written} generated models in ${figures.seconds} s\n`);
  await database.close();
  rmSync(file);
  return figures;
}

/** Adds the real 2022 snapshot through the importer; returns its row count, 0 when absent. */
async function loadSnapshot() {
  if (process.env.BENCH_SNAPSHOT === "0" || !existsSync(snapshot)) return 0;
  const database = await openDatabase(storage());
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
      DATABASE_URL: databaseUrl ?? "",
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

/** A query string as the server's parser sees it: a repeated key (`filter`) keeps every value. */
function rawQuery(search) {
  const parameters = new URLSearchParams(search);
  return Object.fromEntries(
    [...new Set(parameters.keys())].map((key) => {
      const values = parameters.getAll(key);
      return [key, values.length > 1 ? values : values[0]];
    }),
  );
}

/** Times the SQL the list route runs for each search (plan counts included), straight on
 * better-sqlite3 or one pg connection: no HTTP, no query builder. */
async function rawQueryTimes() {
  let statements = [];
  const log = (event) => statements.push(event.query);
  const file = join(dataDir, "modeldeck.sqlite");
  const opened = POSTGRES === undefined ? undefined : await openDatabase({ databaseUrl });
  const logged =
    POSTGRES === undefined
      ? new Kysely({
          dialect: new SqliteDialect({ database: new SqliteDatabase(file, { readonly: true }) }),
          log,
        })
      : new Kysely({ dialect: new PostgresDialect({ pool: opened.pool }), log });
  // The server sends some statements straight through its pool (several in one round trip).
  const loggedPool = opened && {
    query: (text) => {
      statements.push({ sql: text, parameters: [] });
      return opened.pool.query(text);
    },
  };
  const perSearch = [];
  for (const search of SEARCHES) {
    statements = [];
    await listModelRows(
      {
        db: logged,
        dialect: POSTGRES === undefined ? "sqlite" : "postgres",
        hasTrigram: opened?.hasTrigram ?? false,
        ...(loggedPool === undefined ? {} : { pool: loggedPool }),
      },
      parseListQuery(rawQuery(search)),
    );
    perSearch.push(statements);
  }
  if (opened === undefined) await logged.destroy();
  await opened?.close();
  const samples = [];
  if (POSTGRES === undefined) {
    const sqlite = new SqliteDatabase(file, { readonly: true });
    sqlite.pragma("cache_size = -65536");
    sqlite.pragma("mmap_size = 268435456");
    const prepared = perSearch.map((queries) =>
      queries.map((query) => [sqlite.prepare(query.sql), query.parameters]),
    );
    for (let round = 0; round < 30; round += 1) {
      for (const search of prepared) {
        const started = performance.now();
        for (const [statement, parameters] of search) statement.all(...parameters);
        samples.push(performance.now() - started);
      }
    }
    sqlite.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (let round = 0; round < 30; round += 1) {
      for (const search of perSearch) {
        const started = performance.now();
        for (const query of search) await client.query(query.sql, [...query.parameters]);
        samples.push(performance.now() - started);
      }
    }
    await client.end();
  }
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** Requests of the timed single fetches that did not answer 200, printed after the table. */
const failedFetches = [];

/** Fetches `path` `times` times in a row and returns the slowest answer in ms. */
async function slowest(url, path, times = 3) {
  let worst = 0;
  for (let round = 0; round < times; round += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    // A request the statement timeout cancelled (503) is a figure too, not the end of the run.
    if (response.status !== 200) failedFetches.push(`${path} answered ${response.status}`);
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

/**
 * Bytes the server process has read from the disk so far (`read_bytes` of `/proc/<pid>/io`,
 * Linux), or NaN: a page whose rows are not in the operating system's cache reads some.
 */
function diskReadBytes(pid) {
  try {
    const io = readFileSync(`/proc/${pid}/io`, "utf8");
    return Number(/^read_bytes: (\d+)$/m.exec(io)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/**
 * Fetches `path` three times and returns the slowest time, every time, and the bytes the
 * server read from the disk meanwhile.
 */
async function timedPage(server, path) {
  const readBefore = diskReadBytes(server.child.pid);
  const times = [];
  for (let round = 0; round < 3; round += 1) times.push(await slowest(server.url, path, 1));
  return {
    slowest: Math.max(...times),
    times,
    diskBytes: diskReadBytes(server.child.pid) - readBefore,
  };
}

/**
 * SQLite's plan for each statement the list route runs for `path` (`EXPLAIN QUERY PLAN`), so a
 * deep page that is slow shows whether its plan differs from page 1's.
 */
async function listPlans(path) {
  if (POSTGRES !== undefined) return [];
  const statements = [];
  const file = join(dataDir, "modeldeck.sqlite");
  const logged = new Kysely({
    dialect: new SqliteDialect({ database: new SqliteDatabase(file, { readonly: true }) }),
    log: (event) => statements.push(event.query),
  });
  try {
    const query = parseListQuery(rawQuery(new URL(path, "http://bench").search.slice(1)));
    await listModelRows({ db: logged, dialect: "sqlite", hasTrigram: false }, query);
  } finally {
    await logged.destroy();
  }
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    // Whether the planner had statistics: ANALYZE at the end of an import writes sqlite_stat1.
    const statistics = sqlite
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'sqlite_stat1'")
      .get().n
      ? sqlite.prepare("SELECT count(*) AS n FROM sqlite_stat1").get().n
      : 0;
    return [
      `${statistics} sqlite_stat1 rows`,
      ...statements.flatMap((statement) =>
        sqlite
          .prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
          .all(...statement.parameters)
          .map((step) => step.detail),
      ),
    ];
  } finally {
    sqlite.close();
  }
}

/**
 * Follows `Link` from page 1 to page 150 and times both (three fetches each), with the disk
 * bytes the server read for each page and their query plans.
 */
async function deepPage(server) {
  let path = "/api/models?sort=downloads&limit=20";
  const first = await timedPage(server, path);
  const firstPlan = await listPlans(path);
  for (let page = 1; page < 150; page += 1) {
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    const next = /<([^>]+)>/.exec(response.headers.get("link") ?? "")?.[1];
    if (next === undefined) return { first, deep: undefined, plans: [firstPlan] };
    const parsed = new URL(next);
    path = `${parsed.pathname}${parsed.search}`;
  }
  const deep = await timedPage(server, path);
  return { first, deep, plans: [firstPlan, await listPlans(path)] };
}

/** One full set of measurements against a fresh server process over the current database. */
async function measureAll(total, imported) {
  const loads = {};
  loads.floor = load();
  const floor = await rawQueryTimes();
  const server = await startServer();
  try {
    const ids = [...generateDescriptors(2000)].map((descriptor) => `/api/models/${descriptor.id}`);
    const searches = SEARCHES.map((search) => `/api/models?${search}`);
    await measure(server.url, ids.slice(0, 50), 4); // warm-up
    loads.info = load();
    const info = await measure(server.url, ids, 10);
    loads.infoBeside = load();
    const [infoBeside] = await Promise.all([
      measure(server.url, ids, 10),
      measure(server.url, EXPENSIVE, 4),
    ]);
    loads.search1 = load();
    const search1 = await measure(server.url, searches, 1);
    loads.search10 = load();
    const search10 = await measure(server.url, searches, 10);
    loads.search50 = load();
    const search50 = await measure(server.url, searches, 50);
    loads.pathological = load();
    const pathological = [];
    for (const query of PATHOLOGICAL) {
      pathological.push([query, await slowest(server.url, `/api/models?${query}`)]);
    }
    loads.paging = load();
    const paging = await deepPage(server);
    return {
      total,
      imported,
      loads,
      floor,
      info,
      infoBeside,
      search1,
      search10,
      search50,
      pathological,
      paging,
    };
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }
}

function report(runs) {
  const width = 30;
  const line = (name, values, target = "") =>
    `| ${name.padEnd(48)} | ${values.map((value) => String(value).padStart(width)).join(" | ")} | ${target.padEnd(16)} |`;
  // Each figure with the one-minute load average when it was taken.
  const at = (text, loadAverage) => `${text} (load ${loadAverage})`;
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\nModelDeck server benchmark: ${ENGINE}, ${SECONDS} s per load run, loopback, server in its own process, ${availableParallelism()} CPUs; load average now ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}\n`,
  );
  console.log(
    line(
      "measurement",
      runs.map((run) => `${run.total.toLocaleString("en")} models`),
      "target",
    ),
  );
  console.log(
    `|${"-".repeat(50)}|${runs.map(() => "-".repeat(width + 2)).join("|")}|${"-".repeat(18)}|`,
  );
  const imported = runs.filter((run) => run.imported !== undefined);
  if (imported.length > 0) {
    console.log(
      line(
        "import of the generated JSONL, wall time",
        runs.map((run) =>
          run.imported ? at(`${run.imported.seconds} s`, run.imported.load) : "-",
        ),
        POSTGRES === undefined ? "<= 300 s at 2M" : "<= 600 s at 2M",
      ),
    );
    console.log(
      line(
        "import, CPU time of the importing process",
        runs.map((run) => (run.imported ? `${run.imported.cpuSeconds.toFixed(1)} s` : "-")),
      ),
    );
    console.log(
      line(
        "import peak memory (RSS)",
        runs.map((run) => (run.imported ? `${run.imported.peakMegabytes} MB` : "-")),
        "<= 1,500 MB",
      ),
    );
  }
  console.log(
    line(
      "model info req/s (10 conn.)",
      runs.map((run) => at(Math.round(run.info.throughput), run.loads.info)),
    ),
  );
  console.log(
    line(
      "model info req/s beside expensive loop",
      runs.map((run) => at(Math.round(run.infoBeside.throughput), run.loads.infoBeside)),
      ">= 1,000 req/s",
    ),
  );
  for (const [name, key] of [
    ["1 conn.", "search1"],
    ["10 conn.", "search10"],
    ["50 conn.", "search50"],
  ]) {
    console.log(
      line(
        `search mix p50 / p95 (${name})`,
        runs.map((run) => at(`${run[key].p50.toFixed(1)} / ${ms(run[key].p95)}`, run.loads[key])),
        name === "1 conn." ? "p95 <= 50 ms" : "",
      ),
    );
  }
  for (const [index, [query]] of runs[0].pathological.entries()) {
    console.log(
      line(
        `slowest of 3: ${query}`,
        runs.map((run) => at(ms(run.pathological[index][1]), run.loads.pathological)),
        "<= 250 ms",
      ),
    );
  }
  console.log(
    line(
      "page 1 / page 150 through Link, slowest of 3",
      runs.map((run) =>
        at(
          `${run.paging.first.slowest.toFixed(1)} / ${ms(run.paging.deep?.slowest ?? NaN)}`,
          run.loads.paging,
        ),
      ),
      "150 <= 3x page 1",
    ),
  );
  console.log(
    line(
      "page 1 / 150: disk bytes the server read",
      runs.map((run) => `${run.paging.first.diskBytes} / ${run.paging.deep?.diskBytes ?? NaN}`),
    ),
  );
  console.log(
    line(
      `raw ${ENGINE} floor, same searches: p50 / p95`,
      runs.map((run) =>
        at(`${run.floor.p50.toFixed(2)} / ${run.floor.p95.toFixed(2)} ms`, run.loads.floor),
      ),
    ),
  );
  const failures = runs.reduce(
    (sum, run) =>
      sum +
      [run.info, run.infoBeside, run.search1, run.search10, run.search50].reduce(
        (count, result) => count + result.errors,
        0,
      ),
    0,
  );
  for (const run of runs) {
    const { first, deep, plans } = run.paging;
    const times = (page) => page?.times.map((time) => time.toFixed(1)).join(", ") ?? "-";
    console.log(
      `\n${run.total.toLocaleString("en")} models, page 1 / page 150, each fetch: ${times(first)} / ${times(deep)} ms`,
    );
    for (const [index, plan] of plans.entries()) {
      console.log(`plan of page ${index === 0 ? 1 : 150}: ${plan.join("; ")}`);
    }
  }
  if (failures > 0) console.log(`\n${failures} non-200 responses: check the server's output`);
  for (const failure of failedFetches) console.log(failure);
}

/** A directory whose SQLite database outlives the run (BENCH_REUSE_DIR), or undefined. */
const REUSE = POSTGRES === undefined ? process.env.BENCH_REUSE_DIR || undefined : undefined;

const runs = [];
try {
  for (const size of SIZES) {
    dataDir = REUSE ?? mkdtempSync(join(tmpdir(), "modeldeck-bench-"));
    const reused = REUSE !== undefined && existsSync(join(REUSE, "modeldeck.sqlite"));
    const benchDatabase = `modeldeck_bench_${size}`;
    if (POSTGRES !== undefined) {
      if (process.env.BENCH_REUSE_DATABASE !== "1") {
        await administer(`DROP DATABASE IF EXISTS ${benchDatabase}`);
        await administer(`CREATE DATABASE ${benchDatabase}`);
      }
      databaseUrl = withDatabase(POSTGRES, benchDatabase);
    }
    try {
      if (REUSE !== undefined) mkdirSync(REUSE, { recursive: true });
      // BENCH_REUSE_DIR (SQLite) or BENCH_REUSE_DATABASE=1 (PostgreSQL) measures a database an
      // earlier run kept, without importing.
      const imported =
        reused || (POSTGRES !== undefined && process.env.BENCH_REUSE_DATABASE === "1")
          ? undefined
          : await importGenerated(size);
      // A kept database may predate the newest migrations, which the floor's queries expect.
      if (imported === undefined) await (await openDatabase(storage())).close();
      runs.push(await measureAll(size, imported));
      // Printed as soon as each size is done: a 2M run takes long enough to want the 1M figures.
      report(runs);
      const snapshotRows = size === SIZES.at(-1) && REUSE === undefined ? await loadSnapshot() : 0;
      if (snapshotRows > 0) {
        runs.push(await measureAll(size + snapshotRows, undefined));
        report(runs);
      }
    } finally {
      if (REUSE === undefined) rmSync(dataDir, { recursive: true, force: true });
      // BENCH_KEEP_DATABASE=1 keeps the PostgreSQL database, to read its query plans afterwards.
      if (POSTGRES !== undefined && process.env.BENCH_KEEP_DATABASE !== "1") {
        await administer(`DROP DATABASE IF EXISTS ${benchDatabase}`);
      }
    }
  }
} finally {
  if (runs.length === 0) console.log("no size finished");
}
