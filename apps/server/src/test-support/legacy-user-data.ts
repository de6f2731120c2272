import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database.js";

/**
 * Gives a test database's catalogue the `runs` and `blobs` tables of catalogue migration `0008`,
 * as a database made before the user data had a place of its own keeps them, with the given rows.
 */
export async function addLegacyUserData(
  database: Database,
  rows: {
    blobs: { sha256: string; contentType: string; bytes: Buffer; createdAt: string }[];
    runs: { id: string; deleteKey: string; setup: unknown; createdAt: string }[];
  },
): Promise<void> {
  const db = database.db as unknown as Kysely<unknown>;
  await sql
    .raw(
      `CREATE TABLE blobs (sha256 text PRIMARY KEY, content_type text NOT NULL,
    size integer NOT NULL, bytes ${database.dialect === "sqlite" ? "blob" : "bytea"} NOT NULL,
    created_at text NOT NULL)`,
    )
    .execute(db);
  await sql`CREATE TABLE runs (id text PRIMARY KEY, kind text NOT NULL, task text NOT NULL,
    title text, setup text NOT NULL, results text NOT NULL, models text NOT NULL,
    created_at text NOT NULL, delete_key_digest text NOT NULL)`.execute(db);
  await sql`CREATE INDEX runs_created ON runs (created_at, id)`.execute(db);
  for (const blob of rows.blobs) {
    await sql`INSERT INTO blobs VALUES (${blob.sha256}, ${blob.contentType}, ${blob.bytes.length},
      ${blob.bytes}, ${blob.createdAt})`.execute(db);
  }
  for (const run of rows.runs) {
    const digest = createHash("sha256").update(run.deleteKey).digest("hex");
    await sql`INSERT INTO runs VALUES (${run.id}, 'try', 'text-classification', 'legacy',
      ${JSON.stringify(run.setup)}, ${JSON.stringify([{ output: null, timings: { totalMs: 5 } }])},
      '["distilbert/distilbert-base-uncased-finetuned-sst-2-english"]', ${run.createdAt},
      ${digest})`.execute(db);
  }
}
