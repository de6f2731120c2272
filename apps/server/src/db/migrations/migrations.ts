import { Migrator, sql } from "kysely";
import type { Kysely, Migration, MigrationProvider } from "kysely";
import type { DialectName } from "../database.js";
import { parameterCount } from "../../descriptors/parameter-count.js";
import { liveProviders } from "../provider-links.js";
import { createFilterTokens, createFilterUpdateTrigger } from "../search/search-plan.js";
import { allowUnknownFacts } from "./unknown-facts.js";
import type { DatabaseSchema } from "../schema.js";

type AnyDatabase = Kysely<unknown>;

/** The schema both engines share; only the sequence column type differs. */
async function createModels(db: AnyDatabase, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable("models")
    .addColumn("seq", dialect === "sqlite" ? "integer" : "serial", (column) =>
      dialect === "sqlite" ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn("id", "text", (column) => column.notNull().unique())
    .addColumn("object_id", "text", (column) => column.notNull())
    .addColumn("author", "text", (column) => column.notNull())
    .addColumn("pipeline_tag", "text")
    .addColumn("library_name", "text")
    .addColumn("tags", "text", (column) => column.notNull())
    .addColumn("downloads", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("likes", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("trending_score", "double precision", (column) => column.notNull().defaultTo(0))
    .addColumn("private", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_modified", "text", (column) => column.notNull())
    .addColumn("search_text", "text", (column) => column.notNull())
    .addColumn("data", "text", (column) => column.notNull())
    .addColumn("provider_mapping", "text")
    .addColumn("readme", "text")
    .execute();
  for (const column of ["downloads", "likes", "trending_score", "created_at", "last_modified"]) {
    await db.schema.createIndex(`models_${column}`).on("models").columns([column, "id"]).execute();
  }
  await db.schema
    .createIndex("models_pipeline_downloads")
    .on("models")
    .columns(["pipeline_tag", "downloads"])
    .execute();
  await db.schema
    .createIndex("models_library_downloads")
    .on("models")
    .columns(["library_name", "downloads"])
    .execute();
  await db.schema
    .createIndex("models_author")
    .on("models")
    .columns(["author", "downloads"])
    .execute();

  await db.schema
    .createTable("model_tags")
    .addColumn("tag", "text", (column) => column.notNull())
    .addColumn("model_id", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("model_tags_pk", ["tag", "model_id"])
    .execute();
  await db.schema.createIndex("model_tags_model").on("model_tags").column("model_id").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("client_key", "text", (column) => column.notNull())
    .addColumn("window_start", "bigint", (column) => column.notNull())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["client_key", "window_start"])
    .execute();
}

/** Full-text search: an external-content FTS5 table kept in step by triggers, or a tsvector. */
async function createSearch(db: AnyDatabase, dialect: DialectName): Promise<void> {
  if (dialect === "sqlite") {
    // Words for multi-word searches, and trigrams of the id for substring searches ("ert-bas").
    await sql`CREATE VIRTUAL TABLE models_fts USING fts5(search_text, content='models', content_rowid='seq')`.execute(
      db,
    );
    await sql`CREATE VIRTUAL TABLE models_id_trigram USING fts5(id, content='models', content_rowid='seq', tokenize='trigram')`.execute(
      db,
    );
    await sql`CREATE TRIGGER models_fts_insert AFTER INSERT ON models BEGIN
      INSERT INTO models_fts(rowid, search_text) VALUES (new.seq, new.search_text);
      INSERT INTO models_id_trigram(rowid, id) VALUES (new.seq, new.id); END`.execute(db);
    await sql`CREATE TRIGGER models_fts_delete AFTER DELETE ON models BEGIN
      INSERT INTO models_fts(models_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text);
      INSERT INTO models_id_trigram(models_id_trigram, rowid, id) VALUES ('delete', old.seq, old.id); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER models_fts_update AFTER UPDATE OF search_text ON models BEGIN
      INSERT INTO models_fts(models_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text);
      INSERT INTO models_fts(rowid, search_text) VALUES (new.seq, new.search_text); END`.execute(
      db,
    );
    return;
  }
  await sql`ALTER TABLE models ADD COLUMN search_vector tsvector
    GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED`.execute(db);
  await sql`CREATE INDEX models_search_vector ON models USING gin (search_vector)`.execute(db);
  if (await ensureTrigram(db)) {
    await sql`CREATE INDEX models_id_trigram ON models USING gin (lower(id) gin_trgm_ops)`.execute(
      db,
    );
  }
}

/**
 * pg_trgm is optional: managed databases may forbid extensions, and search works without it.
 * It is created in `public`: created in a per-test schema (first on the search path) it would
 * vanish with that schema, for every other schema too. Usable means its operator class is
 * visible from here.
 */
async function ensureTrigram(db: AnyDatabase): Promise<boolean> {
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  } catch {
    // Another process may have created it at the same moment, or we lack the right; check below.
  }
  const found = await sql<{ present: number }>`SELECT 1 AS present FROM pg_opclass
    WHERE opcname = 'gin_trgm_ops' AND pg_opclass_is_visible(oid)`.execute(db);
  return found.rows.length > 0;
}

/** Columns every browse filter compares, carried in each sort index so scans skip row reads. */
const FILTER_COLUMNS = ["id", "pipeline_tag", "library_name", "author"];

/**
 * Tags link to the integer `seq` instead of the text id, and the sort indexes cover the filter
 * columns: at 100,000 models a filtered, sorted page then reads indexes, not rows.
 */
async function linkTagsBySequence(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("model_tag_links")
    .addColumn("tag", "text", (column) => column.notNull())
    .addColumn("model_seq", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("model_tag_links_pk", ["tag", "model_seq"])
    .execute();
  await db.schema
    .createIndex("model_tag_links_model")
    .on("model_tag_links")
    .column("model_seq")
    .execute();
  await sql`INSERT INTO model_tag_links (tag, model_seq)
    SELECT model_tags.tag, models.seq FROM model_tags JOIN models ON models.id = model_tags.model_id`.execute(
    db,
  );
  await db.schema.dropTable("model_tags").execute();
  for (const column of ["downloads", "likes", "trending_score", "created_at", "last_modified"]) {
    await db.schema.dropIndex(`models_${column}`).execute();
    await db.schema
      .createIndex(`models_${column}_browse`)
      .on("models")
      .columns([column, ...FILTER_COLUMNS])
      .execute();
  }
}

/** Moves the descriptor texts out of `models`, whose rows every search reads, into their own table. */
async function separateDocuments(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("model_documents")
    .addColumn("model_seq", "integer", (column) => column.primaryKey())
    .addColumn("data", "text", (column) => column.notNull())
    .addColumn("provider_mapping", "text")
    .addColumn("readme", "text")
    .execute();
  await sql`INSERT INTO model_documents (model_seq, data, provider_mapping, readme)
    SELECT seq, data, provider_mapping, readme FROM models`.execute(db);
  for (const column of ["data", "provider_mapping", "readme"]) {
    await db.schema.alterTable("models").dropColumn(column).execute();
  }
}

/** Links models to the providers that serve them live, filled from the stored mappings. */
async function linkProviders(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("model_provider_links")
    .addColumn("provider", "text", (column) => column.notNull())
    .addColumn("model_seq", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("model_provider_links_pk", ["provider", "model_seq"])
    .execute();
  await db.schema
    .createIndex("model_provider_links_model")
    .on("model_provider_links")
    .column("model_seq")
    .execute();
  const documents = db as unknown as Kysely<DatabaseSchema>;
  const rows = await documents
    .selectFrom("model_documents")
    .select(["model_seq", "provider_mapping"])
    .where("provider_mapping", "is not", null)
    .execute();
  const links = rows.flatMap((row) =>
    liveProviders(row.provider_mapping).map((provider) => ({
      provider,
      model_seq: Number(row.model_seq),
    })),
  );
  for (let start = 0; start < links.length; start += 1000) {
    await documents
      .insertInto("model_provider_links")
      .values(links.slice(start, start + 1000))
      .execute();
  }
}

/** Ids are matched without regard to case, as on the Hub; this index keeps that a seek. */
async function indexLowerCaseIds(db: AnyDatabase): Promise<void> {
  await db.schema
    .createIndex("models_id_lower")
    .on("models")
    .expression(sql`lower(id)`)
    .execute();
}

/**
 * Search looks at ids only, as on the Hub, so the indexed words drop the tags. Ids hold only
 * letters, digits and `/-_.`, so replacing those four with spaces yields the same words as
 * `searchWords([id])` does for new rows, on both engines.
 */
async function searchIdsOnly(db: AnyDatabase): Promise<void> {
  await sql`UPDATE models SET search_text =
    lower(replace(replace(replace(replace(id, '/', ' '), '-', ' '), '_', ' '), '.', ' '))`.execute(
    db,
  );
}

/**
 * Blobs (media a run or a permalink refers to, keyed by content hash) and saved runs, newest
 * first by `(created_at, id)` for keyset pages. Self-contained: it depends on no other table.
 */
async function createBlobsAndRuns(db: AnyDatabase, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable("blobs")
    .addColumn("sha256", "text", (column) => column.primaryKey())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("bytes", dialect === "sqlite" ? "blob" : "bytea", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("runs")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("title", "text")
    .addColumn("setup", "text", (column) => column.notNull())
    .addColumn("results", "text", (column) => column.notNull())
    .addColumn("models", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("delete_key_digest", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("runs_created").on("runs").columns(["created_at", "id"]).execute();
}

/** Descriptors read per step of the parameter backfill, so two million never sit in memory. */
const BACKFILL_BATCH = 1000;

/**
 * The parameter count as a column, so the size filter and its facet read an index instead of
 * every descriptor. BIGINT on both engines: a 70B model's count overflows 32 bits. Existing rows
 * are filled from their stored descriptors with the same function the writer uses; only bodies
 * that mention a `"total"` are parsed.
 */
async function addParameterCounts(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("models").addColumn("parameters", "bigint").execute();
  await db.schema
    .createIndex("models_parameters")
    .on("models")
    .columns(["parameters", "downloads"])
    .execute();
  const documents = db as unknown as Kysely<DatabaseSchema>;
  for (let after = -1; ;) {
    const rows = await documents
      .selectFrom("model_documents")
      .select(["model_seq", "data"])
      .where("model_seq", ">", after)
      .where("data", "like", '%"total"%')
      .orderBy("model_seq")
      .limit(BACKFILL_BATCH)
      .execute();
    for (const row of rows) {
      let parameters: number | null = null;
      try {
        parameters = parameterCount(JSON.parse(row.data));
      } catch {
        // A body that does not parse has no count to offer; the row stays as it is.
      }
      if (parameters === null) continue;
      await documents
        .updateTable("models")
        .set({ parameters })
        .where("seq", "=", Number(row.model_seq))
        .execute();
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < BACKFILL_BATCH) break;
    after = Number(last.model_seq);
  }
}

/**
 * Migration `0011_lighter_sqlite_triggers` (SQLite only), less work for every write:
 * - drops `models_id_trigram`, the FTS5 trigram table of ids, which no query reads since
 *   substring searches merge the id trigrams of `model_filters` (`0010_filter_tokens`); the
 *   insert and delete triggers that kept it also kept `models_fts`, so they are recreated for
 *   `models_fts` alone, and an import no longer rebuilds it;
 * - the update triggers of `models_fts` and `model_filters` fire only when a column they index
 *   changed: an upsert sets every column, so they rewrote both rows of every model written again.
 */
async function lightenSqliteTriggers(db: AnyDatabase): Promise<void> {
  // `IF EXISTS`: a test that rolls the schema back to before `0009` runs this again.
  for (const trigger of [
    "models_fts_insert",
    "models_fts_delete",
    "models_fts_update",
    "models_filters_update",
  ]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS models_id_trigram`.execute(db);
  await sql`CREATE TRIGGER models_fts_insert AFTER INSERT ON models BEGIN
    INSERT INTO models_fts(rowid, search_text) VALUES (new.seq, new.search_text); END`.execute(db);
  await sql`CREATE TRIGGER models_fts_delete AFTER DELETE ON models BEGIN
    INSERT INTO models_fts(models_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text); END`.execute(
    db,
  );
  await sql`CREATE TRIGGER models_fts_update AFTER UPDATE OF search_text ON models
    WHEN old.search_text IS NOT new.search_text BEGIN
    INSERT INTO models_fts(models_fts, rowid, search_text) VALUES ('delete', old.seq, old.search_text);
    INSERT INTO models_fts(rowid, search_text) VALUES (new.seq, new.search_text); END`.execute(db);
  await createFilterUpdateTrigger(db);
}

/**
 * PostgreSQL: the tags of a model as one GIN-indexed JSON array (an expression index over the
 * stored JSON text, so no writer changes and no table rewrite), so several tag filters are one
 * index scan that ANDs their posting lists, and a bitmap that the trigram index of ids and the
 * task, library and author indexes AND with it. The link table stays for the facet counts.
 * `IF NOT EXISTS`: a migration test re-applies every migration after 0009 to a migrated schema.
 */
async function indexTagContainment(db: AnyDatabase): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS models_tags_containment ON models
    USING gin ((tags::jsonb) jsonb_path_ops)`.execute(db);
}

/**
 * Migration `0014_model_files_and_sync_state`: what a deep sync or a fill from upstream reads
 * besides the descriptor (the card goes in `model_documents.readme` as before). Keyed by the
 * model's id, not its `seq`: an import may give a model a new `seq`, its files stay its files.
 * - `model_files`: the repository tree at the commit it was read at, as the Hub's tree JSON;
 * - `model_sync_state`: per model, the upstream it came from, the commit and dates of what was
 *   read, the card's fate, the sync run that last listed it, when it vanished upstream and the
 *   last failed refresh;
 * - `sync_checkpoints`: where a sync that has not finished goes on.
 * Written `IF NOT EXISTS`, so a test that rewinds the migration table to an earlier migration can
 * run this one again over its tables.
 */
async function createSyncTables(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("model_files")
    .ifNotExists()
    .addColumn("model_id", "text", (column) => column.primaryKey())
    .addColumn("revision", "text", (column) => column.notNull())
    .addColumn("entries", "text", (column) => column.notNull())
    .addColumn("read_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("model_sync_state")
    .ifNotExists()
    .addColumn("model_id", "text", (column) => column.primaryKey())
    .addColumn("source", "text", (column) => column.notNull())
    .addColumn("sha", "text")
    .addColumn("last_modified", "text")
    .addColumn("info_read_at", "text")
    .addColumn("files_read_at", "text")
    .addColumn("card_read_at", "text")
    .addColumn("card_status", "text")
    .addColumn("card_bytes", "bigint")
    .addColumn("listed_run", "text")
    .addColumn("gone_at", "text")
    .addColumn("refresh_failed_at", "text")
    .addColumn("refresh_error", "text")
    .execute();
  await db.schema
    .createIndex("model_sync_state_source_run")
    .ifNotExists()
    .on("model_sync_state")
    .columns(["source", "listed_run"])
    .execute();
  await db.schema
    .createTable("sync_checkpoints")
    .ifNotExists()
    .addColumn("run_key", "text", (column) => column.primaryKey())
    .addColumn("started_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addColumn("page_url", "text")
    .addColumn("done", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    "0001_models": { up: (db) => createModels(db, dialect) },
    "0002_search": { up: (db) => createSearch(db, dialect) },
    "0003_tag_links": { up: (db) => linkTagsBySequence(db) },
    "0004_model_documents": { up: (db) => separateDocuments(db) },
    "0005_provider_links": { up: (db) => linkProviders(db) },
    "0006_lower_case_ids": { up: (db) => indexLowerCaseIds(db) },
    "0007_search_ids_only": { up: (db) => searchIdsOnly(db) },
    "0008_blobs_and_runs": { up: (db) => createBlobsAndRuns(db, dialect) },
    "0009_model_parameters": { up: (db) => addParameterCounts(db) },
    "0010_filter_tokens": {
      up: async (db) => {
        if (dialect === "sqlite") await createFilterTokens(db);
      },
    },
    "0011_lighter_sqlite_triggers": {
      up: async (db) => {
        if (dialect === "sqlite") await lightenSqliteTriggers(db);
      },
    },
    "0012_tag_containment": {
      up: async (db) => {
        if (dialect === "postgres") await indexTagContainment(db);
      },
    },
    "0013_unknown_facts": { up: (db) => allowUnknownFacts(db, dialect) },
    "0014_model_files_and_sync_state": { up: (db) => createSyncTables(db) },
  };
}

/**
 * Applies pending migrations and reports whether PostgreSQL has a trigram index on ids.
 * Concurrent callers are safe: Kysely's migrator takes a lock in the database.
 *
 * @example
 * ```ts
 * const hasTrigram = await migrateToLatest(database.db, "sqlite");
 * ```
 */
export async function migrateToLatest(
  db: Kysely<DatabaseSchema>,
  dialect: DialectName,
): Promise<boolean> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // Kysely looks for its migration table anywhere on the search path unless told the schema; a
  // test schema (search_path `test_x, public`) would then find public's table and skip migrating.
  const migrationTableSchema =
    dialect === "postgres"
      ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema === undefined ? {} : { migrationTableSchema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
  if (dialect === "sqlite") return false;
  const index = await sql<{ present: number }>`SELECT 1 AS present FROM pg_indexes
    WHERE indexname = 'models_id_trigram' AND schemaname = current_schema()`.execute(db);
  return index.rows.length > 0;
}
