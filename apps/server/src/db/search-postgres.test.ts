import { sql } from "kysely";
import type { Expression, SqlBool } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toModelRecord } from "../descriptors/model-record.js";
import { parseListQuery } from "../models/list-query.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { listModelRows, SORT_COLUMNS } from "./model-search.js";
import { upsertModels } from "./model-writes.js";
import { postgresFilterConditions, postgresListPlan } from "./search-postgres.js";

const now = new Date("2026-11-23T12:00:00Z");

/**
 * The sample models, then 400 fine-tunes of BERT: every one tagged `bert`, half `en` and half
 * `fr` but never both, and only the last one `llama` (a merge, as some Hub repos are).
 */
function catalogue() {
  const tunes = Array.from({ length: 400 }, (_, index) =>
    toModelRecord(
      {
        id: `user-${index}/bert-base-uncased-finetuned-sst2-${index}`,
        pipeline_tag: "text-classification",
        library_name: "transformers",
        tags: [
          "transformers",
          "bert",
          index % 2 === 0 ? "en" : "fr",
          ...(index === 0 ? ["llama"] : []),
        ],
        downloads: index * 7,
        likes: index % 50,
        createdAt: "2024-05-01T00:00:00.000Z",
      },
      now,
    ),
  );
  return [...SAMPLE_MODELS.map((model) => toModelRecord(model, now)), ...tunes];
}

/** A query string as the route hands it over: a repeated key (`filter`) keeps every value. */
function request(text: string) {
  const parameters = new URLSearchParams(text);
  const keys = [...new Set(parameters.keys())];
  return parseListQuery(
    Object.fromEntries(
      keys.map((key) => {
        const values = parameters.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    ),
  );
}

describe.each(DATABASE_ENGINES)("filtered model lists on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await upsertModels(test.database, catalogue());
  });
  afterAll(() => test.dispose());

  it("find the few models two broad filters share, and none when they share none", async () => {
    const ids = async (text: string) =>
      (await listModelRows(test.database, request(text))).map((row) => row.id);
    expect(await ids("filter=en&filter=fr")).toEqual([]);
    expect(await ids("search=bert&filter=llama")).toEqual([
      "user-0/bert-base-uncased-finetuned-sst2-0",
    ]);
    expect(await ids("search=ned-sst2&filter=fr&sort=downloads&limit=2")).toEqual([
      "user-399/bert-base-uncased-finetuned-sst2-399",
      "user-397/bert-base-uncased-finetuned-sst2-397",
      "user-395/bert-base-uncased-finetuned-sst2-395",
    ]);
  });

  if (engine !== "postgres") return;

  // Bounds scaled to 406 models as the defaults are to millions: a page may walk 40 rows of the
  // sort index, and up to 300 matches are collected through the indexes.
  const bounds = { headRows: 40, maxIntersection: 300 };

  async function plan(text: string) {
    const query = request(text);
    return postgresListPlan(test.database, query, SORT_COLUMNS[query.sort], bounds);
  }

  async function matching(condition: Expression<SqlBool> | undefined) {
    const { rows } = await sql<{ id: string }>`SELECT id FROM models WHERE ${
      condition ?? sql`true`
    } ORDER BY id`.execute(test.database.db);
    return rows.map((row) => row.id);
  }

  it("read the few models every filter matches by key, found through the indexes alone", async () => {
    const condition = await plan("search=bert&filter=llama&sort=downloads");
    expect(condition).toBeDefined();
    // The intersection itself (the trigram and tag bitmaps ANDed), not one filter's models.
    expect(await matching(condition)).toEqual(["user-0/bert-base-uncased-finetuned-sst2-0"]);
    expect(await matching(await plan("search=qwn&sort=likes"))).toEqual([]);
  });

  async function bitmapPlan(text: string) {
    const conditions = postgresFilterConditions(test.database, request(text));
    return test.database.db.transaction().execute(async (transaction) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(transaction);
      await sql`SET LOCAL enable_indexscan = off`.execute(transaction);
      const { rows } = await sql<{ "QUERY PLAN": unknown }>`EXPLAIN (FORMAT JSON)
        SELECT seq FROM models WHERE ${sql.join(conditions, sql` AND `)}`.execute(transaction);
      return JSON.stringify(rows[0]?.["QUERY PLAN"]);
    });
  }

  it("find the models of several tags in one scan of the tags' index, and ids by trigram", async () => {
    // Both tags are conditions of one scan of the containment index, no link-table join.
    const tags = await bitmapPlan("filter=en&filter=fr");
    expect(tags.match(/"Index Name":"models_tags_containment"/g)).toHaveLength(1);
    expect(tags).toContain('"Index Cond":"((tags)::jsonb @> \'[\\"en\\", \\"fr\\"]\'::jsonb)"');
    expect(tags).not.toContain("model_tag_links");
    expect(await bitmapPlan("search=bert")).toContain('"Index Name":"models_id_trigram"');
  });

  it("leave a page of broad filters whose matches come early in sort order to the sort index", async () => {
    expect(await plan("filter=bert&filter=transformers&sort=downloads&limit=10")).toBeUndefined();
  });

  it("collect the matches of broad filters first when they are sparse in sort order", async () => {
    // `en` and `fr` each match 200 models and never the same one; walking the sort index would
    // read every row looking for a match.
    expect(await matching(await plan("filter=en&filter=fr&sort=likes&limit=10"))).toEqual([]);
  });
});
