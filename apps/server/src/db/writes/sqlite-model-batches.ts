import { sql } from "kysely";
import type { Transaction } from "kysely";
import type { ModelRecord } from "../../descriptors/model-record.js";
import { modelsRow, WRITTEN_COLUMNS } from "../model-columns.js";
import { liveProviders } from "../provider-links.js";
import type { DatabaseSchema } from "../schema.js";

/**
 * Where each value sits in a row of the batch text. The whole batch travels as one JSON
 * parameter and SQLite unpacks it with `jsonb_each`: four to six statements per batch whatever
 * its size, each prepared from a short text, instead of statements with thousands of bound
 * values that the query builder compiles and SQLite parses again for every batch.
 */
const COLUMNS = WRITTEN_COLUMNS;

/** The `models` columns of one record, in `COLUMNS` order. */
function batchRow(record: ModelRecord): unknown[] {
  const row = modelsRow(record);
  return COLUMNS.map((column) => row[column]);
}

/** What goes beside the `models` row: its document, its tags and its live providers. */
function toDocumentRow(sequence: number, record: ModelRecord): unknown[] {
  return [
    sequence,
    record.data,
    record.providerMapping,
    record.readme,
    record.tags,
    liveProviders(record.providerMapping),
  ];
}

/** Value `index` of a row of the batch (`jsonb_each` hands rows over parsed, as JSONB). */
const column = (index: number) => sql.raw(`row.value ->> ${index}`);

/**
 * Upserts one batch of models on SQLite: the `models` rows, their documents, and their tag and
 * provider links (replaced, since a re-imported model may have lost a tag). A file may name the
 * same model twice; the last line wins, as a later upsert would.
 */
export async function writeSqliteBatch(
  transaction: Transaction<DatabaseSchema>,
  records: readonly ModelRecord[],
): Promise<void> {
  const unique = [...new Map(records.map((record) => [record.id, record])).values()];
  const batch = JSON.stringify(unique.map(batchRow));
  // Sequences are handed out in increasing order: any at or below the highest one stored
  // before this batch belongs to a model written earlier, whose links are replaced below.
  const highest = await sql<{ seq: number | null }>`SELECT max(seq) AS seq FROM models`.execute(
    transaction,
  );
  const earlier = Number(highest.rows[0]?.seq ?? 0);
  const names = sql.raw(COLUMNS.join(", "));
  const values = sql.join(COLUMNS.map((_, index) => column(index)));
  const updates = sql.raw(
    COLUMNS.slice(1)
      .map((name) => `${name} = excluded.${name}`)
      .join(", "),
  );
  // `WHERE true` tells SQLite's parser the ON CONFLICT belongs to the upsert, not a join.
  const stored = await sql<{ seq: number; id: string }>`INSERT INTO models (${names})
    SELECT ${values} FROM jsonb_each(${batch}) AS row WHERE true
    ON CONFLICT (id) DO UPDATE SET ${updates} RETURNING seq, id`.execute(transaction);
  const sequenceOf = new Map(stored.rows.map((row) => [row.id, Number(row.seq)]));
  const replaced = stored.rows.map((row) => Number(row.seq)).filter((seq) => seq <= earlier);
  if (replaced.length > 0) {
    const sequences = sql`SELECT value FROM json_each(${JSON.stringify(replaced)})`;
    await sql`DELETE FROM model_tag_links WHERE model_seq IN (${sequences})`.execute(transaction);
    await sql`DELETE FROM model_provider_links WHERE model_seq IN (${sequences})`.execute(
      transaction,
    );
  }
  const documents = JSON.stringify(
    unique.map((record) => toDocumentRow(sequenceOf.get(record.id) as number, record)),
  );
  const rows = sql`jsonb_each(${documents}) AS row`;
  await sql`INSERT INTO model_documents (model_seq, data, provider_mapping, readme)
    SELECT ${column(0)}, ${column(1)}, ${column(2)}, ${column(3)} FROM ${rows} WHERE true
    ON CONFLICT (model_seq) DO UPDATE SET data = excluded.data,
      provider_mapping = excluded.provider_mapping, readme = excluded.readme`.execute(transaction);
  await sql`INSERT INTO model_tag_links (tag, model_seq)
    SELECT tag.value, ${column(0)} FROM ${rows}, jsonb_each(row.value, '$[4]') AS tag`.execute(
    transaction,
  );
  if (unique.some((record) => record.providerMapping !== null)) {
    await sql`INSERT INTO model_provider_links (provider, model_seq)
      SELECT provider.value, ${column(0)} FROM ${rows}, jsonb_each(row.value, '$[5]') AS provider`.execute(
      transaction,
    );
  }
}
