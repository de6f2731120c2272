import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeModels } from "../../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../../test-support/test-databases.js";
import { listModelRows, SORT_COLUMNS, type ModelListQuery } from "./model-search.js";
import { deleteModel, upsertModels } from "../writes/model-writes.js";
import { toModelRecord } from "../../descriptors/model-record.js";
import { filterMatch, planSqliteList, type PlanBounds } from "./search-plan.js";

const base: ModelListQuery = {
  tags: [],
  sort: "downloads",
  direction: -1,
  limit: 20,
  withData: false,
};

/** Three families with the Hub's own authors, one language tag each, as in the benchmark. */
const FAMILIES = [
  { author: "google-bert", word: "bert", pipeline: "fill-mask" },
  { author: "meta-llama", word: "llama", pipeline: "text-generation" },
  { author: "FacebookAI", word: "roberta", pipeline: "fill-mask" },
] as const;

interface Generated {
  id: string;
  tags: string[];
  pipeline_tag: string;
  library_name: string;
  downloads: number;
  likes: number;
}

const MODELS: Generated[] = Array.from({ length: 3000 }, (_, index) => {
  const family = FAMILIES[index % 3]!;
  return {
    id: `${family.author}/${family.word}-base-${index}`,
    tags: [
      family.word,
      index % 2 === 0 ? "en" : "fr",
      "license:apache-2.0",
      ...(index % 150 === 7 ? ["conversational"] : []),
    ],
    pipeline_tag: family.pipeline,
    library_name: "transformers",
    downloads: (index * 7919) % 100_000,
    likes: index % 97,
  };
});

/** Small bounds, so that 3,000 models show every plan a catalogue of millions would use. */
const SMALL: PlanBounds = { broadMatches: 50, walkEntries: 200, firstWalkEntries: 60 };

/** What a query should return, computed here from the descriptors. */
function expected(query: ModelListQuery): string[] {
  const terms = (query.search ?? "").toLowerCase().split(/\s+/u).filter(Boolean);
  const value = (model: Generated) => (query.sort === "likes" ? model.likes : model.downloads);
  return MODELS.filter(
    (model) =>
      // Terms of three characters or more anywhere in the id, shorter ones at a word's start.
      terms.every((term) =>
        term.length >= 3
          ? model.id.toLowerCase().includes(term)
          : model.id
              .toLowerCase()
              .split(/[^a-z0-9]+/u)
              .some((word) => word.startsWith(term)),
      ) &&
      query.tags.every((tag) => model.tags.includes(tag)) &&
      (query.pipelineTag === undefined || model.pipeline_tag === query.pipelineTag),
  )
    .sort(
      (a, b) => query.direction * (value(a) - value(b)) || query.direction * (a.id < b.id ? -1 : 1),
    )
    .map((model) => model.id);
}

