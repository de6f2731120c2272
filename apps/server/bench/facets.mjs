// node bench/facets.mjs [models] (after `tsc -p tsconfig.build.json`): loads that many generated
// descriptors (default 100,000; one in twenty served live by a provider) into a fresh SQLite
// database, or into PostgreSQL when DATABASE_URL is set, and prints how long GET
// /api/models-facets' counting takes: the unfiltered grouping once cold and then from the cache,
// and the filtered requests a browsing user makes, median and slowest of five each.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../dist/db/database.js";
import { modelFacets } from "../dist/db/model-facets.js";
import { writeModelsInTransaction } from "../dist/db/writes/model-writes.js";
import { toModelRecord } from "../dist/descriptors/model-record.js";
import { parseListQuery } from "../dist/models/list-query.js";
import { generateDescriptors } from "./generate-descriptors.mjs";

const COUNT = Number(process.argv[2] ?? 100_000);
const PROVIDERS = ["together", "fireworks-ai", "nebius"];
const FILTERED = [
  "pipeline_tag=text-generation",
  "pipeline_tag=text-generation&library=transformers",
  "filter=en&filter=license:mit",
  "search=bert",
  "search=qwen&pipeline_tag=text-generation&filter=fr",
  "inference_provider=together",
  "author=org-42",
  "num_parameters=min:6B,max:9B",
  "pipeline_tag=text-generation&num_parameters=min:0,max:1B",
];

const postgres = process.env.DATABASE_URL?.startsWith("postgres") === true;
const dataDir = mkdtempSync(join(tmpdir(), "modeldeck-facets-bench-"));
const schema = `bench_${randomBytes(4).toString("hex")}`;
const database = await openDatabase(
  postgres ? { databaseUrl: process.env.DATABASE_URL, postgresSchema: schema } : { dataDir },
);
const milliseconds = (started) => performance.now() - started;

try {
  const loading = performance.now();
  const now = new Date();
  await writeModelsInTransaction(database, async (write) => {
    let batch = [];
    let index = 0;
    for (const descriptor of generateDescriptors(COUNT)) {
      if (index % 20 === 0) {
        const provider = PROVIDERS[(index / 20) % PROVIDERS.length];
        descriptor.inferenceProviderMapping = {
          [provider]: { providerId: descriptor.id, status: "live", task: descriptor.pipeline_tag },
        };
      }
      index += 1;
      batch.push(toModelRecord(descriptor, now));
      if (batch.length === 5000) {
        await write(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await write(batch);
  });
  console.log(
    `${COUNT} models on ${postgres ? "PostgreSQL" : "SQLite"}, loaded in ${(milliseconds(loading) / 1000).toFixed(1)} s; load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(" / ")}`,
  );
  const filters = (text) => {
    const query = parseListQuery(Object.fromEntries(new URLSearchParams(text)));
    const tags = new URLSearchParams(text).getAll("filter");
    return { ...query, tags };
  };
  let started = performance.now();
  await modelFacets(database, { tags: [] });
  console.log(
    `unfiltered, cold (grouped over every model): ${milliseconds(started).toFixed(1)} ms`,
  );
  started = performance.now();
  await modelFacets(database, { tags: [] });
  console.log(`unfiltered, cached: ${milliseconds(started).toFixed(2)} ms`);
  console.log("filtered (at most 2,000 rows per sample), median / slowest of 5:");
  for (const text of FILTERED) {
    const times = [];
    let answer;
    for (let run = 0; run < 5; run += 1) {
      started = performance.now();
      answer = await modelFacets(database, filters(text));
      times.push(milliseconds(started));
    }
    times.sort((a, b) => a - b);
    const total = `${answer.total.count}${answer.total.exact ? "" : "+"}`;
    console.log(
      `  ${text.padEnd(52)} ${times[2].toFixed(1).padStart(7)} / ${times[4].toFixed(1).padStart(7)} ms  (${total} models)`,
    );
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (postgres) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}
