import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleCli, startServeProcess } from "../test-support/cli-process.js";
import { startFakeBatchRouter } from "../test-support/fake-batch-router.js";
import { newOwnerKey } from "../test-support/sample-runs.js";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

const ROWS = 200;
const LABELS = ["POSITIVE", "NEGATIVE", "NEUTRAL"];
const expectedOf = (index: number) => LABELS[index % 3] as string;
/** Each model's answer to row `index`, and what the test scores independently from them. */
const STEADY = (index: number) => (index % 10 === 0 ? "NEGATIVE" : expectedOf(index));
const FLAKY = (index: number) => (index % 7 === 0 ? "POSITIVE" : expectedOf(index));
const SLOW = (index: number) => (index % 4 === 0 ? "NEUTRAL" : expectedOf(index));
/** 20 % of the flaky column's rows fail: half with 429, half with 503. */
const flakyFails = (index: number) => index % 5 === 2;
const MODELS = {
  "acme/steady": (index: number) => ({ label: STEADY(index) }),
  "acme/flaky": (index: number) =>
    flakyFails(index) ? { status: index % 2 === 0 ? 429 : 503 } : { label: FLAKY(index) },
  "acme/slow": (index: number) => ({ label: SLOW(index), delayMs: 25 }),
};
const COLUMNS = Object.keys(MODELS).map((model) => ({ model, provider: "hf-inference" }));

/** Accuracy and macro-F1 written out plainly, apart from the metrics module. */
function independentScores(answer: (index: number) => string | undefined) {
  let correct = 0;
  let answered = 0;
  const counts = new Map<string, { truePositive: number; predicted: number; actual: number }>();
  const entry = (label: string) => {
    const found = counts.get(label) ?? { truePositive: 0, predicted: 0, actual: 0 };
    counts.set(label, found);
    return found;
  };
  for (let index = 0; index < ROWS; index += 1) {
    const output = answer(index);
    if (output === undefined) continue;
    answered += 1;
    const expected = expectedOf(index);
    entry(expected).actual += 1;
    entry(output).predicted += 1;
    if (output === expected) {
      correct += 1;
      entry(expected).truePositive += 1;
    }
  }
  let f1Sum = 0;
  for (const { truePositive, predicted, actual } of counts.values()) {
    const precision = predicted === 0 ? 0 : truePositive / predicted;
    const recall = actual === 0 ? 0 : truePositive / actual;
    f1Sum += precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  }
  return { accuracy: correct / answered, macroF1: f1Sum / counts.size };
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

let folder: string;
let script: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "modeldeck-batch-kill-"));
  script = await bundleCli(folder);
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(DATABASE_ENGINES)("a batch whose server is killed with SIGKILL on %s", (engine) => {
  it("finishes after a restart, each row run once per column, with the right metrics", async () => {
    const router = await startFakeBatchRouter(MODELS);
    const test = engine === "postgres" ? await openTestDatabase(engine) : undefined;
    let storage: Record<string, string> = { MODELDECK_DATA_DIR: join(folder, `data-${engine}`) };
    if (test !== undefined) {
      const schema = (
        await sql<{ name: string }>`SELECT current_schema() AS name`.execute(test.database.db)
      ).rows[0]?.name as string;
      const url = new URL(process.env.DATABASE_URL as string);
      url.searchParams.set("options", `-c search_path=${schema},public`);
      storage = { DATABASE_URL: url.toString() };
    }
    const env = {
      ...storage,
      HF_TOKEN: "hf_operatorTokenForTheKillTest0123",
      MODELDECK_ROUTER_URL: router.url,
      MODELDECK_GATEWAY_RATE_LIMIT: "100000",
      MODELDECK_BATCH_RETRIES: "0",
      MODELDECK_BATCH_LEASE_SECONDS: "2",
      MODELDECK_BATCH_POLL_MS: "100",
    };
    let server = await startServeProcess(script, env);
    try {
      const owner = newOwnerKey();
      const lines = Array.from({ length: ROWS }, (_, index) =>
        JSON.stringify({ input: `review ${index}: words`, expected: expectedOf(index) }),
      );
      const created = await fetch(`${server.url}/api/batches`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-modeldeck-owner-key": owner },
        body: JSON.stringify({
          task: "text-classification",
          columns: COLUMNS,
          format: "jsonl",
          file: lines.join("\n"),
        }),
      });
      expect(created.status, server.output()).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const started = await fetch(`${server.url}/api/batches/${id}/start`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-modeldeck-owner-key": owner },
        body: "{}",
      });
      expect(started.status).toBe(200);
      const status = async () =>
        (await (await fetch(`${server.url}/api/batches/${id}`)).json()) as {
          state: string;
          columns: { done: number; errors: number; left: number }[];
        };
      // Halfway: half of all the row × column cells written.
      let doneAtKill = 0;
      while (doneAtKill < (ROWS * 3) / 2) {
        await wait(10);
        doneAtKill = (await status()).columns.reduce((sum, column) => sum + column.done, 0);
      }
      await killed(server.child);
      // Killed with work left: the restarted server has to finish it.
      expect(doneAtKill).toBeLessThan(ROWS * 3 - 50);
      const receivedAtKill = new Map<string, number>();
      for (const { model } of COLUMNS)
        for (let index = 0; index < ROWS; index += 1)
          receivedAtKill.set(`${model}#${index}`, router.received(model, index));

      server = await startServeProcess(script, env);
      let final = await status();
      while (final.state !== "done") {
        await wait(50);
        final = await status();
      }
      expect(final.columns.map((column) => column.done)).toEqual([ROWS, ROWS, ROWS]);
      expect(final.columns.map((column) => column.errors)).toEqual([0, ROWS / 5, 0]);

      // Once per column: a second call only for a row whose call was in flight at the kill.
      let reRun = 0;
      for (const { model } of COLUMNS) {
        for (let index = 0; index < ROWS; index += 1) {
          const calls = router.received(model, index);
          const key = `${model}#${index}`;
          if (calls === 1) continue;
          expect(calls, key).toBe(2);
          expect(receivedAtKill.get(key), key).toBe(1);
          reRun += 1;
        }
      }
      // At most one row per lane (3 columns × 4): a lane has either a call in flight or an
      // answer waiting for its group's write, never more.
      expect(reRun).toBeLessThanOrEqual(12);

      const results = (await (await fetch(`${server.url}/api/batches/${id}/results`)).json()) as {
        columns: {
          metrics: { accuracy: number; macroF1: number; unanswered: number };
          errors: unknown[];
        }[];
      };
      const answers = [
        STEADY,
        (index: number) => (flakyFails(index) ? undefined : FLAKY(index)),
        SLOW,
      ];
      answers.forEach((answer, column) => {
        const expected = independentScores(answer);
        const metrics = results.columns[column]?.metrics;
        expect(metrics?.accuracy).toBeCloseTo(expected.accuracy, 12);
        expect(metrics?.macroF1).toBeCloseTo(expected.macroF1, 12);
      });
      expect(results.columns[1]?.metrics.unanswered).toBe(ROWS / 5);
      expect(results.columns[1]?.errors).toEqual([
        { kind: "rate-limited", count: ROWS / 10 },
        { kind: "server-error", count: ROWS / 10 },
      ]);
    } finally {
      await killed(server.child);
      await router.close();
      await test?.dispose();
    }
  }, 240_000);
});
