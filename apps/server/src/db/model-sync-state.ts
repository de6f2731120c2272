import type { Selectable, Transaction } from "kysely";
import type { Database } from "./database.js";
import type { DatabaseSchema, ModelSyncStateTable } from "./schema.js";

/**
 * Where a model's stored data came from and how fresh it is (see `ModelSyncStateTable`), with
 * `cardBytes` as a number on both engines.
 *
 * @example
 * ```ts
 * const state: SyncState = { modelId: "org/model", source: "https://huggingface.co", sha: "0123…", lastModified: "2025-02-01T10:00:00.000Z", infoReadAt: "2026-11-27T10:00:00.000Z", filesReadAt: null, cardReadAt: null, cardStatus: null, cardBytes: null, listedRun: null, goneAt: null, refreshFailedAt: null, refreshError: null };
 * ```
 */
export interface SyncState {
  modelId: string;
  source: string;
  sha: string | null;
  lastModified: string | null;
  infoReadAt: string | null;
  filesReadAt: string | null;
  cardReadAt: string | null;
  cardStatus: "stored" | "truncated" | "absent" | null;
  cardBytes: number | null;
  listedRun: string | null;
  goneAt: string | null;
  refreshFailedAt: string | null;
  refreshError: string | null;
}

type Row = Selectable<ModelSyncStateTable>;

function fromRow(row: Row): SyncState {
  return {
    modelId: row.model_id,
    source: row.source,
    sha: row.sha,
    lastModified: row.last_modified,
    infoReadAt: row.info_read_at,
    filesReadAt: row.files_read_at,
    cardReadAt: row.card_read_at,
    cardStatus: row.card_status as SyncState["cardStatus"],
    cardBytes: row.card_bytes === null ? null : Number(row.card_bytes),
    listedRun: row.listed_run,
    goneAt: row.gone_at,
    refreshFailedAt: row.refresh_failed_at,
    refreshError: row.refresh_error,
  };
}

function toRow(state: SyncState): Row {
  return {
    model_id: state.modelId,
    source: state.source,
    sha: state.sha,
    last_modified: state.lastModified,
    info_read_at: state.infoReadAt,
    files_read_at: state.filesReadAt,
    card_read_at: state.cardReadAt,
    card_status: state.cardStatus,
    card_bytes: state.cardBytes,
    listed_run: state.listedRun,
    gone_at: state.goneAt,
    refresh_failed_at: state.refreshFailedAt,
    refresh_error: state.refreshError,
  };
}

/** Columns an upsert replaces: all but the key. */
const REPLACED = [
  "source",
  "sha",
  "last_modified",
  "info_read_at",
  "files_read_at",
  "card_read_at",
  "card_status",
  "card_bytes",
  "listed_run",
  "gone_at",
  "refresh_failed_at",
  "refresh_error",
] as const;

/**
 * Writes (or replaces) the sync state of some models inside a transaction the caller opened, so
 * it lands with what it describes.
 *
 * @example
 * ```ts
 * import type { Transaction } from "kysely";
 * import type { DatabaseSchema } from "./schema.js";
 * declare const transaction: Transaction<DatabaseSchema>;
 * await writeSyncStates(transaction, states);
 * ```
 */
export async function writeSyncStates(
  transaction: Transaction<DatabaseSchema>,
  states: readonly SyncState[],
): Promise<void> {
  if (states.length === 0) return;
  await transaction
    .insertInto("model_sync_state")
    .values(states.map(toRow))
    .onConflict((conflict) =>
      conflict
        .column("model_id")
        .doUpdateSet((update) =>
          Object.fromEntries(REPLACED.map((column) => [column, update.ref(`excluded.${column}`)])),
        ),
    )
    .execute();
}

/**
 * The sync state of each of `ids` that has one (exact ids), for deciding which models of a
 * listing page changed.
 *
 * @example
 * ```ts
 * const states = await readSyncStates(database, ["org/a", "org/b"]);
 * states.get("org/a")?.sha;
 * ```
 */
export async function readSyncStates(
  database: Database,
  ids: readonly string[],
): Promise<Map<string, SyncState>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom("model_sync_state")
    .selectAll()
    .where("model_id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.model_id, fromRow(row)]));
}

/**
 * The sync state of one model (exact id), or `undefined` when nothing was ever read upstream for it.
 *
 * @example
 * ```ts
 * const state = await findSyncState(database, "openai-community/gpt2");
 * if (state?.goneAt) console.log("no longer upstream");
 * ```
 */
export async function findSyncState(
  database: Database,
  id: string,
): Promise<SyncState | undefined> {
  const row = await (database.pointReads ?? database.db)
    .selectFrom("model_sync_state")
    .selectAll()
    .where("model_id", "=", id)
    .executeTakeFirst();
  return row === undefined ? undefined : fromRow(row);
}

/**
 * Records that the sync run `run` saw these models in `source`'s listing, unchanged or not, so
 * the models it did not see can be told apart once the listing is complete.
 *
 * @example
 * ```ts
 * await markListed(database, "https://huggingface.co", run.startedAt, ["org/a", "org/b"]);
 * ```
 */
export async function markListed(
  database: Database,
  source: string,
  run: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await database.db
    .updateTable("model_sync_state")
    .set({ listed_run: run, gone_at: null })
    .where("source", "=", source)
    .where("model_id", "in", ids)
    .execute();
}

/**
 * After a complete listing of `source`: marks every model from that source that run `run` did not
 * list as gone since `now` (those already marked keep their date). Returns how many were newly
 * marked.
 *
 * @example
 * ```ts
 * const vanished = await markUnlistedGone(database, "https://huggingface.co", run.startedAt, new Date().toISOString());
 * ```
 */
export async function markUnlistedGone(
  database: Database,
  source: string,
  run: string,
  now: string,
): Promise<number> {
  const result = await database.db
    .updateTable("model_sync_state")
    .set({ gone_at: now })
    .where("source", "=", source)
    .where("gone_at", "is", null)
    .where((where) => where.or([where("listed_run", "is", null), where("listed_run", "<>", run)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Changes some fields of one model's sync state, creating the row (with `source`) when the model
 * had none: a failed refresh, a model the upstream no longer has.
 *
 * @example
 * ```ts
 * await updateSyncState(database, "org/model", "https://huggingface.co", { refreshFailedAt: now, refreshError: "upstream answered 503" });
 * ```
 */
export async function updateSyncState(
  database: Database,
  id: string,
  source: string,
  change: Partial<Omit<SyncState, "modelId" | "source">>,
): Promise<void> {
  await database.db.transaction().execute(async (transaction) => {
    const row = await transaction
      .selectFrom("model_sync_state")
      .selectAll()
      .where("model_id", "=", id)
      .executeTakeFirst();
    const base: SyncState =
      row === undefined ? { ...emptySyncState(id, source) } : { ...fromRow(row) };
    await writeSyncStates(transaction, [{ ...base, ...change }]);
  });
}

/** A state with nothing read yet, for a model first seen at `source`. */
function emptySyncState(id: string, source: string): SyncState {
  return {
    modelId: id,
    source,
    sha: null,
    lastModified: null,
    infoReadAt: null,
    filesReadAt: null,
    cardReadAt: null,
    cardStatus: null,
    cardBytes: null,
    listedRun: null,
    goneAt: null,
    refreshFailedAt: null,
    refreshError: null,
  };
}
