import { Migrator, sql } from "kysely";
import type { Kysely, Migration, MigrationProvider } from "kysely";
import { createArenaTables, createArenaTallyVersions } from "../../arena/arena-tables.js";
import type { DialectName } from "../database.js";

type AnyDatabase = Kysely<unknown>;

/**
 * Stored files in chunks, saved runs with their owners, and which run refers to which file.
 * Owner and public listings, quota sums per caller and the sweep of old unreferenced files each
 * read an index of their own.
 */
async function createBlobsAndRuns(db: AnyDatabase, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable("stored_blobs")
    .addColumn("sha256", "text", (column) => column.primaryKey())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("chunk_count", "integer", (column) => column.notNull())
    .addColumn("caller", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("stored_blobs_caller")
    .on("stored_blobs")
    .columns(["caller", "created_at", "size"])
    .execute();
  await db.schema
    .createIndex("stored_blobs_created")
    .on("stored_blobs")
    .columns(["created_at", "size"])
    .execute();
  await db.schema
    .createTable("blob_chunks")
    .addColumn("sha256", "text", (column) => column.notNull())
    .addColumn("chunk", "integer", (column) => column.notNull())
    .addColumn("bytes", dialect === "sqlite" ? "blob" : "bytea", (column) => column.notNull())
    .addColumn("written_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("blob_chunks_pk", ["sha256", "chunk"])
    .execute();
  await db.schema
    .createTable("saved_runs")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("title", "text")
    .addColumn("setup", "text", (column) => column.notNull())
    .addColumn("results", "text", (column) => column.notNull())
    .addColumn("models", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("listed", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("owner_digest", "text")
    .addColumn("delete_key_digest", "text")
    .addColumn("legacy_id", "text", (column) => column.unique())
    .addColumn("caller", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("saved_runs_owner")
    .on("saved_runs")
    .columns(["owner_digest", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("saved_runs_listed")
    .on("saved_runs")
    .columns(["listed", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("saved_runs_caller")
    .on("saved_runs")
    .columns(["caller", "created_at", "size"])
    .execute();
  await db.schema
    .createTable("run_blobs")
    .addColumn("run_id", "text", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("run_blobs_pk", ["run_id", "sha256"])
    .execute();
  await db.schema.createIndex("run_blobs_blob").on("run_blobs").column("sha256").execute();
}

/**
 * Batch evaluations (issue 30): a batch with its columns and state, its rows, and one result
 * cell per row and column, created up front so that claiming work is an update of a cell with
 * no result and no live lease. Nothing here holds a key: keys a user brings stay in memory.
 */
async function createBatches(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("batches")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("title", "text")
    .addColumn("columns", "text", (column) => column.notNull())
    .addColumn("row_count", "integer", (column) => column.notNull())
    .addColumn("state", "text", (column) => column.notNull())
    .addColumn("state_reason", "text")
    .addColumn("key_mode", "text", (column) => column.notNull())
    .addColumn("rate_limit_key", "text")
    .addColumn("owner_digest", "text", (column) => column.notNull())
    .addColumn("listed", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("caller", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("started_at", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("batches_owner")
    .on("batches")
    .columns(["owner_digest", "created_at", "id"])
    .execute();
  await db.schema.createIndex("batches_state").on("batches").columns(["state", "id"]).execute();
  await db.schema
    .createTable("batch_rows")
    .addColumn("batch_id", "text", (column) => column.notNull())
    .addColumn("row_index", "integer", (column) => column.notNull())
    .addColumn("input", "text", (column) => column.notNull())
    .addColumn("expected", "text")
    .addPrimaryKeyConstraint("batch_rows_pk", ["batch_id", "row_index"])
    .execute();
  await db.schema
    .createTable("batch_results")
    .addColumn("batch_id", "text", (column) => column.notNull())
    .addColumn("row_index", "integer", (column) => column.notNull())
    .addColumn("column_index", "integer", (column) => column.notNull())
    .addColumn("output", "text")
    .addColumn("answer", "text")
    .addColumn("error_kind", "text")
    .addColumn("error_status", "integer")
    .addColumn("error_message", "text")
    .addColumn("latency_ms", "double precision")
    .addColumn("ttft_ms", "double precision")
    .addColumn("prompt_tokens", "integer")
    .addColumn("completion_tokens", "integer")
    .addColumn("cost", "double precision")
    .addColumn("attempt", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("finished_at", "text")
    .addPrimaryKeyConstraint("batch_results_pk", ["batch_id", "column_index", "row_index"])
    .execute();
  await db.schema
    .createIndex("batch_results_open")
    .on("batch_results")
    .columns(["batch_id", "column_index", "finished_at", "claimed_until"])
    .execute();
}

/**
 * The stored files a batch over files reads (one row per batch and file), so the sweep of
 * unreferenced files keeps them as it keeps a saved run's. Batches stored before this table are
 * filled from their rows: an input that is the quoted SHA-256 of a stored file.
 */
async function createBatchBlobs(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("batch_blobs")
    .addColumn("batch_id", "text", (column) => column.notNull())
    .addColumn("sha256", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("batch_blobs_pk", ["batch_id", "sha256"])
    .execute();
  await db.schema.createIndex("batch_blobs_blob").on("batch_blobs").column("sha256").execute();
  await sql`INSERT INTO batch_blobs (batch_id, sha256)
    SELECT DISTINCT batch_rows.batch_id, stored_blobs.sha256
    FROM batch_rows JOIN stored_blobs
      ON length(batch_rows.input) = 66 AND batch_rows.input = '"' || stored_blobs.sha256 || '"'`.execute(
    db,
  );
}

/**
 * The user data's own migrations, apart from the catalogue's: on SQLite they run in the user-data
 * file, on PostgreSQL beside the catalogue's tables with a migration table of their own. A new
 * table (votes, batches) is one more entry here, named after the last.
 */
function userDataMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    "0001_blobs_and_runs": { up: (db) => createBlobsAndRuns(db, dialect) },
    "0002_arena_votes": { up: (db) => createArenaTables(db) },
    "0003_batches": { up: (db) => createBatches(db) },
    "0004_arena_tally_versions": { up: (db) => createArenaTallyVersions(db) },
    "0005_batch_blobs": { up: (db) => createBatchBlobs(db) },
  };
}

/**
 * Brings the user-data tables up to date. Concurrent callers (two servers starting at once) are
 * safe: Kysely's migrator takes a lock in the database, in a lock table of the user data's own.
 *
 * @example
 * ```ts
 * await migrateUserData(userData.db, "sqlite");
 * ```
 */
export async function migrateUserData(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => userDataMigrations(dialect) };
  // As for the catalogue: a test schema in front of a migrated one must get its own tables.
  const migrationTableSchema =
    dialect === "postgres"
      ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({
    db,
    provider,
    migrationTableName: "user_data_migration",
    migrationLockTableName: "user_data_migration_lock",
    // Parallel branches number their tables in advance (0002 arena votes, 0003 batches): a data
    // folder that ran 0003 before 0002 was merged must still take 0002, not refuse to start.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`user-data migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
