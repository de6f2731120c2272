import type { Database } from "./database.js";

/**
 * A run as it is written: the validated setup and results already serialized, the model ids of
 * its columns, and the digest of its delete key (never the key).
 *
 * @example
 * ```ts
 * await insertRun(database, { id, kind: "compare", task: "text-classification", title: null, setup, results, models: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"], createdAt, deleteKeyDigest });
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
  createdAt: string;
  deleteKeyDigest: string;
}

/**
 * One line of the runs listing.
 *
 * @example
 * ```ts
 * const entry: RunSummary = { id: "Qm3x…", kind: "compare", task: "image-classification", title: null, models: ["google/vit-base-patch16-224"], createdAt: "2026-11-23T21:00:00.000Z" };
 * ```
 */
export interface RunSummary {
  id: string;
  kind: string;
  task: string;
  title: string | null;
  models: string[];
  createdAt: string;
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
 * Writes a run. The id is random, so a collision is astronomically unlikely; the primary key
 * refuses one anyway rather than overwrite.
 *
 * @example
 * ```ts
 * await insertRun(database, run);
 * ```
 */
export async function insertRun(database: Database, run: NewRun): Promise<void> {
  await database.db
    .insertInto("runs")
    .values({
      id: run.id,
      kind: run.kind,
      task: run.task,
      title: run.title,
      setup: run.setup,
      results: run.results,
      models: JSON.stringify(run.models),
      created_at: run.createdAt,
      delete_key_digest: run.deleteKeyDigest,
    })
    .execute();
}

/**
 * Up to `limit` runs, newest first, after `after` when given: a keyset page over the
 * `(created_at, id)` index, as fast on page 500 as on page 1.
 *
 * @example
 * ```ts
 * const page = await listRunSummaries(database, 21);
 * ```
 */
export async function listRunSummaries(
  database: Database,
  limit: number,
  after?: RunPosition,
): Promise<RunSummary[]> {
  let query = database.db
    .selectFrom("runs")
    .select(["id", "kind", "task", "title", "models", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
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
  }));
}

/**
 * A whole run as stored (setup and results still JSON text), or `undefined`.
 *
 * @example
 * ```ts
 * const stored = await findRun(database, "Qm3x…");
 * ```
 */
export async function findRun(
  database: Database,
  id: string,
): Promise<(RunSummary & { setup: string; results: string; deleteKeyDigest: string }) | undefined> {
  const row = await (database.pointReads ?? database.db)
    .selectFrom("runs")
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
    setup: row.setup,
    results: row.results,
    deleteKeyDigest: row.delete_key_digest,
  };
}

/**
 * Deletes a run; true when there was one. Blobs stay: other runs and permalinks may use them.
 *
 * @example
 * ```ts
 * await deleteRun(database, "Qm3x…"); // true
 * ```
 */
export async function deleteRun(database: Database, id: string): Promise<boolean> {
  const result = await database.db.deleteFrom("runs").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
