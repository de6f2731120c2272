import pg, { type PoolClient } from "pg";
import { UPDATED_COLUMNS, WRITTEN_COLUMNS } from "./model-columns.js";

/**
 * The catalogue's tables a large import builds anew and swaps in, together. Every other table
 * (files and sync state, keyed by model id; rate limits; user data) is left where it is.
 */
const SWAPPED_TABLES = ["models", "model_documents", "model_tag_links", "model_provider_links"];

/** The name a swapped table has while it is being built. */
const incoming = (table: string) => `${table}_incoming`;

/** Memory each index build may sort in, for the building transaction only (default 64 MB). */
const INDEX_BUILD_MEMORY = "256MB";

/**
 * Longest wait for the swap's locks before it steps back and tries again, in milliseconds:
 * readers arriving meanwhile queue behind the swap, so this bounds their wait. It grows when
 * the swap keeps failing (a long report holding the tables), up to half of PostgreSQL's default
 * `deadlock_timeout`, so in a lock cycle with a reader the swap is the one that gives way.
 */
const SWAP_LOCK_WAITS_MS = [25, 25, 25, 50, 50, 100, 100, 200, 500];

/** The sequence behind `models.seq`, schema-qualified and quoted. */
async function modelSequence(client: PoolClient): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT pg_get_serial_sequence('models', 'seq') AS name",
  );
  const name = rows[0]?.name;
  if (name === undefined || name === null) throw new Error("models.seq has no sequence");
  return name;
}

/**
 * The `seq` above which new models are numbered: past every stored one and every number the
 * sequence ever handed out, so no reader can mistake a new model for one it read before.
 */
async function sequenceBase(client: PoolClient, sequence: string): Promise<number> {
  const { rows } = await client.query<{ base: string }>(`SELECT greatest(
      (SELECT coalesce(max(seq), 0) FROM models),
      (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM ${sequence})) AS base`);
  return Number(rows[0]?.base ?? 0);
}

/**
 * Drops what a killed import left of its tables: they were committed but never swapped in, and
 * nothing reads them. Called under the bulk writes' advisory lock, so no other import is building.
 *
 * @example
 * ```ts
 * declare const client: PoolClient;
 * await dropIncomingTables(client);
 * ```
 */
export async function dropIncomingTables(client: PoolClient): Promise<void> {
  await client.query(`DROP TABLE IF EXISTS ${SWAPPED_TABLES.map(incoming).join(", ")}`);
}

/**
 * Fills the new tables: every stored model the staging does not replace, as it is (same `seq`),
 * then the staged ones, an existing model keeping its `seq` and a new one numbered past
 * `base` by its staging ordinal. A model keeps its number across the swap, so a reader that
 * looked it up before and reads its document after still gets the same model.
 */
async function fillIncomingTables(client: PoolClient, base: number): Promise<void> {
  await client.query(`CREATE TEMPORARY TABLE import_sequences ON COMMIT DROP AS
    SELECT staged.ordinal, coalesce(live.seq, ${base} + staged.ordinal) AS seq, live.seq AS replaced
      FROM import_models AS staged LEFT JOIN models AS live ON live.id = staged.id`);
  const kept = (alias: string, column: string) =>
    `NOT EXISTS (SELECT FROM import_sequences AS staged WHERE staged.replaced = ${alias}.${column})`;
  const written = WRITTEN_COLUMNS.join(", ");
  await client.query(`INSERT INTO models_incoming (seq, ${written})
    SELECT seq, ${written} FROM models AS live WHERE ${kept("live", "seq")}`);
  const updated = UPDATED_COLUMNS.map((column) => `staged.${column}`).join(", ");
  await client.query(`INSERT INTO models_incoming (seq, id, ${UPDATED_COLUMNS.join(", ")})
    SELECT numbered.seq, staged.id, ${updated}
      FROM import_models AS staged JOIN import_sequences AS numbered USING (ordinal)`);
  await client.query(`INSERT INTO model_documents_incoming (model_seq, data, provider_mapping, readme)
    SELECT model_seq, data, provider_mapping, readme FROM model_documents AS live
     WHERE ${kept("live", "model_seq")}
    UNION ALL
    SELECT numbered.seq, staged.data, staged.provider_mapping, staged.readme
      FROM import_models AS staged JOIN import_sequences AS numbered USING (ordinal)`);
  // Tags are distinct within a record (`toModelRecord` removes repeats), so no DISTINCT sort.
  await client.query(`INSERT INTO model_tag_links_incoming (tag, model_seq)
    SELECT tag, model_seq FROM model_tag_links AS live WHERE ${kept("live", "model_seq")}
    UNION ALL
    SELECT tag, numbered.seq FROM import_models AS staged JOIN import_sequences AS numbered
      USING (ordinal) CROSS JOIN LATERAL jsonb_array_elements_text(staged.tags::jsonb) AS tag`);
  await client.query(`INSERT INTO model_provider_links_incoming (provider, model_seq)
    SELECT provider, model_seq FROM model_provider_links AS live WHERE ${kept("live", "model_seq")}
    UNION ALL
    SELECT provider, numbered.seq FROM import_models AS staged JOIN import_sequences AS numbered
      USING (ordinal) CROSS JOIN LATERAL jsonb_array_elements_text(staged.live_providers::jsonb)
        AS provider WHERE staged.live_providers <> '[]'`);
}

