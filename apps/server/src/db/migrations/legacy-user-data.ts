import { randomBytes } from "node:crypto";
import { blobMediaType, matchesMediaSignature } from "@modeldeck/hub";
import { sql, type Kysely } from "kysely";
import { BLOB_CHUNK_BYTES } from "../blobs.js";
import type { DialectName } from "../database.js";
import type { UserData } from "../user-data.js";

/** Who uploaded or saved a moved row is not known; quotas count such rows under this name. */
const UNKNOWN_CALLER = "before-owners";

/**
 * Random bytes of a run id: 128 bits, so nobody finds a run by guessing. An id shorter than what
 * this many bytes encode to (the 96-bit ids runs had before) is given a new one when moved.
 *
 * @example
 * ```ts
 * randomBytes(RUN_ID_BYTES).toString("base64url"); // 22 characters
 * ```
 */
export const RUN_ID_BYTES = 16;
const UNGUESSABLE_ID_LENGTH = Math.ceil((RUN_ID_BYTES * 8) / 6);

interface LegacyRun {
  id: string;
  kind: string;
  task: string;
  title: string | null;
  setup: string;
  results: string;
  models: string;
  created_at: string;
  delete_key_digest: string;
}

/** The `{ "blob": "<sha256>" }` references anywhere in a stored run's JSON text. */
function blobReferences(json: string): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key === "blob" && typeof item === "string" && /^[0-9a-f]{64}$/.test(item)) {
          found.add(item);
        }
        walk(item);
      }
    }
  };
  walk(JSON.parse(json));
  return [...found];
}

async function legacyTables(catalogue: Kysely<unknown>, dialect: DialectName): Promise<string[]> {
  const { rows } =
    dialect === "sqlite"
      ? await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE type = 'table' AND name IN ('runs', 'blobs')`.execute(catalogue)
      : await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_name IN ('runs', 'blobs')`.execute(
          catalogue,
        );
  return rows.map((row) => row.name);
}

/**
 * Copies one legacy blob, unless already copied. Bytes that do not start as their declared type
 * (HTML uploaded as `image/png`, before signatures were checked) are kept as
 * `application/octet-stream`, which is served only as a download and never rebuilt as media.
 */
async function moveBlob(catalogue: Kysely<unknown>, userData: UserData, sha256: string) {
  const { rows } = await sql<{
    content_type: string;
    bytes: Uint8Array;
    created_at: string;
  }>`SELECT content_type, bytes, created_at FROM blobs WHERE sha256 = ${sha256}`.execute(catalogue);
  const row = rows[0];
  if (row === undefined) return;
  const bytes = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  const type = blobMediaType(row.content_type);
  const contentType =
    type !== undefined && matchesMediaSignature(bytes, type) ? type : "application/octet-stream";
  const chunkCount = Math.ceil(bytes.length / BLOB_CHUNK_BYTES);
  await userData.db.transaction().execute(async (transaction) => {
    const inserted = await transaction
      .insertInto("stored_blobs")
      .values({
        sha256,
        content_type: contentType,
        size: bytes.length,
        chunk_count: chunkCount,
        caller: UNKNOWN_CALLER,
        created_at: row.created_at,
      })
      .onConflict((conflict) => conflict.column("sha256").doNothing())
      .returning("sha256")
      .executeTakeFirst();
    if (inserted === undefined) return;
    for (let chunk = 0; chunk < chunkCount; chunk += 1) {
      const start = chunk * BLOB_CHUNK_BYTES;
      await transaction
        .insertInto("blob_chunks")
        .values({
          sha256,
          chunk,
          bytes: bytes.subarray(start, start + BLOB_CHUNK_BYTES),
          written_at: row.created_at,
        })
        .execute();
    }
  });
}

/**
 * Copies a page of legacy runs, unless already copied. A run keeps its id when it is already
 * unguessable; a short one gets a new 128-bit id and remembers the old one only so the browser
 * holding its delete key can claim it (`POST /api/runs/claims`): the old link stops working.
 * Moved runs are unlisted and ownerless until claimed.
 */
async function moveRuns(userData: UserData, runs: LegacyRun[]) {
  await userData.db.transaction().execute(async (transaction) => {
    for (const run of runs) {
      const short = run.id.length < UNGUESSABLE_ID_LENGTH;
      const id = short ? randomBytes(RUN_ID_BYTES).toString("base64url") : run.id;
      // The unique legacy id (or the primary key) makes a second copy a no-op.
      const inserted = await transaction
        .insertInto("saved_runs")
        .values({
          id,
          kind: run.kind,
          task: run.task,
          title: run.title,
          setup: run.setup,
          results: run.results,
          models: run.models,
          created_at: run.created_at,
          listed: 0,
          owner_digest: null,
          delete_key_digest: run.delete_key_digest,
          legacy_id: short ? run.id : null,
          caller: UNKNOWN_CALLER,
          size: Buffer.byteLength(run.setup) + Buffer.byteLength(run.results),
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted === undefined) continue;
      const blobs = [...blobReferences(run.setup), ...blobReferences(run.results)];
      for (const sha256 of new Set(blobs)) {
        await transaction
          .insertInto("run_blobs")
          .values({ run_id: id, sha256 })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
  });
}

/**
 * Moves saved runs and blobs out of the catalogue, where databases made before the user data
 * had its own place keep them (`runs`, `blobs` of catalogue migration `0008`), into the user
 * data, then drops the catalogue's tables. Safe to repeat and to interrupt: every copy is
 * skipped when already made, and the old tables go only after everything is copied, so a
 * server killed half-way finishes the move at its next start. Returns how many runs and blobs
 * were found.
 *
 * @example
 * ```ts
 * await moveLegacyUserData(database.db, database.dialect, database.userData);
 * ```
 */
export async function moveLegacyUserData(
  catalogue: Kysely<unknown>,
  dialect: DialectName,
  userData: UserData,
): Promise<{ runs: number; blobs: number }> {
  const tables = await legacyTables(catalogue, dialect);
  let runs = 0;
  let blobs = 0;
  if (tables.includes("blobs")) {
    for (let after = ""; ;) {
      const { rows } = await sql<{ sha256: string }>`SELECT sha256 FROM blobs
        WHERE sha256 > ${after} ORDER BY sha256 LIMIT 100`.execute(catalogue);
      for (const row of rows) await moveBlob(catalogue, userData, row.sha256);
      blobs += rows.length;
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.sha256;
    }
  }
  if (tables.includes("runs")) {
    for (let after = ""; ;) {
      const { rows } = await sql<LegacyRun>`SELECT id, kind, task, title, setup, results, models,
        created_at, delete_key_digest FROM runs WHERE id > ${after} ORDER BY id LIMIT 200`.execute(
        catalogue,
      );
      if (rows.length > 0) await moveRuns(userData, rows);
      runs += rows.length;
      const last = rows.at(-1);
      if (last === undefined) break;
      after = last.id;
    }
  }
  for (const table of tables) await sql`DROP TABLE IF EXISTS ${sql.id(table)}`.execute(catalogue);
  return { runs, blobs };
}
