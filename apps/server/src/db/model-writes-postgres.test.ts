import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toModelRecord } from "../descriptors/model-record.js";
import { parseListQuery } from "../models/list-query.js";
import { SAMPLE_MODELS, bertFineTunes } from "../test-support/sample-models.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { openDatabase } from "./database.js";
import { findModel, findReadme } from "./model-reads.js";
import { listModelRows } from "./model-search.js";
import { deleteModel, upsertModels, writeModelsInTransaction } from "./model-writes.js";
import { copyModelsInTransaction } from "./model-writes-postgres.js";

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

  it("swaps in the tables a large write built, with the same indexes and keys as the live ones", async () => {
    await upsertModels(test.database, [toModelRecord(SAMPLE_MODELS[0], now)]);
    // An operator's grant to readers holds on the new tables too.
    await sql`GRANT SELECT ON models, model_documents TO PUBLIC`.execute(test.database.db);
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
    const grants = await sql<{ name: string; acl: string }>`SELECT relname AS name,
        relacl::text AS acl FROM pg_class WHERE relnamespace = current_schema()::regnamespace
        AND relname IN ('models', 'model_documents') ORDER BY relname`.execute(test.database.db);
    expect(grants.rows.map((row) => [row.name, /[{,]=r\//.test(row.acl)])).toEqual([
      ["model_documents", true],
      ["models", true],
    ]);
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

  it("loads a first catalogue through new tables, with every key as before, and continues the sequence", async () => {
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

  /** The bulk writes' advisory lock key (`BULK_WRITE_LOCK` in model-writes.ts). */
  const BULK_WRITE_LOCK = 0x6d6f64656c;

  /** `count` fine-tunes whose downloads all equal `generation`, telling catalogues apart. */
  const generation = (count: number, value: number) =>
    bertFineTunes(count).map((descriptor) =>
      toModelRecord({ ...descriptor, downloads: value }, now),
    );

  /** Tables and indexes only an import in progress has: its new tables and their indexes. */
  async function importLeftovers() {
    const { rows } = await sql<{ name: string }>`SELECT relname AS name FROM pg_class
      WHERE relnamespace = current_schema()::regnamespace
        AND (relname LIKE '%\_incoming' OR relname LIKE 'modeldeck\_incoming\_%')
      ORDER BY relname`.execute(test.database.db);
    return rows.map((row) => row.name);
  }

  it("answers reads while a large write builds and swaps the tables, each read seeing one whole catalogue", async () => {
    await upsertModels(test.database, generation(300, 1));
    const reader = await test.openAnother();
    const seen: string[] = [];
    let writing = true;
    // Each read is one request's query; all of one read's rows must come from one catalogue.
    const readOnce = async (round: number) => {
      const page = await listModelRows(
        reader,
        parseListQuery({ sort: "downloads", limit: "1000" }),
      );
      const values = new Set(page.map((row) => Number(row.downloads)));
      const found = await findModel(
        reader,
        `user-${round % 500}/bert-base-uncased-finetuned-sst2-${round % 500}`,
      );
      const searched = await listModelRows(reader, parseListQuery({ search: "sst2-29" }));
      const catalogue =
        values.size === 1 && values.has(1) && page.length === 300
          ? "old"
          : values.size === 1 && values.has(2) && page.length === 500
            ? "new"
            : `mixed: ${page.length} rows, downloads ${[...values].join(", ")}`;
      seen.push(catalogue);
      // The lookup and the search are statements of their own: each is whole on its own.
      const index = round % 500;
      const model = found === undefined ? undefined : Number(JSON.parse(found.data).downloads);
      expect(model === undefined ? index >= 300 : model === 1 || model === 2).toBe(true);
      expect(new Set(searched.map((row) => Number(row.downloads))).size).toBe(1);
    };
    const reads = (async () => {
      for (let round = 0; writing; round += 1) await readOnce(round);
    })();
    const readsBefore = async (count: number) => {
      const target = seen.length + count;
      while (seen.length < target) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    try {
      await copyModelsInTransaction(
        test.database,
        BULK_WRITE_LOCK,
        async (write) => {
          await write(generation(500, 2));
          await readsBefore(2);
        },
        100,
        {
          beforeSwap: async () => {
            // Built, committed and vacuumed, not yet live: reads go on, on the old tables.
            await readsBefore(3);
            expect(seen.at(-1)).toBe("old");
          },
        },
      );
    } finally {
      writing = false;
      await reads;
    }
    await readOnce(seen.length);
    expect(seen.filter((catalogue) => catalogue !== "old" && catalogue !== "new")).toEqual([]);
    expect(seen[0]).toBe("old");
    expect(seen.at(-1)).toBe("new");
    expect(await importLeftovers()).toEqual([]);
    // Stored models kept their numbers; new ones were numbered past them.
    const numbers = await sql<{ id: string; seq: number }>`SELECT id, seq FROM models
      WHERE id IN ('user-299/bert-base-uncased-finetuned-sst2-299',
        'user-300/bert-base-uncased-finetuned-sst2-300') ORDER BY seq`.execute(test.database.db);
    expect(numbers.rows.map((row) => row.id)).toEqual([
      "user-299/bert-base-uncased-finetuned-sst2-299",
      "user-300/bert-base-uncased-finetuned-sst2-300",
    ]);
    expect(Number(numbers.rows[0]?.seq)).toBe(300);
  });

  it("leaves the old catalogue live and none of its tables behind when a large write fails before the swap", async () => {
    await upsertModels(test.database, generation(300, 1));
    const before = await indexDefinitions();
    const rows = async () =>
      (await sql`SELECT * FROM models ORDER BY seq`.execute(test.database.db)).rows;
    const stored = await rows();
    await expect(
      copyModelsInTransaction(
        test.database,
        BULK_WRITE_LOCK,
        async (write) => write(generation(500, 2)),
        100,
        {
          beforeSwap: async () => {
            expect(await importLeftovers()).toContain("models_incoming");
            throw new Error("the disk filled up");
          },
        },
      ),
    ).rejects.toThrow("the disk filled up");
    expect(await rows()).toEqual(stored);
    expect(await indexDefinitions()).toEqual(before);
    expect(await importLeftovers()).toEqual([]);
    // The sequence still belongs to the live `models`, and the next write goes on from it.
    await upsertModels(test.database, [toModelRecord(SAMPLE_MODELS[0], now)]);
    const next = await sql<{
      seq: number;
    }>`SELECT seq FROM models WHERE id = ${SAMPLE_MODELS[0]?.id}`.execute(test.database.db);
    expect(Number(next.rows[0]?.seq)).toBeGreaterThan(300);
  });

  it("drops the new tables a killed import left before building its own", async () => {
    await upsertModels(test.database, generation(10, 1));
    // Committed, never swapped in: what a SIGKILL between the build and the swap leaves.
    await sql`CREATE TABLE models_incoming (LIKE models)`.execute(test.database.db);
    await sql`CREATE TABLE model_tag_links_incoming (LIKE model_tag_links)`.execute(
      test.database.db,
    );
    await writeModelsInTransaction(test.database, (write) => write(generation(200, 2)), {
      deferIndexesAt: 100,
    });
    expect(await importLeftovers()).toEqual([]);
    expect((await list(test, "sort=downloads&limit=1000")).length).toBe(200);
  });

  it("gives way to a reader holding the live tables: the swap waits for it, other reads go on", async () => {
    await upsertModels(test.database, generation(300, 1));
    const another = await test.openAnother();
    const holder = await another.pool?.connect();
    if (holder === undefined) throw new Error("no PostgreSQL pool");
    const reader = await test.openAnother();
    try {
      // A long report: its transaction holds a share lock on `models` until it ends.
      await holder.query("BEGIN");
      await holder.query("SELECT count(*) FROM models");
      let swapping = false;
      let settled = false;
      const writing = copyModelsInTransaction(
        test.database,
        BULK_WRITE_LOCK,
        (write) => write(generation(500, 2)),
        100,
        { beforeSwap: async () => void (swapping = true) },
      ).finally(() => (settled = true));
      while (!swapping) await new Promise((resolve) => setTimeout(resolve, 10));
      // Were the swap queued for its lock without end, these reads would queue behind it.
      for (let round = 0; round < 10; round += 1) {
        const page = await listModelRows(reader, parseListQuery({ sort: "likes", limit: "5" }));
        expect(page.length).toBe(6);
        expect(await findModel(reader, "user-7/bert-base-uncased-finetuned-sst2-7")).toBeDefined();
      }
      expect(settled).toBe(false);
      await holder.query("COMMIT");
      await writing;
    } finally {
      holder.release();
    }
    expect((await list(test, "sort=downloads&limit=1000")).length).toBe(500);
  });
});
