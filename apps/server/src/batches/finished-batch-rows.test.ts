import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import type { BatchRecord } from "./batch-store.js";
import { finishedBatchRows } from "./finished-batch-rows.js";

const batchOf = (id: string, state: BatchRecord["state"]): BatchRecord => ({
  id,
  task: "text-classification",
  title: null,
  columns: [{ model: "acme/a", provider: "hf-inference", parameters: {} }],
  rowCount: 0,
  state,
  stateReason: null,
  keyMode: "operator",
  rateLimitKey: null,
  ownerDigest: "0".repeat(64),
  listed: false,
  createdAt: "2026-11-28T08:00:00.000Z",
  startedAt: null,
});

describe("finishedBatchRows", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
  });
  afterAll(() => test.dispose());

  it("reads a finished batch once for its page's concurrent requests, a running or cancelled one every time", () => {
    const userData = test.database.userData;
    const done = batchOf("finished-batch-done-0001", "done");
    expect(finishedBatchRows(userData, done)).toBe(finishedBatchRows(userData, done));
    const cancelled = batchOf("finished-batch-cancelled", "cancelled");
    expect(finishedBatchRows(userData, cancelled)).not.toBe(finishedBatchRows(userData, cancelled));
    const running = batchOf("finished-batch-running1", "running");
    expect(finishedBatchRows(userData, running)).not.toBe(finishedBatchRows(userData, running));
  });

  it("keeps only the last few finished batches", async () => {
    const userData = test.database.userData;
    const first = batchOf("finished-batch-first-01", "done");
    const kept = finishedBatchRows(userData, first);
    expect(await kept).toEqual([]);
    for (let index = 0; index < 4; index += 1) {
      finishedBatchRows(userData, batchOf(`finished-batch-other-${index}0`, "done"));
    }
    expect(finishedBatchRows(userData, first)).not.toBe(kept);
  });
});
