import type { UserData } from "../db/user-data.js";
import type { BatchState } from "./batch-store.js";
import type { BatchColumn } from "./batch-task.js";

/**
 * One line of a list of batches: enough to find and open one (its page reads the rest), never
 * its owner, caller or keys.
 *
 * @example
 * ```ts
 * const line: BatchListing = { id, task: "text-classification", title: null, state: "done", rowCount: 200, models: ["acme/a", "acme/b"], listed: false, createdAt };
 * ```
 */
export interface BatchListing {
  id: string;
  task: string;
  title: string | null;
  state: BatchState;
  rowCount: number;
  models: string[];
  listed: boolean;
  createdAt: string;
}

/**
 * Whose batches a list shows: one owner's (by the digest of their owner key) or the ones their
 * owners listed publicly.
 *
 * @example
 * ```ts
 * const scope: BatchScope = { listed: true };
 * ```
 */
export type BatchScope = { ownerDigest: string } | { listed: true };

/**
 * The newest `limit` batches of a scope, newest first (the owner's through the
 * `batches_owner` index).
 *
 * @example
 * ```ts
 * const mine = await listBatches(userData, { ownerDigest }, 50);
 * ```
 */
export async function listBatches(
  userData: UserData,
  scope: BatchScope,
  limit: number,
): Promise<BatchListing[]> {
  let query = userData.db
    .selectFrom("batches")
    .select(["id", "task", "title", "state", "row_count", "columns", "listed", "created_at"]);
  query =
    "ownerDigest" in scope
      ? query.where("owner_digest", "=", scope.ownerDigest)
      : query.where("listed", "=", 1);
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    task: row.task,
    title: row.title,
    state: row.state as BatchState,
    rowCount: Number(row.row_count),
    models: (JSON.parse(row.columns) as BatchColumn[]).map((column) => column.model),
    listed: Number(row.listed) === 1,
    createdAt: row.created_at,
  }));
}
