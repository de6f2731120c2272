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
export interface UserDataSchema {
  stored_blobs: StoredBlobsTable;
  blob_chunks: BlobChunksTable;
  saved_runs: SavedRunsTable;
  run_blobs: RunBlobsTable;
}
