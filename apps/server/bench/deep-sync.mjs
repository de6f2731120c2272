// node bench/deep-sync.mjs [models] (after `npx tsc -p tsconfig.build.json`; `npm run bench` runs
// it before bench/run.mjs, which receives the command line, so there the size is
// BENCH_SYNC_MODELS, and 0 skips it): a deep sync of <models> (default 100,000) from a loopback Hub in its
// own process (bench/fake-hub.mjs: ~50 ms answers, 5 % 429s, 1 % connection resets) into a fresh
// database, by `modeldeck sync` as a separate process, while a `modeldeck serve` over the same
// database answers a steady stream of reads (model info, lists, a search, model status) whose
// latencies are recorded. The first sync is killed with SIGKILL a third of the way through and run
// again, which must resume from its checkpoint; a third run with nothing changed measures the
// incremental case. At the end every generated model must be stored exactly once, with its tree,
// card and sync state. SQLite by default; BENCH_DATABASE_URL=postgres://… measures PostgreSQL in a
// database created for the run and dropped after it. BENCH_SYNC_CONCURRENCY (default 64).
//
// The pieces are exported for other benchmarks (issue 26's reads during a sync):
// startFakeHub, startServe, runSync, readWhile.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { openDatabase } from "../dist/db/database.js";

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const load = () => loadavg()[0].toFixed(1);

