import type { PoolClient } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { ModelRecord } from "../descriptors/model-record.js";
import type { Database } from "./database.js";
import { modelsRow, UPDATED_COLUMNS, WRITTEN_COLUMNS } from "./model-columns.js";
import { forgetModelFacets } from "./model-facets.js";
import { forgetCatalogueStats } from "./model-reads.js";
import {
  buildIncomingTables,
  dropIncomingTables,
  swapIncomingTables,
  vacuumIncomingTables,
} from "./model-writes-postgres-swap.js";
import { liveProviders } from "./provider-links.js";

/** The columns of the staging table, in the order each COPY line lists them. */
const STAGED_COLUMNS = [
  ...WRITTEN_COLUMNS,
  "data",
  "provider_mapping",
  "readme",
  "live_providers",
] as const;

/**
 * A merge of at least this many rows (and a quarter of the rows already stored) builds the model
 * tables anew beside the live ones and swaps them in (`model-writes-postgres-swap.ts`): building
 * indexes from sorted rows is minutes faster at two million models than inserting into them row
 * by row, and readers never wait for it.
 */
const REBUILT_INDEX_ROWS = 50_000;

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

/**
 * Keeps the last line of each repeated id among the staged rows and tells whether the merge is
 * large enough to build the tables anew (`rebuildIndexesAt` rows and a quarter of those stored).
 */
async function dedupeStaged(
  client: PoolClient,
  staged: number,
  rebuildIndexesAt: number,
): Promise<boolean> {
  await client.query("ANALYZE import_models");
  await client.query("CREATE INDEX ON import_models (id, ordinal)");
  await client.query(`DELETE FROM import_models AS earlier USING import_models AS later
    WHERE later.id = earlier.id AND later.ordinal > earlier.ordinal`);
  // The highest seq, a bound on the stored rows read from the end of one b-tree.
  const stored = await client.query<{ rows: string | null }>("SELECT max(seq) AS rows FROM models");
  return staged >= Math.max(rebuildIndexesAt, Number(stored.rows[0]?.rows ?? 0) / 4);
}

/** Test seams of `copyModelsInTransaction`. */
interface CopyHooks {
  /** Runs once the new tables are built and vacuumed, just before they are swapped in. */
  beforeSwap?: () => Promise<void>;
}

/**
 * The PostgreSQL side of `writeModelsInTransaction`: every batch `work` hands over is streamed
 * with `COPY` into a temporary staging table (no WAL, no indexes), and when `work` returns the
 * staged rows are merged into the model tables by a few set-based statements, so a bad line
 * found late, an error or a killed process leaves the catalogue as it was. The merge runs under
 * an advisory lock (`lockKey`, held by this connection until the merge is over): two imports
 * stage side by side and merge one after the other, never deadlocking on each other's rows.
 *
 * A merge under `rebuildIndexesAt` rows (50,000 by default) or a quarter of those stored upserts
 * in place, in the staging transaction, and refreshes the statistics after 1,000 rows. A larger
 * one builds the model tables anew beside the live ones, in the same transaction (the stored
 * models it does not replace copied over, the staged ones added, the indexes built once from
 * sorted rows), commits them under names nothing reads, vacuums and analyses them, and swaps them
 * in by renames in a second, short transaction: readers go on with the old catalogue the whole
 * time and then see the new one, never a mix and never an error, and they wait for no more than
 * the swap's bounded lock tries. When anything fails, the new tables are dropped; what a kill
 * leaves is dropped by the next large merge. Returns what `work` returned.
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
  hooks: CopyHooks = {},
): Promise<T> {
  if (database.pool === undefined) throw new Error("COPY needs the PostgreSQL connection pool");
  const client = await database.pool.connect();
  let broken = false;
  let locked = false;
  let built: Awaited<ReturnType<typeof buildIncomingTables>> | undefined;
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
    const value = await work(async (records) => {
      await copyRecords(client, records);
      staged += records.length;
    });
    if (staged > 0) {
      // Held by the connection, not the transaction: the swap comes in a transaction of its own.
      await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
      locked = true;
      if (await dedupeStaged(client, staged, rebuildIndexesAt)) {
        built = await buildIncomingTables(client);
      } else {
        await upsertStaged(client);
        // Plans for tags and tasks depend on how many rows each matches; a bulk load changes
        // that. Inside the transaction, so the statistics arrive with the rows they describe.
        if (staged >= 1000) {
          await client.query(
            "ANALYZE models, model_documents, model_tag_links, model_provider_links",
          );
        }
      }
    }
    await client.query("COMMIT");
    if (built !== undefined) {
      await vacuumIncomingTables(client);
      await hooks.beforeSwap?.();
      await swapIncomingTables(client, built);
      built = undefined;
    }
    return value;
  } catch (error) {
    try {
      await client.query("ROLLBACK");
      // Committed but never swapped in: nothing reads them, and nothing should find them.
      if (built !== undefined) await dropIncomingTables(client);
    } catch {
      broken = true;
    }
    throw error;
  } finally {
    if (locked && !broken) {
      try {
        await client.query("SELECT pg_advisory_unlock($1)", [lockKey]);
      } catch {
        broken = true;
      }
    }
    // A connection whose rollback failed is in an unknown state: closed, not reused (and its
    // session's advisory lock goes with it).
    client.release(broken);
    forgetCatalogueStats(database);
    forgetModelFacets(database);
  }
}

/**
 * Vacuums and analyses the model tables a writer of many small transactions (a deep sync) is
 * filling, and returns how many models `models` holds. Between two such runs new rows are not
 * marked all-visible and the planner's statistics describe a smaller table: it then reads a sort
 * index with a heap fetch per entry, or sorts the whole table instead (a search's 20,000-entry
 * window at 30,000 models took 30 to 90 ms before and 0.3 ms after one). Autovacuum does this
 * too where it runs, but not on a schedule a sync can count on. Outside any transaction, with no
 * statement timeout; it takes no lock that readers or writers wait for.
 *
 * @example
 * ```ts
 * declare const database: Database;
 * const rows = await vacuumModelTables(database);
 * ```
 */
export async function vacuumModelTables(database: Database): Promise<number> {
  if (database.pool === undefined) throw new Error("VACUUM needs the PostgreSQL connection pool");
  const client = await database.pool.connect();
  let broken = false;
  try {
    await client.query("SET statement_timeout = 0");
    await client.query("VACUUM (ANALYZE) models, model_tag_links, model_provider_links");
    await client.query("ANALYZE model_documents");
    await client.query("RESET statement_timeout");
    const { rows } = await client.query<{ rows: number }>(
      "SELECT reltuples AS rows FROM pg_class WHERE oid = 'models'::regclass",
    );
    return Math.max(0, Number(rows[0]?.rows ?? 0));
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    client.release(broken);
    forgetCatalogueStats(database);
    forgetModelFacets(database);
  }
}
