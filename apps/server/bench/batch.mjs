// npm run bench (apps/server), or `node bench/batch.mjs [rows]` after a build: the batch runner's
// own cost. A loopback fake router answers text-classification at once; the same rows × 2
// columns are sent (1) straight to it with the inference client at the runner's concurrency
// (the reference: the calls alone) and (2) as a batch through the server's runner (claim, the
// gateway's code path, write once). The difference per row × column is the server's overhead;
// then the result page's two requests (summary and 500-row page) for the finished batch.
// SQLite (a file in a temporary folder) by default; BENCH_DATABASE_URL=postgres://… a fresh
// schema there.
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { textClassification } from "@modeldeck/inference";
import pg from "pg";
import { openDatabase } from "../dist/db/database.js";
import { buildServer } from "../dist/server.js";

const ROWS = Number(process.argv[2] ?? process.env.BENCH_BATCH_ROWS ?? 1000);
const CONCURRENCY = 4;
const COLUMNS = [
  { model: "acme/one", provider: "hf-inference" },
  { model: "acme/two", provider: "hf-inference" },
];

const router = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end('[[{"label":"POSITIVE","score":0.9}]]');
  });
});
await new Promise((resolve) => router.listen(0, "127.0.0.1", resolve));
const routerUrl = `http://127.0.0.1:${router.address().port}`;

/** CPU milliseconds this process spent (user + system) since `from`: steadier than wall time on a busy machine. */
function cpuMs(from) {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
}

async function reference() {
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const column of COLUMNS) {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ROWS) {
          const index = next++;
          await textClassification(
            { ...column, accessToken: "hf_benchToken000", inputs: `review ${index}: words` },
            { routerUrl },
          );
        }
      }),
    );
  }
  return { wallMs: performance.now() - started, cpuMs: cpuMs(cpu) };
}

async function openBenchDatabase() {
  if (process.env.BENCH_DATABASE_URL) {
    const schema = `bench_batch_${randomBytes(4).toString("hex")}`;
    const url = process.env.BENCH_DATABASE_URL;
    const database = await openDatabase({ databaseUrl: url, postgresSchema: schema });
    return {
      database,
      engine: "PostgreSQL",
      async dispose() {
        await database.close();
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), "modeldeck-bench-batch-"));
  const database = await openDatabase({ sqlitePath: join(folder, "bench.sqlite") });
  return {
    database,
    engine: "SQLite",
    async dispose() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function throughServer(database) {
  const app = await buildServer({
    database,
    env: {
      HF_TOKEN: "hf_benchToken000",
      MODELDECK_ROUTER_URL: routerUrl,
      MODELDECK_GATEWAY_RATE_LIMIT: "1000000",
      MODELDECK_BATCH_POLL_MS: "20",
      MODELDECK_BATCH_CONCURRENCY: String(CONCURRENCY),
      MODELDECK_BATCH_MAX_ROWS: String(ROWS),
    },
    webRoot: "/nonexistent",
  });
  await app.ready();
  const owner = randomBytes(24).toString("base64url");
  const headers = { "x-modeldeck-owner-key": owner };
  const file = Array.from({ length: ROWS }, (_, index) =>
    JSON.stringify({ input: `review ${index}: words`, expected: "POSITIVE" }),
  ).join("\n");
  const created = await app.inject({
    method: "POST",
    url: "/api/batches",
    headers,
    payload: { task: "text-classification", columns: COLUMNS, format: "jsonl", file },
  });
  const { id } = created.json();
  const started = performance.now();
  const cpu = process.cpuUsage();
  await app.inject({ method: "POST", url: `/api/batches/${id}/start`, headers, payload: {} });
  for (;;) {
    const status = (await app.inject({ url: `/api/batches/${id}` })).json();
    if (status.state === "done") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const batchMs = performance.now() - started;
  const batchCpuMs = cpuMs(cpu);
  const pageStarted = performance.now();
  const results = await app.inject({ url: `/api/batches/${id}/results` });
  const page = await app.inject({ url: `/api/batches/${id}/rows?limit=500` });
  const pageMs = performance.now() - pageStarted;
  if (results.statusCode !== 200 || page.statusCode !== 200) throw new Error("result page failed");
  await app.close();
  return { batchMs, batchCpuMs, pageMs };
}

// One warm-up of each, so module loading and JIT do not count against either side.
await reference();
const { wallMs: referenceMs, cpuMs: referenceCpuMs } = await reference();
const { database, engine, dispose } = await openBenchDatabase();
try {
  const { batchMs, batchCpuMs, pageMs } = await throughServer(database);
  const cells = ROWS * COLUMNS.length;
  console.log(`\nbatch runner, ${ROWS} rows × ${COLUMNS.length} columns, ${engine}`);
  console.log(`  reference (client straight to the router): ${referenceMs.toFixed(0)} ms`);
  console.log(`  through the batch runner:                   ${batchMs.toFixed(0)} ms`);
  console.log(
    `  ratio ours / reference: ${(batchMs / referenceMs).toFixed(2)}; server overhead per row × column: ${((batchMs - referenceMs) / cells).toFixed(2)} ms (goal < 5 ms)`,
  );
  console.log(
    `  CPU of this process (router included on both sides) per row × column: reference ${(referenceCpuMs / cells).toFixed(2)} ms, batch runner ${(batchCpuMs / cells).toFixed(2)} ms; overhead ${((batchCpuMs - referenceCpuMs) / cells).toFixed(2)} ms`,
  );
  console.log(
    `  result page (summary + 500-row page) of the ${ROWS}-row batch: ${pageMs.toFixed(0)} ms`,
  );
} finally {
  await dispose();
  router.close();
}
