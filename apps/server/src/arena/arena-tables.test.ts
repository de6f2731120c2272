import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { createArenaTallyVersions } from "./arena-tables.js";
import { addToTallies, tallyCategories } from "./arena-tally-store.js";
import { readTallyVersion } from "./tally-versions.js";

describe.each(DATABASE_ENGINES)("migration 0004_arena_tally_versions on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("fills the category counts from the tallies stored before it", async () => {
    const userData = test.database.userData;
    const votedAt = "2026-11-20T10:00:00.000Z";
    const models = ["acme/alpha", "acme/beta"];
    await addToTallies(
      userData.db,
      [
        { task: "translation", models, outcome: { kind: "tie" }, category: "legal", votedAt },
        { task: "translation", models, outcome: { kind: "tie" }, category: "", votedAt },
        { task: "summarization", models, outcome: { kind: "tie" }, category: "news", votedAt },
      ],
      1,
    );
    // As a data folder that ran 0002 only: the new tables are not there yet.
    await userData.db.schema.dropTable("arena_category_votes").execute();
    await userData.db.schema.dropTable("arena_tally_versions").execute();
    await createArenaTallyVersions(userData.db as unknown as Kysely<unknown>);
    expect(await tallyCategories(userData, "translation")).toEqual(["legal"]);
    expect(await tallyCategories(userData, "summarization")).toEqual(["news"]);
    expect(await readTallyVersion(userData, "translation")).toBe(0);
  });
});