/** One index of a swapped table: its live name and the name it is built under. */
interface BuiltIndex {
  name: string;
  building: string;
}

/**
 * Builds on each new table the indexes and keys its live table has, from sorted rows, under
 * temporary names (`BuiltIndex.building`); the swap gives them the live names. Definitions come
 * from the catalogue, so an index a later migration adds is rebuilt too.
 */
async function buildIncomingIndexes(client: PoolClient): Promise<BuiltIndex[]> {
  const { rows } = await client.query<{
    table_name: string;
    name: string;
    definition: string;
    constraint_name: string | null;
    constraint_definition: string | null;
  }>(
    `SELECT table_class.relname AS table_name, index_class.relname AS name,
           pg_get_indexdef(index_class.oid) AS definition,
           pg_constraint.conname AS constraint_name,
           pg_get_constraintdef(pg_constraint.oid) AS constraint_definition
      FROM pg_index
      JOIN pg_class index_class ON index_class.oid = pg_index.indexrelid
      JOIN pg_class table_class ON table_class.oid = pg_index.indrelid
      LEFT JOIN pg_constraint ON pg_constraint.conindid = index_class.oid
       AND pg_constraint.conrelid = table_class.oid
     WHERE table_class.relnamespace = current_schema()::regnamespace
       AND table_class.relname = ANY($1)
     ORDER BY table_class.relname, index_class.relname`,
    [SWAPPED_TABLES],
  );
  await client.query(`SET LOCAL maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
  const built: BuiltIndex[] = [];
  for (const [position, row] of rows.entries()) {
    const building = `modeldeck_incoming_index_${position}`;
    const table = incoming(row.table_name);
    if (row.constraint_name !== null && row.constraint_definition !== null) {
      // A key: the constraint names its index, and renaming the index renames the constraint.
      await client.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${building} ${row.constraint_definition}`,
      );
    } else {
      // `CREATE [UNIQUE] INDEX name ON schema.table USING …`: the same index on the new table.
      const match = /^CREATE (UNIQUE )?INDEX \S+ ON (?:ONLY )?\S+ (USING .*)$/s.exec(
        row.definition,
      );
      if (match === null) throw new Error(`unexpected index definition: ${row.definition}`);
      await client.query(`CREATE ${match[1] ?? ""}INDEX ${building} ON ${table} ${match[2]}`);
    }
    built.push({ name: row.name, building });
  }
  return built;
}

/**
 * Grants the privileges others hold on each live table on its new table too: an operator's
 * read-only role must go on reading after the swap.
 */
async function copyGrants(client: PoolClient): Promise<void> {
  const { rows } = await client.query<{ grant: string }>(
    `SELECT format('GRANT %s ON %I TO %s', acl.privilege_type, table_class.relname || '_incoming',
             CASE WHEN acl.grantee = 0 THEN 'PUBLIC' ELSE quote_ident(pg_get_userbyid(acl.grantee)) END)
             AS grant
       FROM pg_class table_class CROSS JOIN LATERAL aclexplode(table_class.relacl) AS acl
      WHERE table_class.relnamespace = current_schema()::regnamespace
        AND table_class.relname = ANY($1) AND acl.grantee <> table_class.relowner`,
    [SWAPPED_TABLES],
  );
  for (const row of rows) await client.query(row.grant);
}

/**
 * Inside the building transaction, after the advisory lock: creates the new tables beside the
 * live ones (same columns, defaults and generated columns; no indexes yet), fills them, builds
 * their indexes and keys, and returns what `swapIncomingTables` needs. Readers of the live tables
 * are not held up: this only reads them.
 *
 * @example
 * ```ts
 * declare const client: PoolClient; // in a transaction, under the advisory lock
 * const built = await buildIncomingTables(client);
 * ```
 */
