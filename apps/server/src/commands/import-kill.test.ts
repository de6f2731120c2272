import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { upsertModels } from "../db/model-writes.js";
import { toModelRecord } from "../descriptors/model-record.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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

describe("modeldeck import killed with SIGKILL on SQLite", () => {
  let folder: string;
  let script: string;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "modeldeck-kill-"));
    // The child runs the real import command from the sources, bundled; its npm dependencies
    // (better-sqlite3's native module above all) resolve through this link.
    symlinkSync(source("../../../../node_modules"), join(folder, "node_modules"), "dir");
    const entry = join(folder, "entry.ts");
    writeFileSync(
      entry,
      `import { importCommand } from ${JSON.stringify(source("./import.ts"))};
process.exitCode = await importCommand.run(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
});
`,
    );
    script = join(folder, "import.mjs");
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: script,
      packages: "external",
      alias: { "@modeldeck/tasks": source("../../../../packages/tasks/src/index.ts") },
      logLevel: "silent",
    });
    // Beside the bundle, where the import command looks for it: lines are checked in a worker
    // thread, as in the built CLI, so the kill also ends a running checker. ESM, as in dist.
    writeFileSync(join(folder, "package.json"), '{ "type": "module" }\n');
    await build({
      entryPoints: [source("../descriptors/check-descriptors-worker.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile: join(folder, "check-descriptors-worker.js"),
      packages: "external",
      logLevel: "silent",
    });
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

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

    // Fine-tunes of real base models, and the samples again with new download counts, so the
    // killed transaction had both inserted new rows and updated existing ones.
    const file = join(folder, "models.jsonl");
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

    const child = spawn(process.execPath, [script, file], {
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
