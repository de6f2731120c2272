import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";
import { claimCells, finishCells, insertBatch } from "./batch-store.js";

const NOW = Date.parse("2026-11-28T04:00:00Z");

describe.each(DATABASE_ENGINES)("the provider scoreboard on %s", (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const { userData } = test.database;
    const columns = [
      { model: "acme/many", provider: "together", parameters: {} },
      { model: "acme/few", provider: "hf-inference", parameters: {} },
    ];
    await insertBatch(
      userData,
      {
        id: "scoreboard-batch-0123456789",
        task: "conversational",
        title: null,
        columns,
        ownerDigest: "0".repeat(64),
        caller: "test",
        createdAt: new Date(NOW).toISOString(),
      },
      Array.from({ length: 25 }, (_, index) => ({ input: `row ${index}` })),
    );
    for (const [column, rows] of [
      [0, 25],
      [1, 19],
    ] as const) {
      const cells = await claimCells(userData, {
        batchId: "scoreboard-batch-0123456789",
        column,
        worker: "w",
        now: new Date(NOW).toISOString(),
        until: new Date(NOW + 60_000).toISOString(),
        limit: rows,
      });
      await finishCells(
        userData,
        cells.map((cell) => ({
          batchId: "scoreboard-batch-0123456789",
          column,
          row: cell.row,
          worker: "w",
          finishedAt: new Date(NOW).toISOString(),
          // Latencies 100, 200, … 2500 ms; every fifth row failed; 50 tokens each.
          result:
            cell.row % 5 === 4
              ? { errorKind: "rate-limited", latencyMs: 5 }
              : { answer: "ok", latencyMs: (cell.row + 1) * 100, completionTokens: 50 },
        })),
      );
    }
  });
  afterAll(() => test.dispose());

  it("is off unless the operator opts in", async () => {
    const app = await buildServer({ database: test.database, env: {}, webRoot: "/nonexistent" });
    const answer = (await app.inject({ url: "/api/scoreboard" })).json();
    expect(answer).toEqual({ enabled: false, minSamples: 20, lines: [] });
    await app.close();
  });

  it("shows pairs with at least 20 samples in the window, with latency, tokens/s and errors", async () => {
    const app = await buildServer({
      database: test.database,
      env: { MODELDECK_SCOREBOARD: "1" },
      clock: { now: () => NOW + 3_600_000 },
      webRoot: "/nonexistent",
    });
    const answer = (await app.inject({ url: "/api/scoreboard" })).json();
    // 20 answered rows: 100…2500 ms without rows 5, 10, 15, 20, 25 (×100 ms).
    const answered = Array.from({ length: 25 }, (_, row) => row)
      .filter((row) => row % 5 !== 4)
      .map((row) => (row + 1) * 100);
    expect(answer.lines).toHaveLength(1);
    expect(answer.lines[0]).toMatchObject({
      provider: "together",
      model: "acme/many",
      samples: 25,
      latencyP50Ms: answered[9],
      latencyP95Ms: answered[18],
      errorRate: 5 / 25,
    });
    const seconds = answered.reduce((sum, ms) => sum + ms, 0) / 1000;
    expect(answer.lines[0].tokensPerSecond).toBeCloseTo((20 * 50) / seconds, 9);
    await app.close();
    const later = await buildServer({
      database: test.database,
      env: { MODELDECK_SCOREBOARD: "1", MODELDECK_SCOREBOARD_WINDOW_HOURS: "1" },
      clock: { now: () => NOW + 2 * 3_600_000 },
      webRoot: "/nonexistent",
    });
    expect((await later.inject({ url: "/api/scoreboard" })).json().lines).toEqual([]);
    await later.close();
  });
});