export async function buildIncomingTables(
  client: PoolClient,
): Promise<{ sequence: string; indexes: BuiltIndex[] }> {
  await dropIncomingTables(client);
  for (const table of SWAPPED_TABLES) {
    await client.query(`CREATE TABLE ${incoming(table)} (LIKE ${table}
      INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING CONSTRAINTS INCLUDING STORAGE)`);
  }
  await copyGrants(client);
  const sequence = await modelSequence(client);
  await fillIncomingTables(client, await sequenceBase(client, sequence));
  const indexes = await buildIncomingIndexes(client);
  return { sequence, indexes };
}

/**
 * Vacuums and analyses the committed new tables before they go live, outside any transaction:
 * the visibility map lets the sort-index walks be index-only from the first read, and the
 * planner's statistics describe the new rows.
 *
 * @example
 * ```ts
 * declare const client: PoolClient; // after the building transaction committed
 * await vacuumIncomingTables(client);
 * ```
 */
export async function vacuumIncomingTables(client: PoolClient): Promise<void> {
  await client.query("SET statement_timeout = 0");
  await client.query(`VACUUM (ANALYZE) ${SWAPPED_TABLES.map(incoming).join(", ")}`);
  await client.query("RESET statement_timeout");
}

const pause = (milliseconds: number) =>
  new Promise((resolve) => setTimeout(resolve, milliseconds + Math.random() * milliseconds));

/**
 * Takes every swapped table's exclusive lock inside the open transaction, giving way while
 * readers hold them: each try waits a bounded time (`SWAP_LOCK_WAITS_MS`) and, failing that,
 * rolls back to a savepoint, so readers that queued behind it go on with the live tables.
 */
async function lockLiveTables(client: PoolClient): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const wait = SWAP_LOCK_WAITS_MS[Math.min(attempt, SWAP_LOCK_WAITS_MS.length - 1)] as number;
    await client.query("SAVEPOINT modeldeck_swap");
    try {
      await client.query(`SET LOCAL lock_timeout = '${wait}ms'`);
      await client.query(`LOCK TABLE ${SWAPPED_TABLES.join(", ")} IN ACCESS EXCLUSIVE MODE`);
      await client.query("SET LOCAL lock_timeout = 0");
      await client.query("RELEASE SAVEPOINT modeldeck_swap");
      return attempt + 1;
    } catch (error) {
      // 55P03: lock_not_available, the timeout; anything else is a real failure.
      if ((error as { code?: string }).code !== "55P03") throw error;
      await client.query("ROLLBACK TO SAVEPOINT modeldeck_swap");
      await client.query("RELEASE SAVEPOINT modeldeck_swap");
      await pause(wait);
    }
  }
}

/**
 * The swap, in one short transaction of catalogue statements: locks the live tables (see
 * `lockLiveTables`), hands the `seq` sequence to the new `models`, drops the old tables and
 * renames the new ones and their indexes to the live names. A reader waiting meanwhile then
 * reads the new tables; one that ran before read the old ones: never a mix, never an error.
 * Returns how many tries the locks took.
 *
 * @example
 * ```ts
 * declare const client: PoolClient;
 * declare const built: Awaited<ReturnType<typeof buildIncomingTables>>;
 * const tries = await swapIncomingTables(client, built);
 * ```
 */
export async function swapIncomingTables(
  client: PoolClient,
  built: { sequence: string; indexes: readonly BuiltIndex[] },
): Promise<number> {
  await client.query("BEGIN");
  const tries = await lockLiveTables(client);
  await client.query(`ALTER SEQUENCE ${built.sequence} OWNED BY models_incoming.seq`);
  await client.query(`SELECT setval('${built.sequence}', greatest(
    (SELECT coalesce(max(seq), 1) FROM models_incoming),
    (SELECT last_value FROM ${built.sequence})))`);
  await client.query(`DROP TABLE ${SWAPPED_TABLES.join(", ")}`);
  for (const table of SWAPPED_TABLES) {
    await client.query(`ALTER TABLE ${incoming(table)} RENAME TO ${table}`);
  }
  for (const index of built.indexes) {
    await client.query(
      `ALTER INDEX ${index.building} RENAME TO ${pg.escapeIdentifier(index.name)}`,
    );
  }
  await client.query("COMMIT");
  return tries;
}
