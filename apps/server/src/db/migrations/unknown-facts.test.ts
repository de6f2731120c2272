import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeModels } from "../../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../../test-support/test-databases.js";
import { migrateToLatest } from "./migrations.js";
import {
  listModelRows,
  SORT_COLUMNS,
  type ModelListQuery,
  type SortKey,
} from "../search/model-search.js";

// Twelve models: four know every figure and date, the rest know some or none, as the seed's
// sources do (a 2022 download count alone, a task catalogue's id alone).
const KNOWN = [
  ["acme/known-a", 50, 5, 9, "2024-01-01", "2024-06-01"],
  ["acme/known-b", 50, 7, 3, "2023-01-01", "2024-05-01"],
  ["acme/known-c", 10, 0, 0, "2022-01-01", "2022-02-01"],
  ["acme/known-d", 0, 1, 1, "2025-01-01", "2025-02-01"],
] as const;
const DESCRIPTORS = [
  ...KNOWN.map(([id, downloads, likes, trendingScore, createdAt, lastModified]) => ({
    id,
    tags: ["demo"],
    downloads,
    likes,
    trendingScore,
    createdAt,
    lastModified,
  })),
  { id: "acme/counted-only", tags: ["demo"], downloads: 30 },
  { id: "acme/dated-only", tags: ["demo"], lastModified: "2023-03-03" },
  ...["zeta", "beta", "alpha", "omega", "gamma", "delta"].map((name) => ({
    id: `acme/unknown-${name}`,
    tags: ["demo"],
  })),
];

const FIELDS: Record<Exclude<SortKey, "id">, string> = {
  downloads: "downloads",
  likes: "likes",
  trendingScore: "trendingScore",
  createdAt: "createdAt",
  lastModified: "lastModified",
};

/** The order the API promises: known values by (value, id) in the direction, then unknowns by id. */
function expectedOrder(sort: Exclude<SortKey, "id">, direction: 1 | -1): string[] {
  const field = FIELDS[sort];
  const value = (descriptor: Record<string, unknown>) => {
    const raw = descriptor[field];
    return typeof raw === "string" ? new Date(raw).toISOString() : (raw as number | undefined);
  };
  const known = DESCRIPTORS.filter((descriptor) => value(descriptor) !== undefined).sort(
    (left, right) => {
      const a = value(left)!;
      const b = value(right)!;
      const byValue = a < b ? -1 : a > b ? 1 : 0;
      return direction * (byValue !== 0 ? byValue : left.id < right.id ? -1 : 1);
    },
  );
  const unknown = DESCRIPTORS.filter((descriptor) => value(descriptor) === undefined)
    .map((descriptor) => descriptor.id)
    .sort();
  return [...known.map((descriptor) => descriptor.id), ...unknown];
}

describe.each(DATABASE_ENGINES)("unknown figures and dates on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await storeModels(test.database, DESCRIPTORS);
  });
  afterAll(() => test.dispose());

  /** Every id of a listing, read `limit` at a time through the cursor the route would send. */
  async function pageThrough(query: Omit<ModelListQuery, "limit" | "withData">, limit: number) {
    const ids: string[] = [];
    let cursor: ModelListQuery["cursor"];
    for (let pages = 0; pages < 20; pages += 1) {
      const rows = await listModelRows(test.database, { ...query, limit, cursor, withData: false });
      const page = rows.slice(0, limit);
      ids.push(...page.map((row) => row.id));
      const last = page.at(-1);
      if (rows.length <= limit || last === undefined) return ids;
      cursor = { value: last[SORT_COLUMNS[query.sort]], id: last.id };
    }
    throw new Error("the cursor never reached the end");
  }

  const sorts = Object.keys(FIELDS) as Exclude<SortKey, "id">[];
  it.each(
    sorts.flatMap((sort) => ([1, -1] as const).map((direction) => [sort, direction] as const)),
  )(
    "sorts by %s (direction %s) with unknowns last, by id, on every page size",
    async (sort, direction) => {
      const expected = expectedOrder(sort, direction);
      for (const limit of [1, 3, 5, 100]) {
        expect(await pageThrough({ tags: [], sort, direction }, limit)).toEqual(expected);
        // A search and a tag filter take the planners' other ways (walks, match sets).
        const filtered = { search: "acme", tags: ["demo"], sort, direction };
        expect(await pageThrough(filtered, limit)).toEqual(expected);
      }
    },
  );

  it("stores unknown as NULL and a real 0 as 0", async () => {
    const rows = await test.database.db
      .selectFrom("models")
      .select(["id", "downloads", "likes", "trending_score", "created_at", "last_modified"])
      .where("id", "in", ["acme/known-c", "acme/unknown-alpha"])
      .orderBy("id")
      .execute();
    const known = rows[0]!;
    expect([Number(known.likes), Number(known.trending_score)]).toEqual([0, 0]);
    const unknown = rows[1]!;
    expect([unknown.downloads, unknown.likes, unknown.trending_score]).toEqual([null, null, null]);
    expect([unknown.created_at, unknown.last_modified]).toEqual([null, null]);
  });
});

