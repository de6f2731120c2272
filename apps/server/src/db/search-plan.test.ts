import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeModels } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { listModelRows, type ModelListQuery } from "./model-search.js";
import { prefersSortIndex } from "./search-plan.js";

const base: ModelListQuery = {
  tags: [],
  sort: "downloads",
  direction: -1,
  limit: 500,
  withData: false,
};

// Enough matches that SQLite switches to walking the sort index; results must not change.
describe.each(DATABASE_ENGINES)("broad searches on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await storeModels(
      test.database,
      Array.from({ length: 2600 }, (_, index) => ({
        id: `bulk/${index % 2 === 0 ? "common" : "rare"}-model-${index}`,
        tags: index % 3 === 0 ? ["shared", "third"] : ["shared"],
        pipeline_tag: "text-classification",
        downloads: (index * 7919) % 1000,
      })),
    );
  });
  afterAll(() => test.dispose());

  it("walks the sort index only for broad matches on SQLite", async () => {
    const broad = await prefersSortIndex(test.database, { ...base, tags: ["shared"] });
    const narrow = await prefersSortIndex(test.database, { ...base, search: "model-7" });
    const broadTask = await prefersSortIndex(test.database, {
      ...base,
      pipelineTag: "text-classification",
    });
    expect(broad).toBe(engine === "sqlite");
    expect(broadTask).toBe(engine === "sqlite");
    expect(narrow).toBe(false);
  });

  it("returns every match in order across pages either way", async () => {
    for (const query of [
      { tags: ["shared", "third"] },
      { search: "common" },
      { search: "model", tags: ["third"] },
    ]) {
      const seen: { id: string; downloads: number }[] = [];
      let cursor: ModelListQuery["cursor"];
      for (;;) {
        const rows = await listModelRows(test.database, { ...base, ...query, cursor });
        seen.push(...rows.slice(0, base.limit));
        const last = rows[base.limit - 1];
        if (rows.length <= base.limit || last === undefined) break;
        cursor = { value: last.downloads, id: last.id };
      }
      const ordered = [...seen].sort((a, b) => b.downloads - a.downloads || (a.id < b.id ? 1 : -1));
      expect(seen).toEqual(ordered);
      expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
      const expected =
        query.search === "common" ? 1300 : query.tags?.includes("third") ? 867 : 2600;
      expect(seen.length).toBe(expected);
    }
  });
});
