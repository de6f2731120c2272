import type { Transaction } from "kysely";
import { missingBlobs } from "./blobs.js";
import type { UserData } from "./user-data.js";
import type { UserDataSchema } from "./user-data-schema.js";

/**
 * A run as it is written: the validated setup and results already serialized, the model ids of
 * its columns, the blobs it refers to, and the digests of its owner and caller (never a key).
 *
 * @example
 * ```ts
 * await insertRun(userData, { id, kind: "try", task: "text-classification", title: null, setup, results, models: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"], blobs: [], createdAt, ownerDigest, listed: false, caller });
 * ```
 */
export interface NewRun {
  id: string;
  kind: string;
  task: string;
  title: string | null;
  setup: string;
  results: string;
  models: readonly string[];
  blobs: readonly string[];
  createdAt: string;
  ownerDigest: string;
  listed: boolean;
  caller: string;
}

/**
 * One line of a runs listing.
 *
 * @example
 * ```ts
 * const entry: RunSummary = { id: "Qm3x…", kind: "compare", task: "image-classification", title: null, models: ["google/vit-base-patch16-224"], createdAt: "2026-11-23T21:00:00.000Z", listed: false };
 * ```
 */
export interface RunSummary {
  id: string;
  kind: string;
  task: string;
  title: string | null;
  models: string[];
  createdAt: string;
  listed: boolean;
}

/**
 * Where a listing page starts: after the run with this `(createdAt, id)`, newest first.
 *
 * @example
 * ```ts
 * const after: RunPosition = { createdAt: "2026-11-23T21:00:00.000Z", id: "Qm3x…" };
 * ```
 */
export interface RunPosition {
  createdAt: string;
  id: string;
}

/**
 * Which runs a listing shows: those of one owner (by the digest of its key), or those their
 * owners listed publicly.
 *
 * @example
 * ```ts
 * const scope: RunScope = { ownerDigest: "3f7c…" };
 * ```
 */
export type RunScope = { ownerDigest: string } | { listed: true };

/**
 * Writes a run and the blobs it refers to in one transaction. `admit` runs first and may throw
 * to refuse it (quotas); a referenced blob that is not stored (never uploaded, or removed as
 * unreferenced a moment ago) is returned instead of writing anything. The random id makes a
 * collision astronomically unlikely; the primary key refuses one anyway rather than overwrite.
 *
 * @example
 * ```ts
 * const missing = await insertRun(userData, run); // [] once written
 * ```
 */
export async function insertRun(
  userData: UserData,
  run: NewRun,
  admit: (transaction: Transaction<UserDataSchema>) => Promise<void> = async () => {},
): Promise<string[]> {
  return userData.db.transaction().execute(async (transaction) => {
    await admit(transaction);
    const missing = await missingBlobs(transaction, run.blobs);
    if (missing.length > 0) return missing;
    await transaction
      .insertInto("saved_runs")
      .values({
        id: run.id,
        kind: run.kind,
        task: run.task,
        title: run.title,
        setup: run.setup,
        results: run.results,
        models: JSON.stringify(run.models),
        created_at: run.createdAt,
        listed: run.listed ? 1 : 0,
        owner_digest: run.ownerDigest,
        delete_key_digest: null,
        legacy_id: null,
        caller: run.caller,
        size: Buffer.byteLength(run.setup) + Buffer.byteLength(run.results),
      })
      .execute();
    const blobs = [...new Set(run.blobs)];
    if (blobs.length > 0) {
      await transaction
        .insertInto("run_blobs")
        .values(blobs.map((sha256) => ({ run_id: run.id, sha256 })))
        .execute();
    }
    return [];
  });
}

/**
 * Up to `limit` runs of a scope, newest first, after `after` when given: a keyset page over the
 * scope's `(…, created_at, id)` index, as fast on page 500 as on page 1.
 *
 * @example
 * ```ts
 * const page = await listRunSummaries(userData, { listed: true }, 21);
 * ```
 */
export async function listRunSummaries(
  userData: UserData,
  scope: RunScope,
  limit: number,
  after?: RunPosition,
): Promise<RunSummary[]> {
  let query = userData.db
    .selectFrom("saved_runs")
    .select(["id", "kind", "task", "title", "models", "created_at", "listed"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  query =
    "ownerDigest" in scope
      ? query.where("owner_digest", "=", scope.ownerDigest)
      : query.where("listed", "=", 1);
  if (after !== undefined) {
    query = query.where((row) =>
      row(row.refTuple("created_at", "id"), "<", row.tuple(after.createdAt, after.id)),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    task: row.task,
    title: row.title,
    models: JSON.parse(row.models) as string[],
    createdAt: row.created_at,
    listed: Number(row.listed) === 1,
  }));
}

/**
 * A whole run as stored (setup and results still JSON text) with its owner's and legacy delete
 * key's digests, or `undefined`.
 *
 * @example
 * ```ts
 * const stored = await findRun(userData, "Qm3x…");
 * ```
 */
export async function findRun(
  userData: UserData,
  id: string,
): Promise<
  | (RunSummary & {
      setup: string;
      results: string;
      ownerDigest: string | null;
      deleteKeyDigest: string | null;
    })
  | undefined
> {
  const row = await userData.db
    .selectFrom("saved_runs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    task: row.task,
    title: row.title,
    models: JSON.parse(row.models) as string[],
    createdAt: row.created_at,
    listed: Number(row.listed) === 1,
    setup: row.setup,
    results: row.results,
    ownerDigest: row.owner_digest,
    deleteKeyDigest: row.delete_key_digest,
  };
}

/**
 * Deletes a run and its blob references; true when there was one. The blobs stay until the
 * sweep of unreferenced blobs finds them old enough: another run or a link may still use them.
 *
 * @example
 * ```ts
 * await deleteRun(userData, "Qm3x…"); // true
 * ```
 */
export async function deleteRun(userData: UserData, id: string): Promise<boolean> {
  return userData.db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom("run_blobs").where("run_id", "=", id).execute();
    const result = await transaction
      .deleteFrom("saved_runs")
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/**
 * A run saved before owners existed, by the short id it had then (renamed since) or by its id
 * (kept when it was long enough): its current id and the digest of its delete key, or
 * `undefined` when there is no such unclaimed run.
 *
 * @example
 * ```ts
 * const legacy = await findLegacyRun(userData, "Qm3xV0c2kP9wLr7a");
 * ```
 */
export async function findLegacyRun(
  userData: UserData,
  legacyId: string,
): Promise<{ id: string; deleteKeyDigest: string | null } | undefined> {
  const row = await userData.db
    .selectFrom("saved_runs")
    .select(["id", "delete_key_digest"])
    .where("owner_digest", "is", null)
    .where((where) => where.or([where("legacy_id", "=", legacyId), where("id", "=", legacyId)]))
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, deleteKeyDigest: row.delete_key_digest };
}

/**
 * Gives a run saved before owners existed to the owner who proved it was theirs (its delete
 * key): from then on it is that owner's like any run saved since, and its old id and delete
 * key are forgotten. False when someone claimed it first.
 *
 * @example
 * ```ts
 * await claimLegacyRun(userData, "ZcW1u3kq0cH7yA2mV9pQ4g", ownerDigest); // true
 * ```
 */
export async function claimLegacyRun(
  userData: UserData,
  id: string,
  ownerDigest: string,
): Promise<boolean> {
  const result = await userData.db
    .updateTable("saved_runs")
    .set({ owner_digest: ownerDigest, legacy_id: null, delete_key_digest: null })
    .where("id", "=", id)
    .where("owner_digest", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
