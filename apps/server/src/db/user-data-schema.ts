import type { ArenaSchema } from "../arena/arena-schema.js";
import type { Generated } from "kysely";

/**
 * A stored file (media a saved run or a compare link refers to), once per content hash: the
 * SHA-256 of the bytes (64 lower-case hex digits) is the key, so the same image uploaded twice
 * is stored once and a link names exactly the bytes it was made with. The bytes are in
 * {@link BlobChunksTable}; this row is written after the last chunk, in a transaction that
 * checks they are all there, so a blob that has a row has all its bytes.
 *
 * @example
 * ```ts
 * const blob = await userData.db.selectFrom("stored_blobs").select(["content_type", "size"]).where("sha256", "=", hash).executeTakeFirst();
 * ```
 */
interface StoredBlobsTable {
  sha256: string;
  /** One of `BLOB_MEDIA_TYPES` whose signature the bytes matched (`application/octet-stream` for a legacy blob that did not). */
  content_type: string;
  size: number;
  chunk_count: number;
  /** Digest of who uploaded it first (gateway token or client address), for per-caller quotas. */
  caller: string;
  /** ISO 8601 text in UTC. */
  created_at: string;
}

/**
 * The bytes of a stored blob in pieces of at most 256 KiB, so uploads and downloads stream
 * through the database without a whole file in memory, on both engines. Chunks are written
 * before their blob's row, a few per transaction, so one upload never holds the writer for
 * long; chunks whose row never came (a server killed mid-upload) are invisible and swept.
 *
 * @example
 * ```ts
 * const first = await userData.db.selectFrom("blob_chunks").select("bytes").where("sha256", "=", hash).where("chunk", "=", 0).executeTakeFirst();
 * ```
 */
interface BlobChunksTable {
  sha256: string;
  /** 0, 1, 2… in file order. */
  chunk: number;
  bytes: Uint8Array;
  /** ISO 8601 text in UTC: when it was last written, so an orphan is swept only once old. */
  written_at: string;
}

/**
 * A saved compare or try-it run: what was asked (`setup`) and what came back (`results`), both
 * as JSON text, plus what a listing needs. It is private to whoever holds its id (at least 128
 * random bits) unless its owner listed it; the owner is known by the digest of an owner key the
 * saving browser keeps, never the key.
 *
 * @example
 * ```ts
 * const mine = await userData.db.selectFrom("saved_runs").select(["id", "title"]).where("owner_digest", "=", digest).orderBy("created_at", "desc").limit(20).execute();
 * ```
 */
interface SavedRunsTable {
  /** URL-safe random id (base64url of 16 random bytes or more). */
  id: string;
  kind: string;
  /** The pipeline tag the run was made for. */
  task: string;
  title: string | null;
  setup: string;
  results: string;
  /** JSON array text of the model ids of the columns, so a listing reads no setup. */
  models: string;
  /** ISO 8601 text in UTC; with `id` it orders and pages the listings. */
  created_at: string;
  /** 1 when the owner chose to list it publicly, else 0. */
  listed: number;
  /** Hex SHA-256 of the owner key; `null` for a run saved before owners existed, until claimed. */
  owner_digest: string | null;
  /** Hex SHA-256 of the per-run delete key of a run saved before owners existed. */
  delete_key_digest: string | null;
  /** The short id a run saved before owners existed had, kept only so its owner can claim it. */
  legacy_id: string | null;
  /** Digest of who saved it, for per-caller quotas. */
  caller: string;
  /** Bytes of `setup` and `results`, counted against the quotas. */
  size: number;
}

/**
 * Which blobs each saved run refers to, so a blob no run refers to can be removed once old.
 *
 * @example
 * ```ts
 * const used = await userData.db.selectFrom("run_blobs").select("run_id").where("sha256", "=", hash).executeTakeFirst();
 * ```
 */
interface RunBlobsTable {
  run_id: string;
  sha256: string;
}

/**
 * A stored file a batch over files reads (its rows name it by SHA-256); the blob sweep keeps it.
 *
 * @example
 * ```ts
 * const used = await userData.db.selectFrom("batch_blobs").select("batch_id").where("sha256", "=", hash).executeTakeFirst();
 * ```
 */
interface BatchBlobsTable {
  batch_id: string;
  sha256: string;
}

/**
 * A batch evaluation: its task, its 2–4 columns (model, provider, parameters; JSON text), its
 * state (`ready`, `running`, `paused`, `cancelled`, `done`) and whose it is. `key_mode` says whether
 * it runs on the operator's keys (then `rate_limit_key`, the caller's gateway rate-limit key, a
 * digest or an address, never a token) or on keys its owner sent, which live only in the memory
 * of the server that was given them.
 *
 * @example
 * ```ts
 * const running = await userData.db.selectFrom("batches").select("id").where("state", "=", "running").execute();
 * ```
 */
interface BatchesTable {
  id: string;
  task: string;
  title: string | null;
  columns: string;
  row_count: number;
  state: string;
  /** Why a batch stopped by itself (its keys are gone after a restart), shown to its owner. */
  state_reason: string | null;
  key_mode: string;
  rate_limit_key: string | null;
  owner_digest: string;
  listed: number;
  caller: string;
  created_at: string;
  started_at: string | null;
  updated_at: string;
}

/**
 * One input row of a batch: the input as JSON text and the expected answer when given.
 *
 * @example
 * ```ts
 * const rows = await userData.db.selectFrom("batch_rows").selectAll().where("batch_id", "=", id).orderBy("row_index").execute();
 * ```
 */
interface BatchRowsTable {
  batch_id: string;
  row_index: number;
  input: string;
  expected: string | null;
}

/**
 * One row of one column: created empty with the batch, claimed by a server for a while
 * (`claimed_by`, `claimed_until`: an expired lease is claimed again), and written once
 * (`finished_at`) with the output or the error, timings, usage and the attempt number.
 *
 * @example
 * ```ts
 * const left = await userData.db.selectFrom("batch_results").select("row_index").where("batch_id", "=", id).where("finished_at", "is", null).execute();
 * ```
 */
interface BatchResultsTable {
  batch_id: string;
  row_index: number;
  column_index: number;
  /** The provider's answer as JSON text. */
  output: string | null;
  /** The part of the answer the metrics compare (top label, text), as text. */
  answer: string | null;
  error_kind: string | null;
  error_status: number | null;
  error_message: string | null;
  latency_ms: number | null;
  ttft_ms: number | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cost: number | null;
  attempt: Generated<number>;
  claimed_by: string | null;
  claimed_until: string | null;
  finished_at: string | null;
}

/**
 * The user-data schema as Kysely sees it. It lives apart from the catalogue (`DatabaseSchema`):
 * on SQLite in a file of its own, on PostgreSQL in tables no import touches. A new kind of user
 * data (votes, batches) is one migration in `user-data-migrations.ts` plus its row type here.
 *
 * @example
 * ```ts
 * import type { Kysely } from "kysely";
 * declare const userData: { db: Kysely<UserDataSchema> };
 * await userData.db.selectFrom("saved_runs").select("id").limit(1).execute();
 * ```
 */
export interface UserDataSchema extends ArenaSchema {
  stored_blobs: StoredBlobsTable;
  blob_chunks: BlobChunksTable;
  saved_runs: SavedRunsTable;
  run_blobs: RunBlobsTable;
  batch_blobs: BatchBlobsTable;
  batches: BatchesTable;
  batch_rows: BatchRowsTable;
  batch_results: BatchResultsTable;
}
