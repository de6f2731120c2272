import { sql } from "kysely";
import type { Expression, RawBuilder, SqlBool } from "kysely";
import { searchWords } from "../descriptors/repo-id.js";
import type { Database } from "./database.js";
import type { ModelListQuery } from "./model-search.js";
import { likePattern, searchTerms, type SearchTerms } from "./search-text.js";

/**
 * The conditions a search adds to a model-list query on PostgreSQL: each long term as a substring
 * of the lower-cased id (served by the pg_trgm index when the extension is there), short terms as
 * word prefixes of the id's tsvector.
 *
 * @example
 * ```ts
 * const conditions = postgresSearchConditions(database, { substrings: ["ert-base"], wordPrefixes: ["t5"] });
 * ```
 */
export function postgresSearchConditions(
  database: Database,
  terms: SearchTerms,
): Expression<SqlBool>[] {
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
 * The bounds `postgresListPlan` decides by. A filter matching at most `narrowMatches` models
 * drives the query (its rows fetched by key and sorted); a page may walk `headRows` rows of the
 * sort index; an intersection of broad filters of up to `maxIntersection` models is fetched by key.
 */
export interface PostgresPlanBounds {
  narrowMatches: number;
  headRows: number;
  maxIntersection: number;
}

const DEFAULT_BOUNDS: PostgresPlanBounds = {
  narrowMatches: 500,
  headRows: 4000,
  maxIntersection: 50_000,
};

type ListFilters = Pick<
  ModelListQuery,
  "search" | "author" | "pipelineTag" | "library" | "tags" | "inferenceProviders"
>;

/**
 * One filter of a list query twice over: as a query for the `seq` of every model it matches, and
 * as a condition on a `models` row.
 */
interface Filter {
  set: RawBuilder<unknown>;
  condition: Expression<SqlBool>;
  /** True for a set read from a link table (tags, providers), sorted by `model_seq`. */
  linked: boolean;
}

function filtersOf(database: Database, query: ListFilters): Filter[] {
  const onModels = (condition: Expression<SqlBool>): Filter => ({
    set: sql`SELECT seq FROM models WHERE ${condition}`,
    condition,
    linked: false,
  });
  const linked = (set: RawBuilder<unknown>): Filter => ({
    set,
    condition: sql<SqlBool>`seq IN (${set})`,
    linked: true,
  });
  const filters: Filter[] = [];
  if (query.search !== undefined) {
    filters.push(...postgresSearchConditions(database, searchTerms(query.search)).map(onModels));
  }
  for (const tag of query.tags) {
    filters.push(linked(sql`SELECT model_seq FROM model_tag_links WHERE tag = ${tag}`));
  }
  const providers = query.inferenceProviders;
  if (providers !== undefined) {
    filters.push(
      linked(
        providers.includes("all")
          ? sql`SELECT model_seq FROM model_provider_links`
          : sql`SELECT model_seq FROM model_provider_links WHERE provider IN (${sql.join(providers)})`,
      ),
    );
  }
  const equalities = [
    ["pipeline_tag", query.pipelineTag],
    ["library_name", query.library],
    ["author", query.author],
  ] as const;
  for (const [column, value] of equalities) {
    if (value !== undefined) filters.push(onModels(sql<SqlBool>`${sql.ref(column)} = ${value}`));
  }
  return filters;
}

/**
 * The models every filter matches: the link-table sets joined on `model_seq` (merge joins over
 * their primary keys, no table reads), then `models` for the conditions on its own rows.
 */
function intersection(filters: readonly Filter[]): RawBuilder<unknown> {
  const linked = filters.filter((filter) => filter.linked);
  const onRows = filters.filter((filter) => !filter.linked).map((filter) => filter.condition);
  if (linked.length === 0) return sql`SELECT seq FROM models WHERE ${sql.join(onRows, sql` AND `)}`;
  const from = linked
    .slice(1)
    .reduce(
      (chain, filter, index) =>
        sql`${chain} JOIN (${filter.set}) AS ${sql.raw(`linked_${index + 1}`)}(seq) USING (seq)`,
      sql`(${linked[0]?.set}) AS linked_0(seq)`,
    );
  return onRows.length === 0
    ? sql`SELECT seq FROM ${from}`
    : sql`SELECT seq FROM ${from} JOIN models USING (seq) WHERE ${sql.join(onRows, sql` AND `)}`;
}

async function sequences(database: Database, set: RawBuilder<unknown>, bound: number) {
  const { rows } = await sql<{ seq: number }>`SELECT matches.* FROM (${set}) AS matches(seq)
    LIMIT ${bound + 1}`.execute(database.db);
  return rows.map((row) => Number(row.seq));
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
 * index; otherwise a filter matching few models (counted up to a bound) drives the query, its
 * rows read by key, and failing that the filters' sets are intersected first and the page is
 * read by key from the intersection.
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
  const filters = filtersOf(database, query);
  if (filters.length === 0) return undefined;
  // First the page's cost by the sort index: find the sort key `headRows` rows past the cursor
  // (an index-only walk) and count the matches before it. Enough for a page: the walk it is.
  const descending = query.direction === -1;
  const order = sql.raw(descending ? "DESC" : "ASC");
  const key = column === "id" ? sql`id` : sql`(${sql.ref(column)}, id)`;
  const cursor = query.cursor;
  const afterCursor =
    cursor === undefined
      ? sql`true`
      : column === "id"
        ? sql`id ${sql.raw(descending ? "<" : ">")} ${cursor.id}`
        : sql`${key} ${sql.raw(descending ? "<" : ">")} (${cursor.value}, ${cursor.id})`;
  const ordering =
    column === "id" ? sql`id ${order}` : sql`${sql.ref(column)} ${order}, id ${order}`;
  const edge = await sql<{
    value: number | string;
    id: string;
  }>`SELECT ${sql.ref(column)} AS value, id
    FROM models WHERE ${afterCursor} ORDER BY ${ordering} OFFSET ${bounds.headRows - 1} LIMIT 1`.execute(
    database.db,
  );
  const last = edge.rows[0];
  // Fewer rows than that remain after the cursor: walking all of them is cheap.
  if (last === undefined) return undefined;
  const withinHead =
    column === "id"
      ? sql`id ${sql.raw(descending ? ">=" : "<=")} ${last.id}`
      : sql`${key} ${sql.raw(descending ? ">=" : "<=")} (${last.value}, ${last.id})`;
  const head = await sql<{ count: string }>`SELECT count(*) AS count FROM models
    WHERE ${afterCursor} AND ${withinHead} AND ${sql.join(
      filters.map((filter) => filter.condition),
      sql` AND `,
    )}`.execute(database.db);
  if (Number(head.rows[0]?.count ?? 0) > query.limit) return undefined;
  // Sparse in sort order: collect the matches by index instead. A sequential scan that stops
  // after enough matches is what the planner picks for a term it guesses common, and for a
  // term matching nothing (`search=qwn`) it reads the whole table; so no sequential scans here.
  return database.db.transaction().execute(async (transaction) => {
    const within = { ...database, db: transaction };
    await sql`SET LOCAL enable_seqscan = off`.execute(transaction);
    for (const filter of filters) {
      const seqs = await sequences(within, filter.set, bounds.narrowMatches);
      if (seqs.length <= bounds.narrowMatches) return amongSequences(seqs);
    }
    const seqs = await sequences(within, intersection(filters), bounds.maxIntersection);
    return seqs.length > bounds.maxIntersection ? undefined : amongSequences(seqs);
  });
}