describe("SQLite plans chosen by counting", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    await storeModels(test.database, MODELS);
  });
  afterAll(() => test.dispose());

  const plan = (query: Partial<ModelListQuery>) =>
    planSqliteList(
      test.database,
      { ...base, ...query },
      SORT_COLUMNS[query.sort ?? "downloads"],
      SMALL,
    );

  it("sorts the matches of a word that matches nothing instead of walking a sort index", async () => {
    const { rows, plan: chosen } = await plan({ search: "qwn" });
    expect(rows).toEqual([]);
    expect(chosen).toEqual({ kind: "matches", driver: "tokens" });
  });

  it("intersects two broad tags in the filter index: en and fr meet nowhere", async () => {
    const { rows, plan: chosen } = await plan({ tags: ["en", "fr"] });
    expect(rows).toEqual([]);
    expect(chosen).toEqual({ kind: "matches", driver: "tokens" });
  });

  it("intersects a broad search term with a broad tag in the same index", async () => {
    // "bert" is in every google-bert and FacebookAI/roberta id, "llama" tags the other third.
    const { rows, plan: chosen } = await plan({ search: "bert", tags: ["llama"] });
    expect(rows).toEqual([]);
    expect(chosen).toEqual({ kind: "matches", driver: "tokens" });
  });

  it("reads the intersection when a broad word prefix and a broad tag never meet", async () => {
    // "ll" starts a word of every meta-llama id; the tag "roberta" is on the FacebookAI third.
    const { rows, plan: chosen } = await plan({ search: "ll", tags: ["roberta"] });
    expect(rows).toEqual([]);
    expect(chosen).toEqual({ kind: "matches", driver: "intersection" });
  });

  it("tests each row for a term whose trigrams all occur in an id, but apart", async () => {
    // Every roberta id holds "rob", "obe" and "ber", never "rober-": a superset, narrowed exactly.
    const { rows } = await plan({ search: "obe-ba" });
    expect(rows).toEqual([]);
    const { rows: found } = await plan({ search: "berta-base-2999" });
    expect(found.map((row) => row["id"])).toEqual(["FacebookAI/roberta-base-2999"]);
  });

  it("walks the sort index when a word is in every id, and stops at one page", async () => {
    const { rows, plan: chosen } = await plan({ search: "base" });
    expect(chosen).toEqual({ kind: "walk" });
    expect(rows.map((row) => row["id"])).toEqual(
      expected({ ...base, search: "base" }).slice(0, 21),
    );
  });

  it("drives by a small filter set, whatever the other conditions match", async () => {
    const { plan: chosen } = await plan({ search: "base", tags: ["conversational"] });
    expect(chosen).toEqual({ kind: "matches", driver: "tokens" });
  });

  it("returns every match in order across pages, whichever plan each page takes", async () => {
    const queries: Partial<ModelListQuery>[] = [
      { search: "base" },
      { search: "bert", tags: ["fr"], sort: "likes", direction: 1 },
      { search: "roberta", tags: ["conversational"] },
      { search: "bert", tags: ["llama"] },
      { tags: ["en", "license:apache-2.0"], pipelineTag: "fill-mask" },
      { search: "ta-ba", tags: ["conversational"], sort: "likes" },
      { search: "ll", tags: ["en"] },
    ];
    for (const partial of queries) {
      const query = { ...base, ...partial, limit: 40 };
      const column = SORT_COLUMNS[query.sort];
      const seen: string[] = [];
      let cursor: ModelListQuery["cursor"];
      for (;;) {
        const { rows } = await planSqliteList(test.database, { ...query, cursor }, column, SMALL);
        seen.push(...rows.slice(0, query.limit).map((row) => String(row["id"])));
        const last = rows[query.limit - 1];
        if (rows.length <= query.limit || last === undefined) break;
        cursor = { value: last[column] as number, id: String(last["id"]) };
      }
      expect(seen).toEqual(expected(query));
    }
  });

  it("keeps the filter index in step with upserts and deletes", async () => {
    const now = new Date("2025-02-01T00:00:00Z");
    const moved = { ...MODELS[0]!, tags: ["bert", "fr", "de"] };
    await upsertModels(test.database, [toModelRecord(moved, now)]);
    expect((await plan({ tags: ["de"] })).rows.map((row) => row["id"])).toEqual([moved.id]);
    expect((await plan({ tags: ["de", "en"] })).rows).toEqual([]);
    await deleteModel(test.database, moved.id);
    expect((await plan({ tags: ["de"] })).rows).toEqual([]);
  });

  it("leaves both FTS5 indexes untouched when an upsert changes none of their columns", async () => {
    // FTS5 keeps a structure record (rowid 10 of its data table) that every write to the index
    // changes, if only its cookie; equal bytes mean the triggers wrote nothing.
    const structures = async () =>
      (
        await sql<{ name: string; block: Uint8Array }>`
          SELECT 'filters' AS name, block FROM model_filters_data WHERE id = 10
          UNION ALL SELECT 'words', block FROM models_fts_data WHERE id = 10`.execute(
          test.database.db,
        )
      ).rows.map((row) => [row.name, Buffer.from(row.block).toString("hex")]);
    const now = new Date("2025-03-01T00:00:00Z");
    const model = MODELS[3]!;
    const before = await structures();
    await upsertModels(test.database, [toModelRecord({ ...model, downloads: 5, likes: 1 }, now)]);
    expect(await structures()).toEqual(before);
    await upsertModels(test.database, [
      toModelRecord({ ...model, tags: [...model.tags, "nl"] }, now),
    ]);
    const [filters, words] = await structures();
    expect(filters).not.toEqual(before[0]);
    expect(words).toEqual(before[1]);
    expect((await plan({ tags: ["nl"] })).rows.map((row) => row["id"])).toEqual([model.id]);
  });

  it("spells every filter as one whole token, so no tag matches another", () => {
    expect(filterMatch({ ...base, tags: ["en", "license:mit"], pipelineTag: "fill-mask" })).toBe(
      '"p66696c6c2d6d61736b" AND "t656e" AND "t6c6963656e73653a6d6974"',
    );
    expect(filterMatch({ ...base, search: "Bert" })).toBe('"g626572" AND "g657274"');
  });
});

// With the production bounds, on both engines: results must not depend on the plan.
describe.each(DATABASE_ENGINES)("list queries on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await storeModels(test.database, MODELS);
  });
  afterAll(() => test.dispose());

  it("returns every match in order across pages", async () => {
    for (const partial of [
      { tags: ["en", "license:apache-2.0"] },
      { search: "roberta" },
      { search: "bert", tags: ["fr"], pipelineTag: "fill-mask" },
      { search: "bert", tags: ["llama"] },
    ] satisfies Partial<ModelListQuery>[]) {
      const query = { ...base, ...partial, limit: 500 };
      const seen: string[] = [];
      let cursor: ModelListQuery["cursor"];
      for (;;) {
        const rows = await listModelRows(test.database, { ...query, cursor });
        seen.push(...rows.slice(0, query.limit).map((row) => row.id));
        const last = rows[query.limit - 1];
        if (rows.length <= query.limit || last === undefined) break;
        cursor = { value: last.downloads, id: last.id };
      }
      expect(seen).toEqual(expected(query));
    }
  });
});
