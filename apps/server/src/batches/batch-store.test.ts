import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import type { Database } from "../db/database.js";
import { claimCell, columnProgress, finishCell, insertBatch, renewLeases } from "./batch-store.js";

const COLUMNS = [
  { model: "acme/one", provider: "hf-inference", parameters: {} },
  { model: "acme/two", provider: "hf-inference", parameters: {} },
];
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 4, 0, seconds)).toISOString();

async function newBatch(database: Database, id: string, rows: number) {
  await insertBatch(
    database.userData,
    {
      id,
      task: "text-classification",
      title: null,
      columns: COLUMNS,
      ownerDigest: "0".repeat(64),
      caller: "test",
      createdAt: at(0),
    },
    Array.from({ length: rows }, (_, index) => ({ input: `row ${index}` })),
  );
}

describe.each(DATABASE_ENGINES)("batch cells on %s", (engine) => {
  let test: TestDatabase;
  let other: Database;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    other = await test.openAnother();
  });
  afterAll(() => test.dispose());

  it("gives each cell to one of two servers claiming at once", async () => {
    await newBatch(test.database, "batch-claimed-by-two-servers", 60);
    const claims = (database: Database, worker: string) =>
      Array.from({ length: 6 }, async () => {
        const rows: number[] = [];
        for (;;) {
          const cell = await claimCell(database.userData, {
            batchId: "batch-claimed-by-two-servers",
            column: 1,
            worker,
            now: at(1),
            until: at(60),
          });
          if (cell === undefined) return rows;
          rows.push(cell.row);
        }
      });
    const all = (
      await Promise.all([...claims(test.database, "one"), ...claims(other, "two")])
    ).flat();
    expect(all.sort((one, other) => one - other)).toEqual(
      Array.from({ length: 60 }, (_, index) => index),
    );
  });

  it("claims an expired lease again, and writes a result once, for the lease holder only", async () => {
    const { userData } = test.database;
    await newBatch(test.database, "batch-with-a-lost-server", 2);
    const batchId = "batch-with-a-lost-server";
    const first = await claimCell(userData, {
      batchId,
      column: 0,
      worker: "lost",
      now: at(1),
      until: at(3),
    });
    expect(first).toEqual({ row: 0, input: "row 0", attempt: 1 });
    // Before the lease ends, the next claim gets the other row; after, the same row again.
    const second = await claimCell(userData, {
      batchId,
      column: 0,
      worker: "new",
      now: at(2),
      until: at(9),
    });
    expect(second?.row).toBe(1);
    const again = await claimCell(userData, {
      batchId,
      column: 0,
      worker: "new",
      now: at(4),
      until: at(9),
    });
    expect(again).toEqual({ row: 0, input: "row 0", attempt: 2 });
    const cell = { batchId, column: 0, row: 0, finishedAt: at(5) };
    expect(await finishCell(userData, { ...cell, worker: "lost" }, { answer: "late" })).toBe(false);
    expect(await finishCell(userData, { ...cell, worker: "new" }, { answer: "A" })).toBe(true);
    expect(await finishCell(userData, { ...cell, worker: "new" }, { answer: "B" })).toBe(false);
    await renewLeases(userData, { batchId, worker: "new", until: null });
    // Row 1's lease was given back: claimable at once.
    const freed = await claimCell(userData, {
      batchId,
      column: 0,
      worker: "third",
      now: at(5),
      until: at(9),
    });
    expect(freed?.row).toBe(1);
    const [column] = await columnProgress(userData, batchId);
    expect(column).toEqual({ column: 0, done: 1, errors: 0, left: 1 });
    const stored = await userData.db
      .selectFrom("batch_results")
      .select("answer")
      .where("batch_id", "=", batchId)
      .where("row_index", "=", 0)
      .where("column_index", "=", 0)
      .executeTakeFirstOrThrow();
    expect(stored.answer).toBe("A");
  });
});