describe.each(DATABASE_ENGINES)("migration 0013_unknown_facts on %s", (engine) => {
  it("turns the seed's placeholders into NULL and keeps every other value", async () => {
    const test = await openTestDatabase(engine);
    try {
      const { db } = test.database;
      const placeholder = "2026-11-27T23:00:00.000Z";
      // What the code before 0013 stored: 0 and the seeding instant for what a source lacked.
      const seeded = {
        id: "openai/seeded",
        tags: [],
        downloads: 30,
        likes: 0,
        createdAt: placeholder,
        lastModified: placeholder,
        factsReadAt: { downloads: "2022-07-01" },
      };
      const imported = { id: "someone/imported", tags: [], downloads: 0, likes: 0 };
      await storeModels(test.database, [{ ...seeded, trendingScore: 0 }, imported]);
      await sql`DELETE FROM kysely_migration WHERE name >= '0013'`.execute(db);
      await migrateToLatest(db, test.database.dialect);
      const rows = await db
        .selectFrom("models")
        .innerJoin("model_documents", "model_documents.model_seq", "models.seq")
        .select(["id", "downloads", "likes", "trending_score", "created_at", "last_modified"])
        .select("data")
        .orderBy("id")
        .execute();
      const [first, second] = rows;
      expect(first?.id).toBe("openai/seeded");
      expect(Number(first?.downloads)).toBe(30);
      expect([
        first?.likes,
        first?.trending_score,
        first?.created_at,
        first?.last_modified,
      ]).toEqual([null, null, null, null]);
      const body = JSON.parse(first?.data ?? "{}") as Record<string, unknown>;
      expect(body).toMatchObject({ downloads: 30, factsReadAt: { downloads: "2022-07-01" } });
      for (const field of ["likes", "createdAt", "lastModified"]) {
        expect(body).not.toHaveProperty(field);
      }
      // Without factsReadAt nothing tells a placeholder from a real 0: kept as stored.
      expect(second?.id).toBe("someone/imported");
      expect([Number(second?.downloads), Number(second?.likes)]).toEqual([0, 0]);
    } finally {
      await test.dispose();
    }
  });

  it("keeps every index and trigger of models through SQLite's rebuild", async () => {
    if (engine !== "sqlite") return;
    const test = await openTestDatabase(engine);
    try {
      const { db } = test.database;
      const schema = await sql<{ type: string; name: string; sql: string | null }>`SELECT type,
        name, sql FROM sqlite_master WHERE tbl_name = 'models' ORDER BY name`.execute(db);
      const names = schema.rows.map((row) => `${row.type} ${row.name}`);
      expect(names).toEqual(
        expect.arrayContaining([
          "index models_downloads_browse",
          "index models_trending_score_browse",
          "index models_parameters",
          "index sqlite_autoindex_models_1",
          "trigger models_fts_insert",
          "trigger models_filters_update",
        ]),
      );
      const table = schema.rows.find((row) => row.type === "table")?.sql ?? "";
      expect(table).toMatch(/"downloads" integer,/);
      expect(table).toMatch(/"created_at" text,/);
      expect(table).toMatch(/"id" text not null unique/);
      // The triggers still fill the search tables for a model written after the rebuild.
      await storeModels(test.database, [{ id: "acme/after-rebuild", tags: ["fresh"] }]);
      const found = await listModelRows(test.database, {
        search: "after-rebuild",
        tags: ["fresh"],
        sort: "downloads",
        direction: -1,
        limit: 10,
        withData: false,
      });
      expect(found.map((row) => row.id)).toEqual(["acme/after-rebuild"]);
    } finally {
      await test.dispose();
    }
  });
});
