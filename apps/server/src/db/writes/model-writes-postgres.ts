import type { PoolClient } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { ModelRecord } from "../../descriptors/model-record.js";
import type { Database } from "../database.js";
import { modelsRow, UPDATED_COLUMNS, WRITTEN_COLUMNS } from "../model-columns.js";
import { forgetModelFacets } from "../model-facets.js";
import { forgetCatalogueStats } from "../model-reads.js";
import { liveProviders } from "../provider-links.js";

/** The columns of the staging table, in the order each COPY line lists them. */
const STAGED_COLUMNS = [
  ...WRITTEN_COLUMNS,
  "data",
  "provider_mapping",
  "readme",
  "live_providers",
] as const;

/**
 * A merge of at least this many rows (and a quarter of the rows already stored) drops the
 * secondary indexes of the model tables and builds them again once the rows are in: building a
 * GIN trigram index over two million sorted ids is minutes faster than inserting into it row by row.
 */
const REBUILT_INDEX_ROWS = 50_000;

/** Memory each index build may sort in, for this transaction only (PostgreSQL's default is 64 MB). */
const INDEX_BUILD_MEMORY = "256MB";

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One field of COPY's text format: `\N` for NULL, backslash, tab and line breaks escaped. */
function copyField(value: string | number | null): string {
  if (value === null) return "\\N";
  return String(value).replace(/[\\\t\n\r]/g, (character) => ESCAPES[character] as string);
}

function copyLine(record: ModelRecord): string {
  const row = modelsRow(record);
  const fields = [
    ...WRITTEN_COLUMNS.map((column) => row[column]),
    record.data,
    record.providerMapping,
    record.readme,
    JSON.stringify(liveProviders(record.providerMapping)),
  ];
  return `${fields.map(copyField).join("\t")}\n`;
}

/** Streams one batch into the staging table with a single `COPY … FROM STDIN`. */
async function copyRecords(client: PoolClient, records: readonly ModelRecord[]): Promise<void> {
  if (records.length === 0) return;
  const stream = client.query(
    copyFrom(`COPY import_models (${STAGED_COLUMNS.join(", ")}) FROM STDIN`),
  );
  const done = new Promise<void>((resolve, reject) => {
    stream.on("finish", resolve);
    stream.on("error", reject);
  });
  stream.end(records.map(copyLine).join(""));
  await done;
}

/**
 * Secondary indexes (and link-table keys) of the model tables, and how to build them again; with
 * `keys`, the keys of `models` and `model_documents` as well (a load into empty tables).
 */
async function dropSecondaryIndexes(client: PoolClient, keys: boolean): Promise<string[]> {
  const keyed = keys
    ? "'models', 'model_documents', 'model_tag_links', 'model_provider_links'"
    : "'model_tag_links', 'model_provider_links'";
  // Unless `keys`, `models` keeps its primary key and unique id (the upsert needs them) and
  // model_documents its key; the link tables lose everything, their primary keys included, and
  // get them back sorted.
  const { rows } = await client.query<{ drop: string; create: string }>(`
    SELECT format('DROP INDEX %I.%I', namespace.nspname, index_class.relname) AS drop,
           pg_get_indexdef(index_class.oid) AS create
      FROM pg_index
      JOIN pg_class index_class ON index_class.oid = pg_index.indexrelid
      JOIN pg_class table_class ON table_class.oid = pg_index.indrelid
      JOIN pg_namespace namespace ON namespace.oid = table_class.relnamespace
     WHERE namespace.nspname = current_schema()
       AND table_class.relname IN ('models', 'model_tag_links', 'model_provider_links')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE pg_constraint.conindid = index_class.oid)
    UNION ALL
    SELECT format('ALTER TABLE %I.%I DROP CONSTRAINT %I', namespace.nspname, table_class.relname, pg_constraint.conname),
           format('ALTER TABLE %I.%I ADD CONSTRAINT %I %s', namespace.nspname, table_class.relname,
                  pg_constraint.conname, pg_get_constraintdef(pg_constraint.oid))
      FROM pg_constraint
      JOIN pg_class table_class ON table_class.oid = pg_constraint.conrelid
      JOIN pg_namespace namespace ON namespace.oid = table_class.relnamespace
     WHERE namespace.nspname = current_schema()
       AND table_class.relname IN (${keyed})
       AND pg_constraint.contype IN ('p', 'u')`);
  for (const row of rows) await client.query(row.drop);
  return rows.map((row) => row.create);
}

