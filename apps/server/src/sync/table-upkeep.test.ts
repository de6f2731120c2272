import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { upsertModelsAlongside } from "../db/model-writes.js";
import { toModelRecord } from "../descriptors/model-record.js";
import { bertFineTunes } from "../test-support/sample-models.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { tableUpkeep } from "./table-upkeep.js";

const now = new Date("2026-11-28T03:00:00Z");

describe.each(DATABASE_ENGINES)("model table upkeep during a sync on %s", (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
  });
  afterEach(() => test.dispose());

  /** Stores `count` models in transactions of 100, as a sync's write queue does. */
  async function storeAsSync(from: number, count: number) {
    const records = bertFineTunes(from + count)
      .slice(from)
      .map((descriptor) => toModelRecord(descriptor, now));
    for (let start = 0; start < records.length; start += 100) {
      await upsertModelsAlongside(test.database, records.slice(start, start + 100), async () => {});
    }
  }

  /** What the planner knows of `models`: its rows, and how many of its pages are all-visible. */
  async function plannerView() {
    const { rows } = await sql<{ tuples: number; pages: number; visible: number }>`SELECT
        reltuples AS tuples, relpages AS pages, relallvisible AS visible
      FROM pg_class WHERE oid = 'models'::regclass`.execute(test.database.db);
    return rows[0];
  }

  it("vacuums and analyses the model tables once enough models arrived, a tenth of the table at a time", async () => {
    const upkeep = tableUpkeep(test.database);
    await storeAsSync(0, 600);
    expect(await upkeep.due(600)).toBe(false);
    await storeAsSync(600, 900);
    if (engine !== "postgres") {
      expect(await upkeep.due(1500)).toBe(false);
      await upkeep.finish();
      return;
    }
    const before = await plannerView();
    // Never vacuumed nor analysed: the sort-index walks would read a table page per entry.
    expect(before?.visible).toBe(0);
    expect(await upkeep.due(1500)).toBe(true);
    const after = await plannerView();
    expect(Number(after?.tuples)).toBe(1500);
    expect(Number(after?.visible)).toBe(Number(after?.pages));
    // A thousand more is due again; fewer is not.
    expect(await upkeep.due(2400)).toBe(false);
    await storeAsSync(1500, 1000);
    expect(await upkeep.due(2500)).toBe(true);
    expect(Number((await plannerView())?.tuples)).toBe(2500);
  });
});
