import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type { Kysely, Transaction } from "kysely";
import { UserDataBusyError } from "./user-data-busy.js";
import type { UserData } from "./user-data.js";
import type { UserDataSchema } from "./user-data-schema.js";

/** Bytes per stored chunk: a file streams through the database a quarter of a MiB at a time. */
export const BLOB_CHUNK_BYTES = 256 * 1024;

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
 * A file an upload wrote to disk, already hashed and checked, to be stored under its hash.
 *
 * @example
 * ```ts
 * const upload: UploadedFile = { file: "/tmp/modeldeck-upload-1/0", sha256, contentType: "image/png", size: 5120, caller };
 * ```
 */
export interface UploadedFile {
  file: string;
  sha256: string;
  contentType: string;
  size: number;
  /** Digest of the uploader, for quotas. */
  caller: string;
}

/** Chunks written per transaction: a mebibyte, so uploads take turns with everything else. */
const CHUNKS_PER_WRITE = 4;

/**
 * Writes chunks of `sha256` (its bytes are its name, so writing one twice changes nothing but
 * its time) in one short transaction.
 */
async function writeChunks(
  userData: UserData,
  sha256: string,
  chunks: { chunk: number; bytes: Buffer }[],
  writtenAt: string,
): Promise<void> {
  await userData.db.transaction().execute(async (transaction) => {
    for (const { chunk, bytes } of chunks) {
      await transaction
        .insertInto("blob_chunks")
        .values({ sha256, chunk, bytes, written_at: writtenAt })
        .onConflict((conflict) =>
          conflict.columns(["sha256", "chunk"]).doUpdateSet({ written_at: writtenAt }),
        )
        .execute();
    }
  });
}

/** Removes the chunks of `sha256` when no blob row claims them (an upload refused at the end). */
async function removeOrphanChunks(userData: UserData, sha256: string): Promise<void> {
  await userData.db
    .deleteFrom("blob_chunks")
    .where("sha256", "=", sha256)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("stored_blobs").select("sha256").where("sha256", "=", sha256))),
    )
    .execute();
}

/**
 * Stores an uploaded file under its SHA-256 unless that hash is already stored. Its chunks are
 * copied from disk a mebibyte per transaction, so thirty large uploads at once take turns with
 * every other write instead of queueing whole behind each other; then one transaction checks
 * that every chunk is there and writes the row, so readers see the blob whole or not at all,
 * and a server killed half-way leaves only rowless chunks, invisible and swept later. `admit`
 * runs before the copy and again in that last transaction (exact, then) and may throw to refuse
 * the file (quotas). Returns the stored description (the first upload's type wins) and whether
 * this call created it.
 *
 * @example
 * ```ts
 * const { created } = await storeBlobFile(userData, upload, new Date().toISOString());
 * ```
 */
export async function storeBlobFile(
  userData: UserData,
  upload: UploadedFile,
  createdAt: string,
  admit: (reader: UserData | Transaction<UserDataSchema>) => Promise<void> = async () => {},
): Promise<{ info: BlobInfo; created: boolean }> {
  const existing = await findBlobInfo(userData, upload.sha256);
  if (existing !== undefined) return { info: existing, created: false };
  await admit(userData);
  const chunkCount = Math.ceil(upload.size / BLOB_CHUNK_BYTES);
  const handle = await open(upload.file, "r");
  try {
    for (let first = 0; first < chunkCount; first += CHUNKS_PER_WRITE) {
      const chunks = [];
      for (let chunk = first; chunk < Math.min(chunkCount, first + CHUNKS_PER_WRITE); chunk += 1) {
        const start = chunk * BLOB_CHUNK_BYTES;
        const bytes = Buffer.alloc(Math.min(BLOB_CHUNK_BYTES, upload.size - start));
        const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
        if (bytesRead !== bytes.length) throw new Error("the uploaded file changed on disk");
        chunks.push({ chunk, bytes });
      }
      await writeChunks(userData, upload.sha256, chunks, createdAt);
    }
  } finally {
    await handle.close();
  }
  let created: boolean;
  try {
    created = await userData.db.transaction().execute(async (transaction) => {
      await admit(transaction);
      const present = await transaction
        .selectFrom("blob_chunks")
        .select((select) => select.fn.countAll<number>().as("chunks"))
        .where("sha256", "=", upload.sha256)
        .executeTakeFirstOrThrow();
      // Chunks an orphan sweep took meanwhile: refused as busy, so the client sends it again.
      if (Number(present.chunks) !== chunkCount) throw new UserDataBusyError();
      const inserted = await transaction
        .insertInto("stored_blobs")
        .values({
          sha256: upload.sha256,
          content_type: upload.contentType,
          size: upload.size,
          chunk_count: chunkCount,
          caller: upload.caller,
          created_at: createdAt,
        })
        .onConflict((conflict) => conflict.column("sha256").doNothing())
        .returning("sha256")
        .executeTakeFirst();
      return inserted !== undefined;
    });
  } catch (error) {
    await removeOrphanChunks(userData, upload.sha256);
    throw error;
  }
  if (created) {
    return {
      info: { sha256: upload.sha256, contentType: upload.contentType, size: upload.size },
      created,
    };
  }
  const stored = await findBlobInfo(userData, upload.sha256);
  if (stored === undefined) throw new Error(`blob ${upload.sha256} vanished while being stored`);
  return { info: stored, created: false };
}