/** Runs a Node script as a child and resolves once `pattern` appears in its output. */
function startChild(args, environment, pattern) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = pattern.exec(output);
      if (match) resolve({ child, url: match[1] });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${args[0]} exited with ${code}:\n${output}`)));
  });
}

const stop = (child) =>
  child.exitCode === null
    ? new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      })
    : Promise.resolve();

/** The database a child process uses: SQLite in `dataDir`, or PostgreSQL at `databaseUrl`. */
const storageEnvironment = (storage) =>
  storage.databaseUrl === undefined
    ? { MODELDECK_DATA_DIR: storage.dataDir, DATABASE_URL: "" }
    : { DATABASE_URL: storage.databaseUrl };

/**
 * Starts the loopback Hub serving `models` generated repositories.
 *
 * @example
 * const hub = await startFakeHub(100_000); await hub.stats(); await hub.stop();
 */
export async function startFakeHub(models) {
  const { child, url } = await startChild(
    [here("./fake-hub.mjs"), String(models)],
    {},
    /hub listening on (http:\/\/[\d.:]+)/,
  );
  return {
    url,
    stats: async () => (await fetch(`${url}/__bench/stats`)).json(),
    stop: () => stop(child),
  };
}

/**
 * Starts `modeldeck serve` over the storage (it seeds an empty database with the shipped catalogue).
 *
 * @example
 * const server = await startServe({ dataDir }); await server.stop();
 */
export async function startServe(storage) {
  const { child, url } = await startChild(
    [here("../dist/cli.js"), "serve"],
    { PORT: "0", HOST: "127.0.0.1", ...storageEnvironment(storage) },
    /listening on (http:\/\/[\d.:]+)/,
  );
  return { url, stop: () => stop(child) };
}

/**
 * Runs `modeldeck sync` from the Hub into the storage; with `killAt`, sends SIGKILL once the
 * progress lines report that many models done. Resolves to wall seconds, CPU seconds (from
 * /usr/bin/time when it is there), whether it was killed, and the last lines it printed.
 *
 * @example
 * const run = await runSync({ dataDir }, hub.url, { concurrency: 64 });
 */
export function runSync(storage, hubUrl, { concurrency = 64, killAt } = {}) {
  const args = [
    here("../dist/cli.js"),
    "sync",
    "--from",
    hubUrl,
    "--concurrency",
    String(concurrency),
    "--progress-every",
    "2",
  ];
  const started = performance.now();
  const child = spawn("/usr/bin/time", ["-f", "cpu %U %S rss %M", process.execPath, ...args], {
    env: { ...process.env, ...storageEnvironment(storage) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let killed = false;
  const onData = (chunk) => {
    output += chunk;
    const done = [...output.matchAll(/^([\d,]+)\/[\d,]+ (?:listed )?models/gm)].at(-1)?.[1];
    if (killAt !== undefined && !killed && Number(done?.replaceAll(",", "")) >= killAt) {
      killed = true;
      // The sync itself (the child of /usr/bin/time), by its id: it gets no chance to clean up.
      const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8");
      for (const pid of children.trim().split(/\s+/).filter(Boolean))
        process.kill(Number(pid), "SIGKILL");
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      const cpu = /cpu ([\d.]+) ([\d.]+) rss (\d+)/.exec(output);
      resolve({
        code,
        killed,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
        peakMegabytes: cpu ? Math.round(Number(cpu[3]) / 1024) : undefined,
        lastLines: output
          .trim()
          .split("\n")
          .filter((line) => !line.startsWith("cpu ") && !line.startsWith("Command terminated"))
          .slice(-2),
      });
    }),
  );
}

function percentile(samples, fraction) {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/**
 * Sends reads to the server from `connections` loops (each waits 20 ms between requests) until
 * `until` settles; resolves to latency figures (ms) over every answer, whatever its status.
 *
 * @example
 * const reads = await readWhile(server.url, ids, syncPromise);
 */
export async function readWhile(serverUrl, ids, until, connections = 4) {
  const kinds = ["info", "list", "search", "status", "card"];
  const samples = Object.fromEntries(kinds.map((kind) => [kind, []]));
  const failures = [];
  let finished = false;
  until.finally(() => {
    finished = true;
  });
  const paths = (id) => ({
    info: `/api/models/${id}`,
    list: `/api/models?limit=20&sort=downloads`,
    search: `/api/models?search=model-0001&limit=20`,
    status: `/api/model-status/${id}`,
    card: `/api/models/${id}/readme`,
  });
  const loop = async (offset) => {
    for (let index = offset; !finished; index += connections) {
      const kind = kinds[index % kinds.length];
      const id = ids[Math.floor(Math.random() * ids.length)];
      const started = performance.now();
      try {
        const response = await fetch(`${serverUrl}${paths(id)[kind]}`);
        await response.arrayBuffer();
        samples[kind].push(performance.now() - started);
        if (response.status >= 500) failures.push(response.status);
      } catch (error) {
        failures.push(String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, offset) => loop(offset)));
  const all = Object.values(samples).flat();
  return {
    count: all.length,
    p50: percentile(all, 0.5),
    p95: percentile(all, 0.95),
    max: Math.max(...all),
    failures: failures.length,
    byKind: Object.fromEntries(
      kinds.map((kind) => [kind, Number(percentile(samples[kind], 0.95).toFixed(1))]),
    ),
  };
}

/** Counts what the sync stored: generated models, their trees, cards and states, and duplicates. */
async function countStored(storage) {
  const database = await openDatabase({ ...storage, readWorkers: 0 });
  try {
    const count = async (query) => Number((await query.executeTakeFirstOrThrow()).count);
    const generated = (table, column) =>
      database.db
        .selectFrom(table)
        .select((expression) => expression.fn.countAll().as("count"))
        .where(column, "like", "org-%/model-%");
    return {
      models: await count(generated("models", "id")),
      distinct: await count(
        database.db
          .selectFrom("models")
          .select((expression) => expression.fn.count("id").distinct().as("count"))
          .where("id", "like", "org-%/model-%"),
      ),
      files: await count(generated("model_files", "model_id")),
      states: await count(
        generated("model_sync_state", "model_id").where("card_status", "=", "stored"),
      ),
      checkpoints: await count(
        database.db
          .selectFrom("sync_checkpoints")
          .select((expression) => expression.fn.countAll().as("count")),
      ),
    };
  } finally {
    await database.close();
  }
}

async function main() {
  const models = Number(process.argv[2] ?? process.env.BENCH_SYNC_MODELS ?? 100_000);
  if (models === 0) return;
  const concurrency = Number(process.env.BENCH_SYNC_CONCURRENCY ?? 64);
  const postgres = process.env.BENCH_DATABASE_URL || undefined;
  let dataDir;
  let storage;
  if (postgres === undefined) {
    dataDir = mkdtempSync(join(tmpdir(), "modeldeck-bench-sync-"));
    storage = { dataDir };
  } else {
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS modeldeck_bench_sync");
    await admin.query("CREATE DATABASE modeldeck_bench_sync");
    await admin.end();
    const url = new URL(postgres);
    url.pathname = "/modeldeck_bench_sync";
    storage = { databaseUrl: url.toString() };
  }
  const engine = postgres === undefined ? "SQLite" : "PostgreSQL";
  const hub = await startFakeHub(models);
  const server = await startServe(storage);
  const seeded = await (await fetch(`${server.url}/api/models?limit=50`)).json();
  const ids = [
    ...seeded.map((model) => model.id),
    ...Array.from(
      { length: 200 },
      (_, index) => `org-${(index * 500) % 997}/model-${String(index * 500).padStart(7, "0")}`,
    ),
  ];
  const rows = [];
  try {
    const quiet = await readWhile(
      server.url,
      ids,
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    );
    rows.push(["reads before the sync, p50 / p95 / max (n)", quiet, load()]);
    const first = runSync(storage, hub.url, { concurrency, killAt: Math.floor(models / 3) });
    const duringFirst = await readWhile(server.url, ids, first);
    const killed = await first;
    rows.push([
      `first sync, SIGKILL after ${killed.killed ? "a third" : "(not killed)"}`,
      killed,
      load(),
    ]);
    rows.push(["reads during it", duringFirst, load()]);
    const resumed = runSync(storage, hub.url, { concurrency });
    const duringResume = await readWhile(server.url, ids, resumed);
    const second = await resumed;
    rows.push(["resumed sync to the end", second, load()]);
    rows.push(["reads during it", duringResume, load()]);
    const stats = await hub.stats();
    const stored = await countStored(storage);
    const third = await runSync(storage, hub.url, { concurrency });
    rows.push(["third sync, nothing changed", third, load()]);
    const after = await hub.stats();
    console.log(
      `\nDeep sync of ${models.toLocaleString("en-US")} models on ${engine}, concurrency ${concurrency}, ${new Date().toISOString()}`,
    );
    for (const [what, figures, loadAverage] of rows) {
      if ("p95" in figures) {
        console.log(
          `| ${what} | ${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} / ${figures.max.toFixed(1)} ms (${figures.count} reads, ${figures.failures} failed) | load ${loadAverage} |`,
        );
        console.log(`|   p95 by read: ${JSON.stringify(figures.byKind)} |`);
      } else {
        console.log(
          `| ${what} | ${figures.seconds.toFixed(1)} s wall, ${figures.cpuSeconds?.toFixed(1)} s CPU, ${figures.peakMegabytes} MB peak, exit ${figures.code} | load ${loadAverage} |`,
        );
        console.log(`|   last line: ${figures.lastLines.at(-1)} |`);
      }
    }
    console.log(`| upstream answers for the two runs | ${JSON.stringify(stats)} |`);
    console.log(
      `| upstream answers for the third run | list ${after.list - stats.list}, info ${after.info - stats.info}, tree ${after.tree - stats.tree}, card ${after.card - stats.card} |`,
    );
    console.log(`| stored | ${JSON.stringify(stored)} |`);
    const exact =
      stored.models === models &&
      stored.distinct === models &&
      stored.files === models &&
      stored.states === models &&
      stored.checkpoints === 0;
    console.log(
      exact
        ? `every one of the ${models} models stored exactly once, with its tree and card`
        : "NOT every model stored exactly once",
    );
    if (!exact) process.exitCode = 1;
  } finally {
    await server.stop();
    await hub.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
    if (postgres !== undefined) {
      const admin = new pg.Client({ connectionString: postgres });
      await admin.connect();
      await admin.query("DROP DATABASE IF EXISTS modeldeck_bench_sync");
      await admin.end();
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
