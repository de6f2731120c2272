import { sql } from "kysely";
import type { Expression, SqlBool } from "kysely";
import { searchWords } from "../descriptors/repo-id.js";
import type { Database } from "./database.js";
import type { ModelListQuery } from "./model-search.js";
import { likePattern, searchTerms, type SearchTerms } from "./search-text.js";

/**
 * The conditions a search adds to a model-list query on PostgreSQL: each long term as a substring
 * of the lower-cased id (served by the pg_trgm index when the extension is there), short terms as
 * word prefixes of the id's tsvector.
 */
function postgresSearchConditions(database: Database, terms: SearchTerms): Expression<SqlBool>[] {
  // Without pg_trgm a LIKE would scan every row, so long terms fall back to word prefixes.
  const substrings = database.hasTrigram ? terms.substrings : [];
  const prefixes = database.hasTrigram
    ? terms.wordPrefixes
    : [
        ...terms.wordPrefixes,
        ...terms.substrings.flatMap((term) => searchWords([term]).split(" ")),
      ];
  const conditions: Expression<SqlBool>[] = substrings.map(
    (term) => sql<SqlBool>`lower(id) LIKE ${likePattern(term)}`,
  );
  const words = prefixes.filter((word) => word.length > 0);
  if (words.length > 0) {
    const query = words.map((word) => `${word}:*`).join(" & ");
    conditions.push(sql<SqlBool>`search_vector @@ to_tsquery('simple', ${query})`);
  }
  return conditions;
}

/**
 * The condition that a model carries every one of `tags`: one containment test of its stored
 * JSON array, which the `(tags::jsonb) jsonb_path_ops` GIN index (migration
 * `0012_tag_containment`) answers with a single scan that ANDs the tags' posting lists.
 */
function postgresTagsCondition(tags: readonly string[]): Expression<SqlBool> {
  return sql<SqlBool>`(tags::jsonb) @> ${JSON.stringify(tags)}::jsonb`;
}

/**
 * The bounds `postgresListPlan` decides by: a page may walk `headRows` rows of the sort index;
 * when those hold too few matches, up to `maxIntersection` matches are collected through the
 * filters' indexes and the page is read from them by key.
 */
export interface PostgresPlanBounds {
  headRows: number;
  maxIntersection: number;
}

const DEFAULT_BOUNDS: PostgresPlanBounds = {
  headRows: 4000,
  maxIntersection: 50_000,
};

/**
 * Memory for the bitmaps of a collection of matches. With PostgreSQL's default (4 MB) the bitmap
 * of a broad term (`%bert%`: 300,000 ids at two million models) turns lossy, whole pages instead
 * of rows, and ANDing it with a tag then rechecks tens of thousands of rows in the table.
 */
const BITMAP_MEMORY = "64MB";

type ListFilters = Pick<
  ModelListQuery,
  "search" | "author" | "pipelineTag" | "library" | "tags" | "inferenceProviders" | "parameters"
>;

/**
 * The conditions of a list query's filters on a `models` row, each served by an index: the id's
 * trigrams or words, the tags' GIN index, the task, library, author and parameter b-trees, and
 * the provider links. PostgreSQL ANDs their bitmaps, so only rows matching all of them are read.
 *
 * @example
 * ```ts
 * declare const database: Database;
 * declare const query: ModelListQuery;
 * const conditions = postgresFilterConditions(database, query);
 * ```
 */
export function postgresFilterConditions(
  database: Database,
  query: ListFilters,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.search !== undefined) {
    conditions.push(...postgresSearchConditions(database, searchTerms(query.search)));
  }
  if (query.tags.length > 0) conditions.push(postgresTagsCondition(query.tags));
  const equalities = [
    ["pipeline_tag", query.pipelineTag],
    ["library_name", query.library],
    ["author", query.author],
  ] as const;
  for (const [column, value] of equalities) {
    if (value !== undefined) conditions.push(sql<SqlBool>`${sql.ref(column)} = ${value}`);
  }
  const providers = query.inferenceProviders;
  if (providers !== undefined) {
    conditions.push(
      providers.includes("all")
        ? sql<SqlBool>`seq IN (SELECT model_seq FROM model_provider_links)`
        : sql<SqlBool>`seq IN (SELECT model_seq FROM model_provider_links
            WHERE provider IN (${sql.join(providers)}))`,
    );
  }
  if (query.parameters !== undefined) {
    const { min = 0, max } = query.parameters;
    conditions.push(sql<SqlBool>`parameters >= ${min}`);
    if (max !== undefined) conditions.push(sql<SqlBool>`parameters < ${max}`);
  }
  return conditions;
}

