import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toModelRecord } from "../../descriptors/model-record.js";
import { parseListQuery } from "../../models/list-query.js";
import { SAMPLE_MODELS, bertFineTunes } from "../../test-support/sample-models.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../../test-support/test-databases.js";
import { openDatabase } from "../database.js";
import { findModel, findReadme } from "../model-reads.js";
import { listModelRows } from "../search/model-search.js";
import { deleteModel, upsertModels, writeModelsInTransaction } from "./model-writes.js";

const now = new Date("2026-11-23T12:00:00Z");
const llama = SAMPLE_MODELS.find((model) => model.id === "meta-llama/Llama-3.1-8B-Instruct");

/** Fine-tunes of BERT under many owners, as the Hub holds by the thousand. */
function fineTunes(count: number) {
  return bertFineTunes(count).map((descriptor) => toModelRecord(descriptor, now));
}

const list = (test: TestDatabase, query: string) =>
  listModelRows(test.database, parseListQuery(Object.fromEntries(new URLSearchParams(query))));

describe.each(DATABASE_ENGINES)("bulk model writes on %s", (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
  });
  afterEach(() => test.dispose());

  it("stores tabs, backslashes and line breaks exactly, and the last line of a repeated id wins", async () => {
    // COPY's text format gives these characters meaning; a model card is full of them.
    const readme = "# Card\r\n\n| a\t| b |\n\\N is not null, C:\\models\\bert\\n stays";
    const first = toModelRecord({ ...SAMPLE_MODELS[0], readme, tags: ["old-tag"] }, now);
    const last = toModelRecord({ ...SAMPLE_MODELS[0], readme, tags: ["new-tag"] }, now);
    await writeModelsInTransaction(test.database, async (write) => {
      await write([first, toModelRecord(SAMPLE_MODELS[1], now)]);
      await write([last]);
    });
    expect(await findReadme(test.database, "google-bert/bert-base-uncased")).toBe(readme);
    const stored = await findModel(test.database, "google-bert/bert-base-uncased");
    expect(JSON.parse(stored?.data ?? "{}").widgetData).toEqual(SAMPLE_MODELS[0]?.widgetData);
    expect((await list(test, "filter=old-tag")).map((row) => row.id)).toEqual([]);
    expect((await list(test, "filter=new-tag")).map((row) => row.id)).toEqual([
      "google-bert/bert-base-uncased",
    ]);
  });

  it("replaces a model's tags and live providers when it is written again", async () => {
    await upsertModels(test.database, [toModelRecord(llama, now)]);
    expect((await list(test, "inference_provider=together")).map((row) => row.id)).toEqual([
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    const moved = {
      ...llama,
      tags: ["transformers", "llama"],
      inferenceProviderMapping: {
        together: { ...llama?.inferenceProviderMapping?.together, status: "staging" },
        "hf-inference": { ...llama?.inferenceProviderMapping?.["hf-inference"], status: "live" },
      },
    };
    await upsertModels(test.database, [toModelRecord(moved, now)]);
    expect(await list(test, "inference_provider=together")).toEqual([]);
    expect((await list(test, "inference_provider=hf-inference")).map((row) => row.id)).toEqual([
      "meta-llama/Llama-3.1-8B-Instruct",
    ]);
    expect(await list(test, "filter=conversational")).toEqual([]);
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM models`.execute(
      test.database.db,
    );
    expect(Number(count.rows[0]?.n)).toBe(1);
  });

  if (engine !== "postgres") return;

  async function indexDefinitions() {
    const { rows } = await sql<{ definition: string }>`SELECT indexdef AS definition
      FROM pg_indexes WHERE schemaname = current_schema()
      AND tablename IN ('models', 'model_tag_links', 'model_provider_links', 'model_documents')
      ORDER BY indexname`.execute(test.database.db);
    return rows.map((row) => row.definition);
  }

  it("rebuilds the indexes a large write dropped, with the same definitions, before it commits", async () => {
    await upsertModels(test.database, [toModelRecord(SAMPLE_MODELS[0], now)]);
    const before = await indexDefinitions();
    expect(before.join("\n")).toContain("gin_trgm_ops");
    const all = fineTunes(400);
    await writeModelsInTransaction(
      test.database,
      async (write) => {
        for (let start = 0; start < all.length; start += 50) {
          await write(all.slice(start, start + 50));
        }
      },
      { deferIndexesAt: 100 },
    );
    expect(await indexDefinitions()).toEqual(before);
    const constraints = await sql<{ name: string }>`SELECT conname AS name FROM pg_constraint
      WHERE connamespace = current_schema()::regnamespace AND contype = 'p' ORDER BY conname`.execute(
      test.database.db,
    );
    expect(constraints.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["model_tag_links_pk", "model_provider_links_pk"]),
    );
    expect((await list(test, "search=ned-sst2-399")).map((row) => row.id)).toEqual([
      "user-399/bert-base-uncased-finetuned-sst2-399",
    ]);
    expect(
      (await list(test, "filter=fr&sort=downloads&limit=2")).slice(0, 2).map((row) => row.id),
    ).toEqual([
      "user-399/bert-base-uncased-finetuned-sst2-399",
      "user-397/bert-base-uncased-finetuned-sst2-397",
    ]);
  });

  it("loads empty tables straight from staging, then rebuilds every key and continues the sequence", async () => {
    const before = await indexDefinitions();
    const keys = async () =>
      (
        await sql<{ name: string; definition: string }>`SELECT conname AS name,
          pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE connamespace = current_schema()::regnamespace ORDER BY conname`.execute(
          test.database.db,
        )
      ).rows;
    const keysBefore = await keys();
    // A repeated id among the lines: the last one wins in a fresh load too.
    const all = [...fineTunes(300), toModelRecord({ ...SAMPLE_MODELS[0], downloads: 5 }, now)];
    const repeated = toModelRecord({ ...SAMPLE_MODELS[0], downloads: 9 }, now);
    await writeModelsInTransaction(
      test.database,
      async (write) => {
        await write(all);
        await write([repeated]);
      },
      { deferIndexesAt: 100 },
    );
    expect(await indexDefinitions()).toEqual(before);
    expect(await keys()).toEqual(keysBefore);
    const stored = await findModel(test.database, "google-bert/bert-base-uncased");
    expect(JSON.parse(stored?.data ?? "{}").downloads).toBe(9);
    // The next model written gets a seq above every loaded one.
    await upsertModels(test.database, [toModelRecord(SAMPLE_MODELS[1], now)]);
    const seqs = await sql<{ id: string; seq: number }>`SELECT id, seq FROM models
      ORDER BY seq DESC LIMIT 1`.execute(test.database.db);
    expect(seqs.rows[0]?.id).toBe(SAMPLE_MODELS[1]?.id);
    const count = await sql<{ n: string }>`SELECT count(*) AS n FROM models`.execute(
      test.database.db,
    );
    expect(Number(count.rows[0]?.n)).toBe(302);
    expect((await list(test, "filter=fr&sort=downloads&limit=1")).map((row) => row.id)).toEqual([
      "user-299/bert-base-uncased-finetuned-sst2-299",
      "user-297/bert-base-uncased-finetuned-sst2-297",
    ]);
  });

  it("writes nothing and keeps its indexes when the work fails after batches were copied", async () => {
    await upsertModels(test.database, [toModelRecord(SAMPLE_MODELS[0], now)]);
    const before = await indexDefinitions();
    const all = fineTunes(300);
    await expect(
      writeModelsInTransaction(
        test.database,
        async (write) => {
          await write(all);
          throw new Error("line 301 is bad");
        },
        { deferIndexesAt: 100 },
      ),
    ).rejects.toThrow("line 301 is bad");
    expect(await indexDefinitions()).toEqual(before);
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM models`.execute(
      test.database.db,
    );
    expect(Number(count.rows[0]?.n)).toBe(1);
  });

  it("finishes a write through a server's pool whose statement timeout is far shorter than the write", async () => {
    const schema = (
      await sql<{ name: string }>`SELECT current_schema() AS name`.execute(test.database.db)
    ).rows[0]?.name as string;
    const guarded = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      postgresSchema: schema,
      statementTimeoutMs: 1,
    });
    try {
      // A sync on the server writes through this pool; the timeout guards reads, not writes.
      await upsertModels(guarded, fineTunes(3000));
      await expect(sql`SELECT pg_sleep(0.5)`.execute(guarded.db)).rejects.toMatchObject({
        code: "57014",
      });
    } finally {
      await guarded.close();
    }
    expect(
      await findModel(test.database, "user-2999/bert-base-uncased-finetuned-sst2-2999"),
    ).toBeDefined();
  });

  it("deletes a model only once no bulk write holds the advisory lock", async () => {
    await upsertModels(test.database, fineTunes(2));
    const another = await test.openAnother();
    // A bulk write in progress: its transaction holds the lock until it ends.
    const holder = await another.pool?.connect();
    if (holder === undefined) throw new Error("no PostgreSQL pool");
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock($1)", [0x6d6f64656c]);
      let settled = false;
      const deleted = deleteModel(
        test.database,
        "user-1/bert-base-uncased-finetuned-sst2-1",
      ).finally(() => {
        settled = true;
      });
      // Either the delete finishes (it ignored the lock) or it is seen queued behind it.
      let waiting = false;
      while (!settled && !waiting) {
        const { rows } = await holder.query<{ n: string }>(`SELECT count(*) AS n FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database
            WHERE datname = current_database())
            AND classid = ${Math.floor(0x6d6f64656c / 2 ** 32)}
            AND objid = ${0x6d6f64656c % 2 ** 32}`);
        waiting = Number(rows[0]?.n) > 0;
      }
      expect({ settled, waiting }).toEqual({ settled: false, waiting: true });
      await holder.query("COMMIT");
      expect(await deleted).toBe(true);
    } finally {
      holder.release();
    }
    expect(
      await findModel(test.database, "user-1/bert-base-uncased-finetuned-sst2-1"),
    ).toBeUndefined();
  });
});
