import type { UserData } from "../db/user-data.js";
import { batchResultRows, type BatchResultRow } from "./batch-summary.js";
import type { BatchRecord } from "./batch-store.js";

/** Finished batches whose rows are kept in memory, per user data (the newest read first). */
const KEPT_BATCHES = 4;
const kept = new WeakMap<UserData, Map<string, Promise<BatchResultRow[]>>>();

/**
 * Every row of a batch with its cells, as {@link batchResultRows} reads them, read once for a
 * batch that can no longer change (done): its result page asks for the scores and
 * the first rows at once, and people open a finished batch again and again. The last few such
 * batches are kept; a running one is read afresh every time.
 *
 * @example
 * ```ts
 * const rows = await finishedBatchRows(userData, batch);
 * ```
 */
export function finishedBatchRows(
  userData: UserData,
  batch: BatchRecord,
): Promise<BatchResultRow[]> {
  // Only "done" is final for every cell: after a cancel, calls already in flight (on this server
  // or another) may still write theirs.
  if (batch.state !== "done") {
    return batchResultRows(userData, batch);
  }
  let batches = kept.get(userData);
  if (batches === undefined) {
    batches = new Map();
    kept.set(userData, batches);
  }
  const known = batches.get(batch.id);
  if (known !== undefined) {
    // Read again: it moves to the newest end.
    batches.delete(batch.id);
    batches.set(batch.id, known);
    return known;
  }
  const reading = batchResultRows(userData, batch);
  batches.set(batch.id, reading);
  reading.catch(() => batches.delete(batch.id));
  if (batches.size > KEPT_BATCHES) batches.delete(batches.keys().next().value as string);
  return reading;
}
