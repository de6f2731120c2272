import { sql } from "kysely";
import type { Transaction } from "kysely";
import type { ModelRecord } from "../../descriptors/model-record.js";
import type { Database, DialectName } from "../database.js";
import { modelsRow, UPDATED_COLUMNS } from "../model-columns.js";
import { forgetModelFacets } from "../model-facets.js";
import { copyModelsInTransaction } from "./model-writes-postgres.js";
import { forgetCatalogueStats } from "../model-reads.js";
import { liveProviders } from "../provider-links.js";
import { rebuildFilterTokens } from "../search/search-plan.js";
import type { DatabaseSchema } from "../schema.js";
import { writeSqliteBatch } from "./sqlite-model-batches.js";

/** Rows per INSERT: well under SQLite's 32,766 bound parameters with 17 columns. */
const BATCH_SIZE = 500;

/**
 * Writes one batch of models inside an open transaction, for one engine. The batch writers are
 * the seam between the shared transaction logic below and each engine's fastest way in: SQLite
 * unpacks a batch from one JSON parameter (`writeSqliteBatch`); the portable writer below builds
 * multi-row statements for a PostgreSQL database opened without its own `pg` pool. With a pool,
 * PostgreSQL writes go through `copyModelsInTransaction` instead (`COPY` into a staging table
 * needs the driver's client, so it takes the whole transaction, not one batch).
 */
type EngineBatchWriter = (
  transaction: Transaction<DatabaseSchema>,
  records: readonly ModelRecord[],
) => Promise<void>;

/** Rows per call of each engine's writer. */
const ENGINE_BATCH_ROWS = { sqlite: 5000, postgres: BATCH_SIZE };

/** The batch writer of each engine. */
const ENGINE_WRITERS: Record<DialectName, EngineBatchWriter> = {
  sqlite: writeSqliteBatch,
  postgres: writeBatch,
};

async function writeBatch(
  transaction: Transaction<DatabaseSchema>,
  records: readonly ModelRecord[],
): Promise<void> {
  // A file may name the same model twice; the last line wins, as a later upsert would.
  const unique = [...new Map(records.map((record) => [record.id, record])).values()];
  await transaction
    .insertInto("models")
    .values(unique.map(modelsRow))
    .onConflict((conflict) =>
      conflict
        .column("id")
        .doUpdateSet((update) =>
          Object.fromEntries(
            UPDATED_COLUMNS.map((column) => [column, update.ref(`excluded.${column}`)]),
          ),
        ),
    )
    .execute();
  const stored = await transaction
    .selectFrom("models")
    .select(["seq", "id"])
    .where(
      "id",
      "in",
      unique.map((record) => record.id),
    )
    .execute();
  const sequenceOf = new Map(stored.map((row) => [row.id, Number(row.seq)]));
  const sequences = [...sequenceOf.values()];
  await transaction
    .insertInto("model_documents")
    .values(
      unique.map((record) => ({
        model_seq: sequenceOf.get(record.id) as number,
        data: record.data,
        provider_mapping: record.providerMapping,
        readme: record.readme,
      })),
    )
    .onConflict((conflict) =>
      conflict.column("model_seq").doUpdateSet((update) => ({
        data: update.ref("excluded.data"),
        provider_mapping: update.ref("excluded.provider_mapping"),
        readme: update.ref("excluded.readme"),
      })),
    )
    .execute();
  await transaction.deleteFrom("model_tag_links").where("model_seq", "in", sequences).execute();
  await transaction
    .deleteFrom("model_provider_links")
    .where("model_seq", "in", sequences)
    .execute();
  const providerLinks = unique.flatMap((record) =>
    liveProviders(record.providerMapping).map((provider) => ({
      provider,
      model_seq: sequenceOf.get(record.id) as number,
    })),
  );
  if (providerLinks.length > 0) {
    await transaction.insertInto("model_provider_links").values(providerLinks).execute();
  }
  const links = unique.flatMap((record) =>
    record.tags.map((tag) => ({ tag, model_seq: sequenceOf.get(record.id) as number })),
  );
  for (let start = 0; start < links.length; start += BATCH_SIZE * 4) {
    await transaction
      .insertInto("model_tag_links")
      .values(links.slice(start, start + BATCH_SIZE * 4))
      .execute();
  }
}

/**
 * Key of the PostgreSQL advisory lock every bulk write takes: two imports (or an import and a
 * sync) upserting overlapping ids in different orders would otherwise deadlock.
 */
const BULK_WRITE_LOCK = 0x6d6f64656c;

/** Writes one batch of models inside the transaction `writeModelsInTransaction` opened. */
export type BatchWriter = (records: readonly ModelRecord[]) => Promise<void>;