/** Moves the staged rows into tables that already hold models: upserts by id, links replaced. */
async function upsertStaged(client: PoolClient): Promise<void> {
  // Links of models about to be replaced go first; a fresh catalogue has none to find.
  for (const table of ["model_tag_links", "model_provider_links"]) {
    await client.query(`DELETE FROM ${table} AS link USING import_models AS staged
      JOIN models ON models.id = staged.id WHERE link.model_seq = models.seq`);
  }
  const columns = UPDATED_COLUMNS.join(", ");
  await client.query(`INSERT INTO models (id, ${columns})
    SELECT id, ${columns} FROM import_models
    ON CONFLICT (id) DO UPDATE SET
      ${UPDATED_COLUMNS.map((column) => `${column} = excluded.${column}`).join(", ")}`);
  await client.query(`INSERT INTO model_documents (model_seq, data, provider_mapping, readme)
    SELECT models.seq, staged.data, staged.provider_mapping, staged.readme
      FROM import_models AS staged JOIN models ON models.id = staged.id
    ON CONFLICT (model_seq) DO UPDATE SET data = excluded.data,
      provider_mapping = excluded.provider_mapping, readme = excluded.readme`);
  // Tags are distinct within a record (`toModelRecord` removes repeats), so no DISTINCT sort.
  await client.query(`INSERT INTO model_tag_links (tag, model_seq)
    SELECT tag, models.seq FROM import_models AS staged JOIN models ON models.id = staged.id
      CROSS JOIN LATERAL jsonb_array_elements_text(staged.tags::jsonb) AS tag`);
  await client.query(`INSERT INTO model_provider_links (provider, model_seq)
    SELECT provider, models.seq FROM import_models AS staged JOIN models ON models.id = staged.id
      CROSS JOIN LATERAL jsonb_array_elements_text(staged.live_providers::jsonb) AS provider
     WHERE staged.live_providers <> '[]'`);
}

/** Moves the staged rows into empty model tables: each staged ordinal becomes the model's `seq`. */
async function insertFresh(client: PoolClient): Promise<void> {
  const columns = UPDATED_COLUMNS.join(", ");
  await client.query(`INSERT INTO models (seq, id, ${columns})
    SELECT ordinal, id, ${columns} FROM import_models`);
  await client.query(`SELECT setval(pg_get_serial_sequence('models', 'seq'), max(ordinal))
    FROM import_models`);
  await client.query(`INSERT INTO model_documents (model_seq, data, provider_mapping, readme)
    SELECT ordinal, data, provider_mapping, readme FROM import_models`);
  await client.query(`INSERT INTO model_tag_links (tag, model_seq)
    SELECT tag, ordinal FROM import_models
      CROSS JOIN LATERAL jsonb_array_elements_text(tags::jsonb) AS tag`);
  await client.query(`INSERT INTO model_provider_links (provider, model_seq)
    SELECT provider, ordinal FROM import_models
      CROSS JOIN LATERAL jsonb_array_elements_text(live_providers::jsonb) AS provider
     WHERE live_providers <> '[]'`);
}

/**
 * Moves the staged rows into the model tables: the last line of a repeated id wins, each model
 * is upserted by id, and its document, tags and live providers replace the stored ones. Returns
 * whether the indexes were rebuilt.
 */
