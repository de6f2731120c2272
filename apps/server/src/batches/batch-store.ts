import { sql } from "kysely";
import type { UserData } from "../db/user-data.js";
import type { BatchColumn } from "./batch-task.js";

/**
 * A batch's state: `ready` (uploaded, not started), `running`, `paused`, `cancelled`, `done`.
 *
 * @example
 * ```ts
 * const state: BatchState = "running";
 * ```
 */
export type BatchState = "ready" | "running" | "paused" | "cancelled" | "done";

/**
 * A batch as the runner and the routes read it.
 *
 * @example
 * ```ts
 * const batch: BatchRecord = { id, task: "text-classification", title: null, columns, rowCount: 200, state: "ready", stateReason: null, keyMode: "operator", rateLimitKey: null, ownerDigest, listed: false, createdAt, startedAt: null };
 * ```
 */
export interface BatchRecord {
  id: string;
  task: string;
  title: string | null;
  columns: BatchColumn[];
  rowCount: number;
  state: BatchState;
  stateReason: string | null;
  keyMode: "operator" | "own";
  rateLimitKey: string | null;
  ownerDigest: string;
  listed: boolean;
  createdAt: string;
  startedAt: string | null;
}

/**
 * One uploaded row: its input text and, when the file gave one, the expected answer.
 *
 * @example
 * ```ts
 * const row: BatchInputRow = { input: "a fine film", expected: "POSITIVE" };
 * ```
 */
export interface BatchInputRow {
  input: string;
  expected?: string | undefined;
}

/** Rows per insert statement: far below either engine's limit on bound parameters. */
const INSERT_CHUNK = 200;

/**
 * Writes a new batch, its rows and one empty result cell per row and column in one
 * transaction, so a batch is there whole or not at all.
 *
 * @example
 * ```ts
 * await insertBatch(userData, { id, task, title: null, columns, ownerDigest, caller, createdAt }, rows);
 * ```
 */
export async function insertBatch(
  userData: UserData,
  batch: {
    id: string;
    task: string;
    title: string | null;
    columns: BatchColumn[];
    ownerDigest: string;
    caller: string;
    createdAt: string;
  },
  rows: readonly BatchInputRow[],
): Promise<void> {
  await userData.db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto("batches")
      .values({
        id: batch.id,
        task: batch.task,
        title: batch.title,
        columns: JSON.stringify(batch.columns),
        row_count: rows.length,
        state: "ready",
        state_reason: null,
        key_mode: "operator",
        rate_limit_key: null,
        owner_digest: batch.ownerDigest,
        listed: 0,
        caller: batch.caller,
        created_at: batch.createdAt,
        started_at: null,
        updated_at: batch.createdAt,
      })
      .execute();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      await transaction
        .insertInto("batch_rows")
        .values(
          chunk.map((row, offset) => ({
            batch_id: batch.id,
            row_index: start + offset,
            input: JSON.stringify(row.input),
            expected: row.expected ?? null,
          })),
        )
        .execute();
      for (let column = 0; column < batch.columns.length; column += 1) {
        await transaction
          .insertInto("batch_results")
          .values(
            chunk.map((_, offset) => ({
              batch_id: batch.id,
              row_index: start + offset,
              column_index: column,
            })),
          )
          .execute();
      }
    }
  });
}

/**
 * Reads a batch, or `undefined` when there is none with that id.
 *
 * @example
 * ```ts
 * const batch = await findBatch(userData, id);
 * ```
 */
export async function findBatch(userData: UserData, id: string): Promise<BatchRecord | undefined> {
  const row = await userData.db
    .selectFrom("batches")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.id,
    task: row.task,
    title: row.title,
    columns: JSON.parse(row.columns) as BatchColumn[],
    rowCount: Number(row.row_count),
    state: row.state as BatchState,
    stateReason: row.state_reason,
    keyMode: row.key_mode === "own" ? "own" : "operator",
    rateLimitKey: row.rate_limit_key,
    ownerDigest: row.owner_digest,
    listed: Number(row.listed) === 1,
    createdAt: row.created_at,
    startedAt: row.started_at,
  };
}

