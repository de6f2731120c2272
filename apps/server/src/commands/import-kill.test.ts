import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type RawBuilder } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database.js";
import { upsertModels } from "../db/model-writes.js";
import { toModelRecord } from "../descriptors/model-record.js";
import { bundleCli } from "../test-support/cli-process.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

/** Lines in the file the killed import reads: past the point where it drops the indexes. */
const LINES = 80_000;

/** Everything a reader could see of the database: the schema and every row of every table. */
async function contents(dataDir: string) {
  const database = await openDatabase({ dataDir, readWorkers: 0 });
  try {
    const schema = await sql<{ type: string; name: string; sql: string | null }>`SELECT type, name,
      sql FROM sqlite_master ORDER BY type, name`.execute(database.db);
    const models = await sql`SELECT * FROM models ORDER BY seq`.execute(database.db);
    const documents = await sql`SELECT * FROM model_documents ORDER BY model_seq`.execute(
      database.db,
    );
    const tags = await sql`SELECT * FROM model_tag_links ORDER BY tag, model_seq`.execute(
      database.db,
    );
    const words = await sql`SELECT rowid FROM models_fts WHERE models_fts MATCH 'bert'
      ORDER BY rowid`.execute(database.db);
    return {
      schema: schema.rows,
      models: models.rows,
      documents: documents.rows,
      tags: tags.rows,
      words: words.rows,
    };
  } finally {
    await database.close();
  }
}

let folder: string;
let script: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "modeldeck-kill-"));
  // The child runs the real CLI from the sources, bundled, its file checked in a worker thread
  // as in the built CLI, so the kill also ends a running checker.
  script = await bundleCli(folder);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Fine-tunes of real base models, and the samples again with new download counts. */
async function writeImportFile(file: string): Promise<void> {
  const out = createWriteStream(file);
  for (const model of SAMPLE_MODELS) out.write(`${JSON.stringify({ ...model, downloads: 1 })}\n`);
  for (let index = 0; index < LINES; index += 1) {
    const line = JSON.stringify({
      id: `user-${index % 997}/bert-base-uncased-finetuned-sst2-${index}`,
      pipeline_tag: "text-classification",
      library_name: "transformers",
      tags: ["transformers", "safetensors", "bert", "text-classification", "en"],
      downloads: index,
      createdAt: "2024-05-01T00:00:00.000Z",
    });
    if (!out.write(`${line}\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

describe("modeldeck import killed with SIGKILL on SQLite", () => {
  it("leaves the database exactly as it was", async () => {
    const dataDir = join(folder, "data");
    const seeded = await openDatabase({ dataDir });
    await upsertModels(
      seeded,
      SAMPLE_MODELS.map((model) => toModelRecord(model, new Date("2026-11-23T12:00:00Z"))),
    );
    await seeded.close();
    const before = await contents(dataDir);
    expect(before.models.length).toBe(SAMPLE_MODELS.length);

    // The killed transaction had both inserted new rows and updated existing ones.
    const file = join(folder, "models.jsonl");
    await writeImportFile(file);

    const child = spawn(process.execPath, [script, "import", file], {
      env: { PATH: process.env.PATH ?? "", MODELDECK_DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let progress = "";
    const exited = once(child, "exit");
    await new Promise<void>((resolve, reject) => {
      child.stderr.on("data", (chunk: Buffer) => {
        progress += chunk.toString("utf8");
        // 60,000 lines checked: over 50,000 written, so the indexes are dropped by now.
        if (/checked 60000 lines/.test(progress)) resolve();
      });
      child.on("exit", () =>
        reject(new Error(`the import ended before it was killed: ${progress}`)),
      );
    });
    child.kill("SIGKILL");
    const [, signal] = await exited;
    expect(signal).toBe("SIGKILL");

    expect(await contents(dataDir)).toEqual(before);
  }, 240_000);
});

/** Everything a reader could see of a PostgreSQL schema: its indexes, constraints and rows. */
async function postgresContents(database: Database) {
  const read = async (query: RawBuilder<unknown>) => (await query.execute(database.db)).rows;
  return {
    indexes: await read(sql`SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() ORDER BY indexname`),
    constraints: await read(sql`SELECT conname, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE connamespace = current_schema()::regnamespace ORDER BY conname`),
    models: await read(sql`SELECT * FROM models ORDER BY seq`),
    documents: await read(sql`SELECT * FROM model_documents ORDER BY model_seq`),
    tags: await read(sql`SELECT * FROM model_tag_links ORDER BY tag, model_seq`),
    providers: await read(sql`SELECT * FROM model_provider_links ORDER BY provider, model_seq`),
  };
}

// Registered only where PostgreSQL runs, so a SQLite-only run reports no skipped test.
if (DATABASE_ENGINES.includes("postgres"))
  describe("modeldeck import killed with SIGKILL on PostgreSQL", () => {
    it("leaves the database exactly as it was", async () => {
      const test = await openTestDatabase("postgres");
      try {
        await upsertModels(
          test.database,
          SAMPLE_MODELS.map((model) => toModelRecord(model, new Date("2026-11-23T12:00:00Z"))),
        );
        const before = await postgresContents(test.database);
        expect(before.models.length).toBe(SAMPLE_MODELS.length);
        const file = join(folder, "models-postgres.jsonl");
        await writeImportFile(file);

        // The child's connection names itself, so its statements can be watched, and works in
        // this test's schema.
        const schema = (
          await sql<{ name: string }>`SELECT current_schema() AS name`.execute(test.database.db)
        ).rows[0]?.name as string;
        const application = `modeldeck_kill_${schema}`;
        const url = new URL(process.env.DATABASE_URL as string);
        url.searchParams.set("application_name", application);
        url.searchParams.set("options", `-c search_path=${schema},public`);
        const child = spawn(process.execPath, [script, "import", file], {
          env: { PATH: process.env.PATH ?? "", DATABASE_URL: url.toString() },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
        let exited = false;
        const exit = once(child, "exit").finally(() => (exited = true));
        // Killed in the merge: the rows are being moved from staging into the new model tables
        // that transaction created beside the live ones.
        const running = async () =>
          (
            await sql<{ query: string }>`SELECT query FROM pg_stat_activity
              WHERE application_name = ${application} AND state = 'active'`.execute(
              test.database.db,
            )
          ).rows.map((row) => row.query);
        while (!exited && !(await running()).some((query) => /^INSERT INTO model/.test(query))) {
          // Polled: the staging COPY and the merge take seconds at this size.
        }
        expect(exited, `the import ended before it was killed: ${output}`).toBe(false);
        child.kill("SIGKILL");
        const [, signal] = await exit;
        expect(signal).toBe("SIGKILL");
        // The server ends the orphaned transaction (rolling it back) once it notices the
        // client is gone, at the end of the statement it was running.
        while (
          (
            await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity
              WHERE application_name = ${application}`.execute(test.database.db)
          ).rows[0]?.n !== "0"
        ) {
          // Polled until the killed import's backend has gone.
        }
        expect(await postgresContents(test.database)).toEqual(before);
      } finally {
        await test.dispose();
      }
    }, 240_000);
  });