async function mergeStaged(
  client: PoolClient,
  staged: number,
  rebuildIndexesAt: number,
): Promise<boolean> {
  await client.query("ANALYZE import_models");
  await client.query("CREATE INDEX ON import_models (id, ordinal)");
  await client.query(`DELETE FROM import_models AS earlier USING import_models AS later
    WHERE later.id = earlier.id AND later.ordinal > earlier.ordinal`);
  const stored = await client.query<{ rows: string | null }>("SELECT max(seq) AS rows FROM models");
  const storedRows = stored.rows[0]?.rows ?? null;
  const rebuild = staged >= Math.max(rebuildIndexesAt, Number(storedRows ?? 0) / 4);
  // Into empty tables (a first import) every row is new: no upsert, no lookups by id. The
  // staging ordinals become the models' `seq`, the tables lose their keys too, and each table is
  // written once, straight from staging; the keys are built afterwards from sorted rows.
  const fresh = rebuild && storedRows === null;
  const recreate = rebuild ? await dropSecondaryIndexes(client, fresh) : [];
  await (fresh ? insertFresh(client) : upsertStaged(client));
  if (recreate.length > 0) {
    await client.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
    for (const statement of recreate) await client.query(statement);
  }
  return recreate.length > 0;
}

/**
 * The PostgreSQL side of `writeModelsInTransaction`: every batch `work` hands over is streamed
 * with `COPY` into a temporary staging table (no WAL, no indexes), and when `work` returns the
 * staged rows are merged into the model tables by a few set-based statements, all in one
 * transaction, so a bad line found late, an error or a killed process leaves the catalogue as it
 * was. The merge runs under an advisory lock (`lockKey`): two imports stage side by side and
 * merge one after the other, never deadlocking on each other's rows. A merge of `rebuildIndexesAt`
 * rows or more (50,000 by default, and a quarter of those stored) rebuilds the secondary indexes
 * once instead of maintaining them row by row; readers of the model tables wait for its commit.
 * After a write of 1,000 rows or more the planner's statistics are refreshed. Returns what
 * `work` returned.
 *
 * @example
 * ```ts
 * declare const database: Database;
 * declare const records: ModelRecord[];
 * const count = await copyModelsInTransaction(database, 0x6d6f64656c, async (write) => {
 *   await write(records);
 *   return records.length;
 * });
 * ```
 */
export async function copyModelsInTransaction<T>(
  database: Database,
  lockKey: number,
  work: (write: (records: readonly ModelRecord[]) => Promise<void>) => Promise<T>,
  rebuildIndexesAt = REBUILT_INDEX_ROWS,
): Promise<T> {
  if (database.pool === undefined) throw new Error("COPY needs the PostgreSQL connection pool");
  const client = await database.pool.connect();
  let broken = false;
  try {
    await client.query("BEGIN");
    // A server's pool guards statements with a timeout; a write of millions of rows must finish.
    await client.query("SET LOCAL statement_timeout = 0");
    await client.query(`CREATE TEMPORARY TABLE import_models (
      ordinal bigserial, id text NOT NULL, object_id text NOT NULL, author text NOT NULL,
      pipeline_tag text, library_name text, tags text NOT NULL, downloads bigint,
      likes bigint, trending_score double precision, private integer NOT NULL,
      created_at text, last_modified text, search_text text NOT NULL,
      parameters bigint, data text NOT NULL, provider_mapping text, readme text, live_providers text NOT NULL
    ) ON COMMIT DROP`);
    let staged = 0;
    let rebuilt = false;
    const value = await work(async (records) => {
      await copyRecords(client, records);
      staged += records.length;
    });
    if (staged > 0) {
      await client.query("SELECT pg_advisory_xact_lock($1)", [lockKey]);
      rebuilt = await mergeStaged(client, staged, rebuildIndexesAt);
    }
    // Plans for tags and tasks depend on how many rows each matches; a bulk load changes that.
    // Inside the transaction, so the statistics arrive with the rows they describe.
    if (staged >= 1000) {
      await client.query("ANALYZE models, model_documents, model_tag_links, model_provider_links");
    }
    await client.query("COMMIT");
    if (rebuilt) {
      // Fresh rows are not yet marked all-visible, so every index-only scan (tags, sort keys)
      // would still read the table; VACUUM marks them, outside any transaction.
      await client.query("SET statement_timeout = 0");
      await client.query("VACUUM models, model_tag_links, model_provider_links");
      await client.query("RESET statement_timeout");
    }
    return value;
  } catch (error) {
    try {
      await client.query("ROLLBACK");
    } catch {
      broken = true;
    }
    throw error;
  } finally {
    // A connection whose rollback failed is in an unknown state: closed, not reused.
    client.release(broken);
    forgetCatalogueStats(database);
    forgetModelFacets(database);
  }
}