/**
 * The `seq` of up to `bound + 1` models matching every condition, found through the indexes
 * alone (bitmap scans ANDed, no walk of a sort index, no sequential scan), so the cost follows
 * the sizes of the posting lists, not of the table.
 */
async function matchingSequences(
  database: Database,
  conditions: readonly Expression<SqlBool>[],
  bound: number,
): Promise<number[]> {
  return database.db.transaction().execute(async (transaction) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(transaction);
    await sql`SET LOCAL enable_indexscan = off`.execute(transaction);
    await sql.raw(`SET LOCAL work_mem = '${BITMAP_MEMORY}'`).execute(transaction);
    const { rows } = await sql<{ seq: number }>`SELECT seq FROM models
      WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${bound + 1}`.execute(transaction);
    return rows.map((row) => Number(row.seq));
  });
}

/** `seq = ANY(…)`: PostgreSQL then reads exactly those rows by primary key and sorts them. */
function amongSequences(seqs: readonly number[]): Expression<SqlBool> {
  return seqs.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`seq = ANY(${seqs})`;
}

/**
 * Chooses, for PostgreSQL, how a filtered list page is found, and returns a condition that makes
 * the planner take that way (or `undefined` to leave it to the planner). The planner multiplies
 * selectivities as if filters were independent, so for `filter=en&filter=fr` (each common, never
 * together) or `search=bert&filter=llama` it walks the whole sort index hoping for a match. Here:
 * when the next few thousand rows in sort order hold a page of matches, the page walks the sort
 * index. Otherwise the matches are collected through the filters' indexes alone (bitmaps ANDed,
 * so the cost is that of the posting lists and only the intersection's rows are read), up to
 * `maxIntersection`, and the page is read from them by key.
 *
 * @example
 * ```ts
 * declare const database: Database;
 * declare const query: ModelListQuery;
 * const extra = await postgresListPlan(database, query, "downloads");
 * ```
 */
export async function postgresListPlan(
  database: Database,
  query: ModelListQuery,
  column: string,
  bounds: PostgresPlanBounds = DEFAULT_BOUNDS,
): Promise<Expression<SqlBool> | undefined> {
  const conditions = postgresFilterConditions(database, query);
  if (conditions.length === 0) return undefined;
  // First the page's cost by the sort index: the next `headRows` rows past the cursor in sort
  // order (the subquery's ORDER BY and LIMIT hold the planner to that walk), each tested.
  // Enough matches there for a page, or too few rows left to matter: the walk it is.
  const descending = query.direction === -1;
  const order = sql.raw(descending ? "DESC" : "ASC");
  const cursor = query.cursor;
  const afterCursor =
    cursor === undefined
      ? sql`true`
      : column === "id"
        ? sql`id ${sql.raw(descending ? "<" : ">")} ${cursor.id}`
        : sql`(${sql.ref(column)}, id) ${sql.raw(descending ? "<" : ">")} (${cursor.value}, ${
            cursor.id
          })`;
  const ordering =
    column === "id" ? sql`id ${order}` : sql`${sql.ref(column)} ${order}, id ${order}`;
  const head = await sql<{ rows: string; matches: string }>`SELECT count(*) AS rows,
      count(*) FILTER (WHERE ${sql.join(conditions, sql` AND `)}) AS matches
    FROM (SELECT * FROM models WHERE ${afterCursor} ORDER BY ${ordering}
      LIMIT ${bounds.headRows}) AS head`.execute(database.db);
  const counted = head.rows[0];
  if (Number(counted?.rows ?? 0) < bounds.headRows) return undefined;
  if (Number(counted?.matches ?? 0) > query.limit) return undefined;
  // Sparse in sort order (a term or tag combination matching few models, or none): collect
  // the matches by index instead.
  const seqs = await matchingSequences(database, conditions, bounds.maxIntersection);
  return seqs.length > bounds.maxIntersection ? undefined : amongSequences(seqs);
}
