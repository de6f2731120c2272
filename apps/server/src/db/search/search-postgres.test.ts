import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toModelRecord } from "../../descriptors/model-record.js";
import { parseListQuery } from "../../models/list-query.js";
import { SAMPLE_MODELS } from "../../test-support/sample-models.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../../test-support/test-databases.js";
import { LISTED_COLUMNS } from "../model-columns.js";
import { listModelRows, SORT_COLUMNS } from "./model-search.js";
import { upsertModels } from "../writes/model-writes.js";
import type { DatabaseSchema } from "../schema.js";
import { postgresFilterConditions, postgresListRows } from "./search-postgres.js";

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

  // Bounds scaled to 407 models as the defaults are to millions: a page may walk 40 rows of the
  // sort index (a search on the id alone: 120 index entries), and up to 300 matches are
  // collected through the indexes.
  const bounds = { headRows: 40, window: 120, maxIntersection: 300 };

  /**
   * Runs a list query as the server does, counting the round trips to PostgreSQL: the
   * statements Kysely sends (a transaction's `BEGIN`, `SET`s and `COMMIT` included) and the
   * queries sent straight through the pool.
   */
  async function counted(text: string) {
    const { pool } = test.database;
    if (pool === undefined) throw new Error("no PostgreSQL pool");
    let trips = 0;
    const db = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool }),
      log: () => {
        trips += 1;
      },
    });
    const countingPool = {
      query: (queryText: string) => {
        trips += 1;
        return pool.query(queryText);
      },
    } as unknown as pg.Pool;
    const query = request(text);
    const page = await postgresListRows(
      { ...test.database, db, pool: countingPool },
      query,
      SORT_COLUMNS[query.sort],
      LISTED_COLUMNS,
      bounds,
    );
    return { ids: page.rows.map((row) => row["id"]), way: page.way, trips };
  }

  /** The same page by the plainest SQL: every filter, the cursor, sorted, no plan chosen. */
  async function reference(text: string) {
    const query = request(text);
    const column = SORT_COLUMNS[query.sort];
    const order = sql.raw(query.direction === 1 ? "ASC" : "DESC");
    const conditions = postgresFilterConditions(test.database, query);
    const { rows } = await sql<{ id: string }>`SELECT id FROM models
      WHERE ${conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `)}
      ORDER BY ${sql.ref(column)} ${order}, id ${order} LIMIT ${query.limit + 1}`.execute(
      test.database.db,
    );
    return rows.map((row) => row.id);
  }

  it("read a term sparse among the first rows in sort order from the sort index, in one statement", async () => {
    // `sst2-5` is in 11 of the 400 fine-tune ids (5, 50-59): one of the 40 least downloaded,
    // six within 60. Before, the head count found too few and the page took a transaction of
    // collected keys and a second read of them (eight round trips).
    const text = "search=sst2-5&sort=downloads&direction=1&limit=5";
    const page = await counted(text);
    expect(page.way).toBe("window");
    expect(page.trips).toBe(1);
    expect(page.ids).toEqual(await reference(text));
    expect(page.ids).toHaveLength(6);
  });

  it("sort the few models every filter matches in the statement that finds them, in one round trip", async () => {
    for (const text of [
      "search=bert&filter=llama&sort=downloads",
      "filter=en&filter=fr&sort=likes&limit=10",
      "search=qwn&sort=likes",
      "search=sst2-1&filter=fr&sort=downloads&limit=3",
    ]) {
      const page = await counted(text);
      expect(page.way, text).toBe("intersection");
      // The head count (or the window) and one query: settings and statement together.
      expect(page.trips, text).toBe(2);
      expect(page.ids, text).toEqual(await reference(text));
    }
  });

  it("write the values of the one-round-trip statement as literals PostgreSQL reads back unchanged", async () => {
    const odd = `it's \\"odd\\" 100%_`;
    await upsertModels(test.database, [
      toModelRecord(
        {
          id: "user-odd/quoted-model",
          pipeline_tag: "text-classification",
          library_name: "transformers",
          tags: ["transformers", odd],
          downloads: 1,
          likes: 0,
          createdAt: "2024-05-01T00:00:00.000Z",
        },
        now,
      ),
    ]);
    const page = await counted(`filter=${encodeURIComponent(odd)}&sort=downloads`);
    expect(page.way).toBe("intersection");
    expect(page.ids).toEqual(["user-odd/quoted-model"]);
    expect((await counted(`filter=${encodeURIComponent("it's")}&sort=downloads`)).ids).toEqual([]);
  });

  it("follow the cursor through every way a page is found", async () => {
    for (const text of [
      "search=sst2-1&sort=downloads&limit=5",
      "search=sst2&filter=fr&sort=likes&limit=7",
      "filter=bert&filter=en&sort=createdAt&limit=30",
      "search=sst2-1&sort=id&direction=1&limit=4",
    ]) {
      const first = await counted(text);
      const last = first.ids.at(-2) as string;
      const row = (
        await sql<Record<string, unknown>>`SELECT * FROM models WHERE id = ${last}`.execute(
          test.database.db,
        )
      ).rows[0] as Record<string, unknown>;
      const query = request(text);
      const column = SORT_COLUMNS[query.sort];
      const cursor = { value: row[column] as number | string, id: last };
      const next = await postgresListRows(
        test.database,
        { ...query, cursor },
        column,
        LISTED_COLUMNS,
        bounds,
      );
      const all = await reference(text.replace(/limit=\d+/, "limit=1000"));
      const start = all.indexOf(last) + 1;
      expect(
        next.rows.map((entry) => entry["id"]),
        text,
      ).toEqual(all.slice(start, start + query.limit + 1));
    }
  });

  it("walk the covering sort index for a search on the id without reading the table", async () => {
    await sql`VACUUM ANALYZE models`.execute(test.database.db);
    const statements: { sql: string; parameters: readonly unknown[] }[] = [];
    const db = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: test.database.pool as pg.Pool }),
      log: (event) => {
        statements.push(event.query);
      },
    });
    const query = request("search=sst2-1&pipeline_tag=text-classification&sort=likes&limit=5");
    await postgresListRows({ ...test.database, db }, query, "likes", LISTED_COLUMNS, bounds);
    const [window] = statements;
    const plan = await test.database.db.transaction().execute(async (transaction) => {
      // 407 rows: the planner would rather read the table; the shape of the walk is the point.
      await sql`SET LOCAL enable_seqscan = off`.execute(transaction);
      const { rows } = await sql<{ "QUERY PLAN": unknown }>`EXPLAIN (FORMAT JSON) ${sql.raw(
        (window?.sql ?? "").replace(/\$(\d+)/g, (_, index: string) =>
          pg.escapeLiteral(String(window?.parameters[Number(index) - 1])),
        ),
      )}`.execute(transaction);
      return JSON.stringify(rows[0]?.["QUERY PLAN"]);
    });
    expect(plan).toContain('"Node Type":"Index Only Scan","Parent Relationship":"Outer"');
    expect(plan).toContain('"Index Name":"models_likes_browse"');
  });

  it("never walk the window in id order, whose index holds no filter column", async () => {
    const text = "search=sst2&sort=id&limit=5";
    const page = await postgresListRows(test.database, request(text), "id", LISTED_COLUMNS, bounds);
    expect(page.way).not.toBe("window");
    expect(page.rows.map((row) => row["id"])).toEqual(await reference(text));
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

  it("walk the sort index without collecting when the head's density says the matches overflow the collection", async () => {
    await sql`ANALYZE models`.execute(test.database.db);
    // A facet sample's page (here 100 rows): `bert` is on about 40 of the 40 head rows, too few
    // for the page, yet at that density the catalogue holds about 400 > 300 matches. Before,
    // they were collected up to the bound, in vain, before the walk (eight round trips).
    const text = "filter=bert&sort=downloads&limit=100";
    const page = await counted(text);
    expect(page.way).toBe("walk");
    expect(page.trips).toBe(2);
    expect(page.ids).toEqual(await reference(text));
  });

  it("leave a page of broad filters whose matches come early in sort order to the sort index", async () => {
    const page = await counted("filter=bert&filter=transformers&sort=downloads&limit=10");
    expect(page.way).toBe("walk");
    expect(page.ids).toEqual(
      await reference("filter=bert&filter=transformers&sort=downloads&limit=10"),
    );
  });
});