/**
 * A stored blob's description, or `undefined`.
 *
 * @example
 * ```ts
 * const info = await findBlobInfo(userData, sha256);
 * ```
 */
export async function findBlobInfo(
  userData: UserData,
  sha256: string,
): Promise<(BlobInfo & { chunkCount: number }) | undefined> {
  const row = await userData.db
    .selectFrom("stored_blobs")
    .select(["content_type", "size", "chunk_count"])
    .where("sha256", "=", sha256)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    sha256,
    contentType: row.content_type,
    size: Number(row.size),
    chunkCount: Number(row.chunk_count),
  };
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A stored blob's bytes as a stream that reads one chunk from the database at a time, so
 * sending a 20 MiB file holds a quarter of a MiB in memory. A chunk that has gone (the blob was
 * removed meanwhile) ends the stream with an error.
 *
 * @example
 * ```ts
 * const info = await findBlobInfo(userData, sha256);
 * if (info !== undefined) reply.type(info.contentType).send(blobStream(userData, info));
 * ```
 */
export function blobStream(
  userData: UserData,
  info: { sha256: string; chunkCount: number },
): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let chunk = 0; chunk < info.chunkCount; chunk += 1) {
      const row = await userData.db
        .selectFrom("blob_chunks")
        .select("bytes")
        .where("sha256", "=", info.sha256)
        .where("chunk", "=", chunk)
        .executeTakeFirst();
      if (row === undefined) throw new Error(`blob ${info.sha256} lost its chunk ${chunk}`);
      yield asBuffer(row.bytes);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * Which of the given hashes are not stored, so a run that refers to media nobody uploaded is
 * refused instead of saving a link that can never show it.
 *
 * @example
 * ```ts
 * const missing = await missingBlobs(userData.db, ["9f86d0…"]); // [] when all are stored
 * ```
 */
export async function missingBlobs(
  db: Kysely<UserDataSchema>,
  hashes: readonly string[],
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const unique = [...new Set(hashes)];
  const rows = await db
    .selectFrom("stored_blobs")
    .select("sha256")
    .where("sha256", "in", unique)
    .execute();
  const found = new Set(rows.map((row) => row.sha256));
  return unique.filter((hash) => !found.has(hash));
}

/** Blobs removed per transaction of a sweep, so one sweep never holds the writer for long. */
const SWEEP_BATCH = 50;

/**
 * Removes blobs created before `before` (ISO 8601) that no saved run or batch refers to, bytes and all,
 * a few at a time, and the chunks of uploads that never finished (no blob row) last written
 * before `orphansBefore`; returns how many blobs went. A compare link that names such a blob
 * stops showing it; saving the run keeps it.
 *
 * @example
 * ```ts
 * const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
 * await removeUnreferencedBlobs(userData, new Date(Date.now() - 7 * 86_400_000).toISOString(), hourAgo);
 * ```
 */
export async function removeUnreferencedBlobs(
  userData: UserData,
  before: string,
  orphansBefore: string = before,
): Promise<number> {
  await userData.db
    .deleteFrom("blob_chunks")
    .where("written_at", "<", orphansBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("stored_blobs")
            .select("sha256")
            .whereRef("stored_blobs.sha256", "=", "blob_chunks.sha256"),
        ),
      ),
    )
    .execute();
  let removed = 0;
  for (;;) {
    const candidates = await userData.db
      .selectFrom("stored_blobs")
      .select("sha256")
      .where("created_at", "<", before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("run_blobs")
              .select("run_id")
              .whereRef("run_blobs.sha256", "=", "stored_blobs.sha256"),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("batch_blobs")
              .select("batch_id")
              .whereRef("batch_blobs.sha256", "=", "stored_blobs.sha256"),
          ),
        ),
      )
      .limit(SWEEP_BATCH)
      .execute();
    if (candidates.length === 0) return removed;
    const hashes = candidates.map((row) => row.sha256);
    removed += await userData.db.transaction().execute(async (transaction) => {
      // Checked again inside the transaction: a run or batch saved since may refer to one now.
      const gone = await transaction
        .deleteFrom("stored_blobs")
        .where("sha256", "in", hashes)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("run_blobs")
                .select("run_id")
                .whereRef("run_blobs.sha256", "=", "stored_blobs.sha256"),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("batch_blobs")
                .select("batch_id")
                .whereRef("batch_blobs.sha256", "=", "stored_blobs.sha256"),
            ),
          ),
        )
        .returning("sha256")
        .execute();
      const goneHashes = gone.map((row) => row.sha256);
      if (goneHashes.length > 0) {
        await transaction.deleteFrom("blob_chunks").where("sha256", "in", goneHashes).execute();
      }
      return goneHashes.length;
    });
    if (candidates.length < SWEEP_BATCH) return removed;
  }
}
