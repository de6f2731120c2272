import type { Database } from "./database.js";

/**
 * Where an unfinished sync goes on: its key (upstream and options), when it started (which also
 * names the run in `model_sync_state.listed_run`), the listing page to fetch next and how many
 * models it has done.
 *
 * @example
 * ```ts
 * const checkpoint: SyncCheckpoint = { runKey: "https://huggingface.co cards,files", startedAt: "2026-11-27T10:00:00.000Z", pageUrl: null, done: 0 };
 * ```
 */
export interface SyncCheckpoint {
  runKey: string;
  startedAt: string;
  pageUrl: string | null;
  done: number;
}

/**
 * The checkpoint of an unfinished sync with this key, or `undefined`.
 *
 * @example
 * ```ts
 * const resumed = await readCheckpoint(database, runKey);
 * ```
 */
export async function readCheckpoint(
  database: Database,
  runKey: string,
): Promise<SyncCheckpoint | undefined> {
  const row = await database.db
    .selectFrom("sync_checkpoints")
    .selectAll()
    .where("run_key", "=", runKey)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    runKey: row.run_key,
    startedAt: row.started_at,
    pageUrl: row.page_url,
    done: Number(row.done),
  };
}

/**
 * Saves (or moves forward) a sync's checkpoint.
 *
 * @example
 * ```ts
 * await saveCheckpoint(database, { ...checkpoint, pageUrl: page.nextUrl, done }, new Date());
 * ```
 */
export async function saveCheckpoint(
  database: Database,
  checkpoint: SyncCheckpoint,
  now: Date,
): Promise<void> {
  await database.db
    .insertInto("sync_checkpoints")
    .values({
      run_key: checkpoint.runKey,
      started_at: checkpoint.startedAt,
      updated_at: now.toISOString(),
      page_url: checkpoint.pageUrl,
      done: checkpoint.done,
    })
    .onConflict((conflict) =>
      conflict.column("run_key").doUpdateSet((update) => ({
        updated_at: update.ref("excluded.updated_at"),
        page_url: update.ref("excluded.page_url"),
        done: update.ref("excluded.done"),
      })),
    )
    .execute();
}

/**
 * Forgets a finished sync's checkpoint, so the next run starts from the first page.
 *
 * @example
 * ```ts
 * await clearCheckpoint(database, runKey);
 * ```
 */
export async function clearCheckpoint(database: Database, runKey: string): Promise<void> {
  await database.db.deleteFrom("sync_checkpoints").where("run_key", "=", runKey).execute();
}