/**
 * Moves a batch to `to` when it is in one of `from` (so a cancelled batch is never resumed by a
 * late pause, and two servers agree), with the other columns given; answers whether it moved.
 *
 * @example
 * ```ts
 * await moveBatch(userData, id, ["running"], "paused", { updatedAt: now });
 * ```
 */
export async function moveBatch(
  userData: UserData,
  id: string,
  from: readonly BatchState[],
  to: BatchState,
  changes: {
    updatedAt: string;
    startedAt?: string;
    keyMode?: "operator" | "own";
    rateLimitKey?: string | null;
    stateReason?: string | null;
  },
): Promise<boolean> {
  const result = await userData.db
    .updateTable("batches")
    .set({
      state: to,
      updated_at: changes.updatedAt,
      state_reason: changes.stateReason ?? null,
      ...(changes.startedAt === undefined ? {} : { started_at: changes.startedAt }),
      ...(changes.keyMode === undefined ? {} : { key_mode: changes.keyMode }),
      ...(changes.rateLimitKey === undefined ? {} : { rate_limit_key: changes.rateLimitKey }),
    })
    .where("id", "=", id)
    .where("state", "in", [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The ids of the batches in `state`, oldest first.
 *
 * @example
 * ```ts
 * const running = await batchesIn(userData, "running");
 * ```
 */
export async function batchesIn(userData: UserData, state: BatchState): Promise<string[]> {
  const rows = await userData.db
    .selectFrom("batches")
    .select("id")
    .where("state", "=", state)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A claimed cell: which row of which column this server now runs, its input and the attempt
 * number (1 on the first claim; higher when an expired lease was claimed again).
 *
 * @example
 * ```ts
 * const cell: ClaimedCell = { row: 7, input: "a fine film", attempt: 1 };
 * ```
 */
export interface ClaimedCell {
  row: number;
  input: string;
  attempt: number;
}

/**
 * Claims up to `limit` cells of a column that have no result and no live lease, for `worker`
 * until `until`, lowest rows first, with their inputs. On PostgreSQL the candidate rows are
 * locked with `FOR UPDATE SKIP LOCKED`, so servers claiming at once each get different cells
 * without waiting on each other; SQLite has one writer, which makes the select-and-update one
 * step anyway.
 *
 * @example
 * ```ts
 * const cells = await claimCells(userData, { batchId, column: 0, worker, now, until, limit: 8 });
 * ```
 */
export async function claimCells(
  userData: UserData,
  claim: {
    batchId: string;
    column: number;
    worker: string;
    now: string;
    until: string;
    limit: number;
  },
): Promise<ClaimedCell[]> {
  const open = sql`
    SELECT row_index FROM batch_results
    WHERE batch_id = ${claim.batchId} AND column_index = ${claim.column}
      AND finished_at IS NULL AND (claimed_until IS NULL OR claimed_until < ${claim.now})
    ORDER BY row_index LIMIT ${claim.limit}`;
  const set = sql`
    UPDATE batch_results
    SET claimed_by = ${claim.worker}, claimed_until = ${claim.until}, attempt = attempt + 1
    WHERE batch_id = ${claim.batchId} AND column_index = ${claim.column}`;
  // On PostgreSQL the rows are picked once, in a materialized step: a sub-select of an UPDATE
  // may be evaluated more than once, and with SKIP LOCKED each evaluation could pick other rows.
  // SQLite's one writer runs the plain form as one step (and its read pool must not get a
  // statement that starts with WITH but writes).
  const result = await (
    userData.dialect === "postgres"
      ? sql<{ row_index: number; attempt: number }>`
          WITH picked AS MATERIALIZED (${open} FOR UPDATE SKIP LOCKED)
          ${set} AND row_index IN (SELECT row_index FROM picked)
          RETURNING row_index, attempt`
      : sql<{ row_index: number; attempt: number }>`
          ${set} AND row_index IN (${open})
          RETURNING row_index, attempt`
  ).execute(userData.db);
  if (result.rows.length === 0) return [];
  const inputs = await userData.db
    .selectFrom("batch_rows")
    .select(["row_index", "input"])
    .where("batch_id", "=", claim.batchId)
    .where(
      "row_index",
      "in",
      result.rows.map((row) => row.row_index),
    )
    .execute();
  const inputOf = new Map(inputs.map((row) => [Number(row.row_index), row.input]));
  return result.rows
    .map((row) => ({
      row: Number(row.row_index),
      input: JSON.parse(inputOf.get(Number(row.row_index)) ?? '""') as string,
      attempt: Number(row.attempt),
    }))
    .sort((one, other) => one.row - other.row);
}

/**
 * Claims the next cell of a column ({@link claimCells} with a limit of one).
 *
 * @example
 * ```ts
 * const cell = await claimCell(userData, { batchId, column: 0, worker, now, until });
 * ```
 */
export async function claimCell(
  userData: UserData,
  claim: { batchId: string; column: number; worker: string; now: string; until: string },
): Promise<ClaimedCell | undefined> {
  return (await claimCells(userData, { ...claim, limit: 1 }))[0];
}

/**
 * What a finished cell holds: the answer or the error, timings and usage.
 *
 * @example
 * ```ts
 * const result: CellResult = { output: "[…]", answer: "POSITIVE", latencyMs: 212 };
 * ```
 */
export interface CellResult {
  output?: string;
  answer?: string | undefined;
  errorKind?: string;
  errorStatus?: number | undefined;
  errorMessage?: string;
  latencyMs?: number;
  ttftMs?: number;
  promptTokens?: number | undefined;
  completionTokens?: number | undefined;
  cost?: number;
}

/**
 * A cell to write: which one, who holds its lease, when it finished, and its result.
 *
 * @example
 * ```ts
 * const finished: FinishedCell = { batchId, column: 0, row: 7, worker, finishedAt, result: { answer: "POSITIVE" } };
 * ```
 */
export interface FinishedCell {
  batchId: string;
  column: number;
  row: number;
  worker: string;
  finishedAt: string;
  result: CellResult;
}

/** Cells per update statement: 17 parameters each, far below either engine's limit. */
const FINISH_CHUNK = 100;

/** One cell as a row of the `VALUES` list {@link finishCells} joins on (typed by its casts). */
function finishedValues(cell: FinishedCell) {
  const { result } = cell;
  return sql`(${sql.join([
    cell.batchId,
    cell.column,
    cell.row,
    cell.worker,
    cell.finishedAt,
    result.output ?? null,
    result.answer ?? null,
    result.errorKind ?? null,
    result.errorStatus ?? null,
    result.errorMessage ?? null,
    result.latencyMs ?? null,
    result.ttftMs ?? null,
    result.promptTokens ?? null,
    result.completionTokens ?? null,
    result.cost ?? null,
  ])})`;
}

/**
 * Writes cells' results once: each only while it has none and its worker still holds its lease,
 * so a server whose lease expired (and whose cell another server claimed) cannot overwrite it.
 * A group is one `UPDATE … FROM (VALUES …)` per hundred cells (both engines name the columns
 * of a `VALUES` list `column1`, `column2`, …; the casts type the parameters for PostgreSQL), so
 * a group commit costs one round trip, not one per cell. Answers how many were written.
 *
 * @example
 * ```ts
 * await finishCells(userData, [{ batchId, column: 0, row: 7, worker, finishedAt, result: { answer: "POSITIVE" } }]);
 * ```
 */
export async function finishCells(
  userData: UserData,
  cells: readonly FinishedCell[],
): Promise<number> {
  let written = 0;
  for (let start = 0; start < cells.length; start += FINISH_CHUNK) {
    const chunk = cells.slice(start, start + FINISH_CHUNK);
    const result = await sql`
      UPDATE batch_results SET
        output = v.column6,
        answer = v.column7,
        error_kind = v.column8,
        error_status = CAST(v.column9 AS INTEGER),
        error_message = v.column10,
        latency_ms = CAST(v.column11 AS DOUBLE PRECISION),
        ttft_ms = CAST(v.column12 AS DOUBLE PRECISION),
        prompt_tokens = CAST(v.column13 AS INTEGER),
        completion_tokens = CAST(v.column14 AS INTEGER),
        cost = CAST(v.column15 AS DOUBLE PRECISION),
        finished_at = v.column5,
        claimed_until = NULL
      FROM (VALUES ${sql.join(chunk.map(finishedValues))}) AS v
      WHERE batch_results.batch_id = v.column1
        AND batch_results.column_index = CAST(v.column2 AS INTEGER)
        AND batch_results.row_index = CAST(v.column3 AS INTEGER)
        AND batch_results.finished_at IS NULL
        AND batch_results.claimed_by = v.column4`.execute(userData.db);
    written += Number(result.numAffectedRows ?? 0);
  }
  return written;
}

/**
 * Writes one cell's result once ({@link finishCells} for one); answers whether it was written.
 *
 * @example
 * ```ts
 * await finishCell(userData, { batchId, column: 0, row: 7, worker, finishedAt }, { answer: "POSITIVE" });
 * ```
 */
export async function finishCell(
  userData: UserData,
  cell: { batchId: string; column: number; row: number; worker: string; finishedAt: string },
  result: CellResult,
): Promise<boolean> {
  return (await finishCells(userData, [{ ...cell, result }])) > 0;
}

/**
 * Extends the leases `worker` holds on a batch's unfinished cells, or ends them (`until` null:
 * a pause gives its cells back at once).
 *
 * @example
 * ```ts
 * await renewLeases(userData, { batchId, worker, until: later });
 * ```
 */
export async function renewLeases(
  userData: UserData,
  lease: { batchId: string; worker: string; until: string | null },
): Promise<void> {
  await userData.db
    .updateTable("batch_results")
    .set({ claimed_until: lease.until })
    .where("batch_id", "=", lease.batchId)
    .where("claimed_by", "=", lease.worker)
    .where("finished_at", "is", null)
    .execute();
}

/**
 * A column's progress: rows finished, failed, and unfinished.
 *
 * @example
 * ```ts
 * const progress: ColumnProgress = { column: 0, done: 120, errors: 3, left: 80 };
 * ```
 */
export interface ColumnProgress {
  column: number;
  done: number;
  errors: number;
  left: number;
}

/**
 * Progress per column of a batch, from its result cells.
 *
 * @example
 * ```ts
 * const [first] = await columnProgress(userData, id);
 * ```
 */
export async function columnProgress(userData: UserData, id: string): Promise<ColumnProgress[]> {
  const rows = await userData.db
    .selectFrom("batch_results")
    .select((eb) => [
      "column_index",
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("finished_at").as("done"),
      eb.fn.count<number>("error_kind").as("errors"),
    ])
    .where("batch_id", "=", id)
    .groupBy("column_index")
    .orderBy("column_index")
    .execute();
  return rows.map((row) => ({
    column: Number(row.column_index),
    done: Number(row.done),
    errors: Number(row.errors),
    left: Number(row.total) - Number(row.done),
  }));
}

/**
 * How many batches run on the operator's keys now, on every server: the operator's limit
 * (`MODELDECK_BATCH_OPERATOR_RUNNING`) is checked against it before another starts.
 *
 * @example
 * ```ts
 * if ((await runningOperatorBatches(userData)) >= 2) refuse();
 * ```
 */
export async function runningOperatorBatches(userData: UserData): Promise<number> {
  const running = await userData.db
    .selectFrom("batches")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("state", "=", "running")
    .where("key_mode", "=", "operator")
    .executeTakeFirstOrThrow();
  return Number(running.count);
}

/**
 * Lists a batch publicly (shared) or takes it back (private).
 *
 * @example
 * ```ts
 * await setBatchListed(userData, id, true);
 * ```
 */
export async function setBatchListed(userData: UserData, id: string, listed: boolean) {
  await userData.db
    .updateTable("batches")
    .set({ listed: listed ? 1 : 0 })
    .where("id", "=", id)
    .execute();
}
