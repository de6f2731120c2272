import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { toModelRecord } from "../../descriptors/model-record.js";
import { SAMPLE_MODELS, bertFineTunes } from "../../test-support/sample-models.js";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-databases.js";
import { findModel } from "../model-reads.js";
import { listModelRows } from "../search/model-search.js";
import { parseListQuery } from "../../models/list-query.js";
import { upsertModels, writeModelsInTransaction } from "./model-writes.js";

const now = new Date("2026-11-23T12:00:00Z");

/** The real sample models, then `count` fine-tunes of BERT under many owners, as on the Hub. */
function records(count: number) {
  const samples = SAMPLE_MODELS.map((model) => toModelRecord(model, now));
  const tunes = bertFineTunes(count).map((descriptor) => toModelRecord(descriptor, now));
  return [...samples, ...tunes];
}

async function schemaOfModels(test: TestDatabase) {
  const { rows } = await sql<{ type: string; name: string; sql: string }>`SELECT type, name, sql
    FROM sqlite_master WHERE tbl_name = 'models' ORDER BY type, name`.execute(test.database.db);
  return rows;
}

describe("large SQLite writes rebuild the search indexes once", () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase("sqlite");
    await upsertModels(test.database, records(10).slice(0, 3));
  });
  afterEach(() => test.dispose());

  it("finds every model by word, substring, tag and sort after the rebuild", async () => {
    const before = await schemaOfModels(test);
    const all = records(400);
    await writeModelsInTransaction(
      test.database,
      async (write) => {
        for (let start = 0; start < all.length; start += 50)
          await write(all.slice(start, start + 50));
      },
      { deferIndexesAt: 100 },
    );
    expect(await schemaOfModels(test)).toEqual(before);
    const search = (query: string) =>
      listModelRows(test.database, parseListQuery(Object.fromEntries(new URLSearchParams(query))));
    // Written after the indexes were dropped: found through both full-text indexes and the tags.
    const substring = await search("search=ned-sst2-399&limit=5");
    expect(substring.map((row) => row.id)).toEqual([
      "user-399/bert-base-uncased-finetuned-sst2-399",
    ]);
    const words = await search("search=user+399&limit=5");
    expect(words.map((row) => row.id)).toEqual(["user-399/bert-base-uncased-finetuned-sst2-399"]);
    const french = await search("filter=fr&sort=downloads&limit=3");
    expect(french.slice(0, 3).map((row) => row.id)).toEqual([
      "user-399/bert-base-uncased-finetuned-sst2-399",
      "user-397/bert-base-uncased-finetuned-sst2-397",
      "user-395/bert-base-uncased-finetuned-sst2-395",
    ]);
    expect(await findModel(test.database, "GOOGLE-BERT/bert-base-uncased")).toBeDefined();
    const indexUsed = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
      SELECT id FROM models WHERE lower(id) = 'google-bert/bert-base-uncased'`.execute(
      test.database.db,
    );
    expect(indexUsed.rows.map((row) => row.detail).join(" ")).toContain("models_id_lower");
  });

  it("keeps the indexes, triggers and rows it had when a large write fails", async () => {
    const before = await schemaOfModels(test);
    const all = records(400);
    await expect(
      writeModelsInTransaction(
        test.database,
        async (write) => {
          for (let start = 0; start < all.length; start += 50) {
            await write(all.slice(start, start + 50));
          }
          throw new Error("line 401 is bad");
        },
        { deferIndexesAt: 100 },
      ),
    ).rejects.toThrow("line 401 is bad");
    expect(await schemaOfModels(test)).toEqual(before);
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM models`.execute(
      test.database.db,
    );
    expect(count.rows[0]?.n).toBe(3);
    // The triggers are back: a later small write is searchable at once.
    await upsertModels(test.database, all.slice(-4));
    const found = await listModelRows(
      test.database,
      parseListQuery({ search: "sst2-396", limit: "5" }),
    );
    expect(found.map((row) => row.id)).toEqual(["user-396/bert-base-uncased-finetuned-sst2-396"]);
  });
});