/**
 * A SQLite write of at least this many rows (and a quarter of the rows already stored) stops
 * maintaining the search indexes row by row and rebuilds them once at the end: inserting two
 * million rows into ten indexes in random key order thrashes the page cache, while building an
 * index from sorted rows reads and writes each page once.
 */
const DEFERRED_INDEX_ROWS = 50_000;

/** Page cache of the writing connection during a large write (KiB; SQLite's default is 2 MB). */
const BULK_CACHE_KIB = 262_144;

/** Helper threads of SQLite's sorter during a large write (none otherwise, SQLite's default). */
const BULK_SORT_THREADS = 2;

/** The page cache `openDatabase` gives every connection, restored after a large write. */
const NORMAL_CACHE_KIB = 65_536;

/**
 * Drops the indexes and search triggers of `models` (its unique id stays, upserts need it) and
 * returns the statements that recreate them. Inside the transaction, so a rollback or a kill
 * brings them back with everything else.
 */
async function dropModelIndexes(transaction: Transaction<DatabaseSchema>): Promise<string[]> {
  const { rows } = await sql<{ type: string; name: string; sql: string }>`SELECT type, name, sql
    FROM sqlite_master WHERE tbl_name = 'models' AND type IN ('index', 'trigger') AND sql IS NOT NULL
    ORDER BY type, name`.execute(transaction);
  for (const row of rows) {
    await sql`${sql.raw(row.type === "index" ? "DROP INDEX" : "DROP TRIGGER")} ${sql.id(row.name)}`.execute(
      transaction,
    );
  }
  return rows.map((row) => row.sql);
}

/** Recreates what `dropModelIndexes` dropped and refills the full-text indexes from `models`. */
async function rebuildModelIndexes(
  transaction: Transaction<DatabaseSchema>,
  statements: readonly string[],
): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(transaction);
  await sql`INSERT INTO models_fts (models_fts) VALUES ('rebuild')`.execute(transaction);
  await rebuildFilterTokens(transaction);
}

/**
 * Runs `work` inside one transaction, handing it a writer for batches of models, so a caller
 * can stream millions of records without holding them: either everything `work` wrote is kept,
 * or, when it throws (a bad line found late, a crash, a kill), nothing is. On PostgreSQL the
 * transaction first takes an advisory lock, so concurrent bulk writes queue instead of
 * deadlocking. On SQLite a large write defers index maintenance to one rebuild before the
 * commit (`deferIndexesAt` rows, 50,000 by default, and at least a quarter of those stored).
 * Afterwards the planner's statistics are refreshed when many rows changed.
 *
 * @example
 * ```ts
 * const count = await writeModelsInTransaction(database, async (write) => {
 *   for await (const batch of batches) await write(batch);
 *   return batches.length;
 * });
 * ```
 */
export async function writeModelsInTransaction<T>(
  database: Database,
  work: (write: BatchWriter) => Promise<T>,
  options: { deferIndexesAt?: number } = {},
): Promise<T> {
  if (database.pool !== undefined) {
    return copyModelsInTransaction(database, BULK_WRITE_LOCK, work, options.deferIndexesAt);
  }
  let written = 0;
  const sqlite = database.dialect === "sqlite";
  try {
    const result = await database.db.transaction().execute(async (transaction) => {
      if (!sqlite) {
        await sql`SELECT pg_advisory_xact_lock(${BULK_WRITE_LOCK})`.execute(transaction);
      }
      let deferred: string[] | undefined;
      let deferAt = Infinity;
      if (sqlite) {
        // The highest seq, a bound on the stored rows read from the end of one b-tree: a
        // count(*) would read a whole index before every small write.
        const stored = await sql<{
          rows: number | null;
        }>`SELECT max(seq) AS rows FROM models`.execute(transaction);
        deferAt = Math.max(
          options.deferIndexesAt ?? DEFERRED_INDEX_ROWS,
          Number(stored.rows[0]?.rows ?? 0) / 4,
        );
      }
      const value = await work(async (records) => {
        if (deferred === undefined && written + records.length >= deferAt) {
          // A larger cache only while this write lasts; restored below, kept or rolled back.
          await sql.raw(`PRAGMA cache_size = -${BULK_CACHE_KIB}`).execute(transaction);
          // The index rebuilds sort with a helper thread on the second core.
          await sql.raw(`PRAGMA threads = ${BULK_SORT_THREADS}`).execute(transaction);
          deferred = await dropModelIndexes(transaction);
        }
        const writeRows = ENGINE_WRITERS[database.dialect];
        const rows = ENGINE_BATCH_ROWS[database.dialect];
        for (let start = 0; start < records.length; start += rows) {
          await writeRows(transaction, records.slice(start, start + rows));
        }
        written += records.length;
      });
      if (deferred !== undefined) await rebuildModelIndexes(transaction, deferred);
      return value;
    });
    // A bulk load changes which indexes pay off for filtered searches; the planners only
    // know once their statistics are refreshed.
    if (written >= 1000) {
      // Sampled statistics: a full ANALYZE reads every index, minutes at two million models,
      // while the plans only need the shape (search-plan counts matches itself).
      if (sqlite) await sql`PRAGMA analysis_limit = 1000`.execute(database.db);
      await (
        sqlite
          ? sql`ANALYZE`
          : sql`ANALYZE models, model_documents, model_tag_links, model_provider_links`
      ).execute(database.db);
    }
    return result;
  } finally {
    if (sqlite) {
      await sql.raw(`PRAGMA cache_size = -${NORMAL_CACHE_KIB}`).execute(database.db);
      await sql`PRAGMA threads = 0`.execute(database.db);
    }
    forgetCatalogueStats(database);
    forgetModelFacets(database);
  }
}

