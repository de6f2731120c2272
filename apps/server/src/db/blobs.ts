import type { Database } from "./database.js";

/**
 * A stored blob's description, without its bytes: what an upload answers and what `HEAD` needs.
 *
 * @example
 * ```ts
 * const info: BlobInfo = { sha256: "9f86d0…", contentType: "image/png", size: 1234 };
 * ```
 */
export interface BlobInfo {
  sha256: string;
  contentType: string;
  size: number;
}

/**
 * Stores bytes under their SHA-256 unless that hash is already stored, in one statement, so two
 * uploads of the same file at once store it once. Returns the stored description (the first
 * upload's content type wins) and whether this call created it.
 *
 * @example
 * ```ts
 * const { created } = await storeBlob(database, { sha256, contentType: "image/png", bytes }, new Date().toISOString());
 * ```
 */
export async function storeBlob(
  database: Database,
  blob: { sha256: string; contentType: string; bytes: Buffer },
  createdAt: string,
): Promise<{ info: BlobInfo; created: boolean }> {
  const inserted = await database.db
    .insertInto("blobs")
    .values({
      sha256: blob.sha256,
      content_type: blob.contentType,
      size: blob.bytes.length,
      bytes: blob.bytes,
      created_at: createdAt,
    })
    .onConflict((conflict) => conflict.column("sha256").doNothing())
    .returning("sha256")
    .executeTakeFirst();
  if (inserted !== undefined) {
    return {
      info: { sha256: blob.sha256, contentType: blob.contentType, size: blob.bytes.length },
      created: true,
    };
  }
  const stored = await database.db
    .selectFrom("blobs")
    .select(["content_type", "size"])
    .where("sha256", "=", blob.sha256)
    .executeTakeFirstOrThrow();
  return {
    info: { sha256: blob.sha256, contentType: stored.content_type, size: Number(stored.size) },
    created: false,
  };
}

/**
 * Reads a blob with its bytes, or `undefined`. On SQLite it goes through the main-thread
 * read-only connection: bytes copied out of a worker thread would cost a second copy.
 *
 * @example
 * ```ts
 * const blob = await findBlob(database, sha256);
 * if (blob !== undefined) reply.type(blob.contentType).send(blob.bytes);
 * ```
 */
export async function findBlob(
  database: Database,
  sha256: string,
): Promise<(BlobInfo & { bytes: Buffer }) | undefined> {
  const row = await (database.pointReads ?? database.db)
    .selectFrom("blobs")
    .select(["content_type", "size", "bytes"])
    .where("sha256", "=", sha256)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const bytes = Buffer.isBuffer(row.bytes)
    ? row.bytes
    : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  return { sha256, contentType: row.content_type, size: Number(row.size), bytes };
}

/**
 * Which of the given hashes are not stored, so a run that refers to media nobody uploaded is
 * refused instead of saving a link that can never show it.
 *
 * @example
 * ```ts
 * const missing = await missingBlobs(database, ["9f86d0…"]); // [] when all are stored
 * ```
 */
export async function missingBlobs(
  database: Database,
  hashes: readonly string[],
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const unique = [...new Set(hashes)];
  const rows = await database.db
    .selectFrom("blobs")
    .select("sha256")
    .where("sha256", "in", unique)
    .execute();
  const found = new Set(rows.map((row) => row.sha256));
  return unique.filter((hash) => !found.has(hash));
}