/**
 * Inserts or replaces models in one transaction: either all of them are stored or none.
 * `onProgress` is called after each batch with the number written so far.
 *
 * @example
 * ```ts
 * await upsertModels(database, [toModelRecord({ id: "acme/tiny" }, new Date())]);
 * ```
 */
export async function upsertModels(
  database: Database,
  records: readonly ModelRecord[],
  onProgress?: (written: number) => void,
): Promise<void> {
  await writeModelsInTransaction(database, async (write) => {
    for (let start = 0; start < records.length; start += BATCH_SIZE) {
      await write(records.slice(start, start + BATCH_SIZE));
      onProgress?.(Math.min(start + BATCH_SIZE, records.length));
    }
  });
}

/**
 * Upserts a few models and runs `alongside` in the same transaction, so the rows of other tables
 * that describe those models (their files, their sync state) are written with them or not at all.
 * Meant for small batches such as a sync's; bulk loads go through `writeModelsInTransaction`.
 * On PostgreSQL it takes the bulk writes' advisory lock first, as `deleteModel` does.
 *
 * @example
 * ```ts
 * await upsertModelsAlongside(database, [record], (transaction) =>
 *   transaction.insertInto("model_files").values(row).execute(),
 * );
 * ```
 */
export async function upsertModelsAlongside<T>(
  database: Database,
  records: readonly ModelRecord[],
  alongside: (transaction: Transaction<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  try {
    return await database.db.transaction().execute(async (transaction) => {
      if (database.dialect === "postgres") {
        await sql`SELECT pg_advisory_xact_lock(${BULK_WRITE_LOCK})`.execute(transaction);
      }
      const rows = ENGINE_BATCH_ROWS[database.dialect];
      for (let start = 0; start < records.length; start += rows) {
        await ENGINE_WRITERS[database.dialect](transaction, records.slice(start, start + rows));
      }
      return alongside(transaction);
    });
  } finally {
    forgetCatalogueStats(database);
    forgetModelFacets(database);
  }
}

/**
 * Refreshes the planners' statistics of the model tables, as a bulk write does at its end: for a
 * writer that stored many models in small transactions (a deep sync), after which the tables may
 * be many times larger than when last analysed. Sampled on SQLite, as after an import.
 *
 * @example
 * ```ts
 * if (summary.stored >= 1000) await analyzeModelTables(database);
 * ```
 */
export async function analyzeModelTables(database: Database): Promise<void> {
  if (database.dialect === "sqlite") {
    await sql`PRAGMA analysis_limit = 1000`.execute(database.db);
    await sql`ANALYZE`.execute(database.db);
    return;
  }
  await sql`ANALYZE models, model_documents, model_tag_links, model_provider_links`.execute(
    database.db,
  );
}

/**
 * Removes a model and its tags; returns whether it existed. On PostgreSQL it first takes the
 * advisory lock of bulk writes, so it waits for an import's merge instead of deadlocking with it
 * on the rows both touch.
 *
 * @example
 * ```ts
 * await deleteModel(database, "acme/tiny"); // true
 * ```
 */
export async function deleteModel(database: Database, id: string): Promise<boolean> {
  return database.db
    .transaction()
    .execute(async (transaction) => {
      if (database.dialect === "postgres") {
        await sql`SELECT pg_advisory_xact_lock(${BULK_WRITE_LOCK})`.execute(transaction);
      }
      const sequence = transaction.selectFrom("models").select("seq").where("id", "=", id);
      await transaction.deleteFrom("model_tag_links").where("model_seq", "in", sequence).execute();
      await transaction
        .deleteFrom("model_provider_links")
        .where("model_seq", "in", sequence)
        .execute();
      await transaction.deleteFrom("model_documents").where("model_seq", "in", sequence).execute();
      const result = await transaction.deleteFrom("models").where("id", "=", id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    })
    .finally(() => {
      forgetCatalogueStats(database);
      forgetModelFacets(database);
    });
}
