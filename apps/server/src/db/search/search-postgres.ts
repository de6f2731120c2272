import { sql } from "kysely";
import type { Expression, RawBuilder, SqlBool } from "kysely";
import pg from "pg";
import { searchWords } from "../../descriptors/repo-id.js";
import type { Database } from "../database.js";
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
 * The bounds `postgresListRows` decides by. A search only on the id, task, library and author
 * walks up to `window` entries of the (covering) sort index without reading the table; other
 * filters first test the next `headRows` rows in sort order. When those hold too few matches,
 * up to `maxIntersection` matches are collected through the filters' indexes and sorted.
 */
export interface PostgresPlanBounds {
  headRows: number;
  window: number;
  maxIntersection: number;
}

const DEFAULT_BOUNDS: PostgresPlanBounds = {
  headRows: 4000,
  window: 20_000,
  maxIntersection: 50_000,
};

/**
 * Memory for the bitmaps of a collection of matches. With PostgreSQL's default (4 MB) the bitmap
 * of a broad term (`%bert%`: 300,000 ids at two million models) turns lossy, whole pages instead
 * of rows, and ANDing it with a tag then rechecks tens of thousands of rows in the table.
 */
const BITMAP_MEMORY = "64MB";

/**
 * The columns every `*_browse` sort index holds after its sort column (migration
 * `0003_tag_links`): a filter on these alone is tested inside the index, no table page read.
 */
const BROWSE_COLUMNS = ["id", "pipeline_tag", "library_name", "author"] as const;

/** How a page was found, for tests and plan notes. */
type PostgresWay = "walk" | "window" | "intersection";

/**
 * A list page on PostgreSQL (up to `limit + 1` rows, in order) and the way it was found.
 */
export interface PostgresPage {
  rows: Record<string, unknown>[];
  way: PostgresWay;
}

/**
 * Whether every filter of `query` is a column of its sort's index (see `BROWSE_COLUMNS`). The
 * id order walks the primary key, which holds no filter column: testing a filter there reads
 * the table, so the window would cost a row read per entry.
 */
function browseIndexCovers(database: Database, query: ModelListQuery, column: string): boolean {
  if (column === "id") return false;
  if (query.tags.length > 0) return false;
  if (query.inferenceProviders !== undefined || query.parameters !== undefined) return false;
  if (query.search === undefined) return true;
  const terms = searchTerms(query.search);
  // Short terms test the tsvector, and without pg_trgm long ones do too: not in the index.
  return terms.wordPrefixes.length === 0 && (database.hasTrigram || terms.substrings.length === 0);
}

/**
 * The parts of a list statement that depend on the sort and the cursor. The cursor is one
 * row-value comparison over (sort column, id), the leading columns of the sort index, so the
 * walk seeks straight to it; an OR of two comparisons would scan from the start, and page 150
 * would cost 150 pages.
 */
function ordering(query: ModelListQuery, column: string) {
  const descending = query.direction === -1;
  const order = sql.raw(descending ? "DESC" : "ASC");
  const cursor = query.cursor;
  if (column !== "id" && query.unknowns === true) {
    // The unknowns (NULL) by id. Ordering by `(column, id)` ascending, the b-tree's own order,
    // lets PostgreSQL read them from the sort index in order: `IS NULL` makes no equivalence
    // class, so `ORDER BY id` alone would sort them all.
    const afterCursor =
      cursor === undefined
        ? sql<SqlBool>`${sql.ref(column)} IS NULL`
        : sql<SqlBool>`${sql.ref(column)} IS NULL AND id > ${cursor.id}`;
    return { afterCursor, orderBy: sql`${sql.ref(column)} ASC, id ASC` };
  }
  // A row-value comparison with NULL is never true, so a cursor already leaves the unknowns out.
  const afterCursor =
    cursor === undefined
      ? column === "id"
        ? sql<SqlBool>`true`
        : sql<SqlBool>`${sql.ref(column)} IS NOT NULL`
      : column === "id"
        ? sql<SqlBool>`id ${sql.raw(descending ? "<" : ">")} ${cursor.id}`
        : sql<SqlBool>`(${sql.ref(column)}, id) ${sql.raw(descending ? "<" : ">")} (${
            cursor.value
          }, ${cursor.id})`;
  const orderBy =
    column === "id" ? sql`id ${order}` : sql`${sql.ref(column)} ${order}, id ${order}`;
  return { afterCursor, orderBy };
}

/**
 * The statement of a page found in the first `window` entries of the sort index: the inner
 * walk reads only index columns (an index-only scan of a `*_browse` index, whose visibility map
 * the import's `VACUUM` sets), tests the filters there and stops at `limit + 1` matches; only
 * those rows are then read from the table, by id.
 */
function windowStatement(
  query: ModelListQuery,
  column: string,
  columns: readonly string[],
  conditions: readonly Expression<SqlBool>[],
  window: number,
) {
  const { afterCursor, orderBy } = ordering(query, column);
  const headColumns = [...new Set([column, ...BROWSE_COLUMNS])].map((name) => sql.ref(name));
  return sql<Record<string, unknown>>`SELECT ${sql.join(columns.map((name) => sql.ref(name)))}
    FROM models WHERE id = ANY(ARRAY(SELECT id FROM (SELECT ${sql.join(headColumns)} FROM models
      WHERE ${afterCursor} ORDER BY ${orderBy} LIMIT ${window}) AS head
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${orderBy} LIMIT ${query.limit + 1}))
    ORDER BY ${orderBy} LIMIT ${query.limit + 1}`;
}

/**
 * The statement of a page read from the filters' matches: up to `bound + 1` of them found
 * through the indexes alone (bitmaps ANDed, so only the intersection's rows are read), kept
 * narrow (key and sort columns) and sorted in the same statement; only the page's rows are then
 * read whole, by key. Each row carries `matched`, how many matches were collected.
 */
function intersectionStatement(
  query: ModelListQuery,
  column: string,
  columns: readonly string[],
  conditions: readonly Expression<SqlBool>[],
  bound: number,
) {
  const { afterCursor, orderBy } = ordering(query, column);
  const keys = [...new Set(["seq", "id", column])].map((name) => sql.ref(name));
  return sql<Record<string, unknown>>`WITH matches AS MATERIALIZED (SELECT ${sql.join(keys)}
      FROM models WHERE ${sql.join(conditions, sql` AND `)} AND ${afterCursor}
      LIMIT ${bound + 1})
    SELECT ${sql.join(columns.map((name) => sql.ref(name)))},
      (SELECT count(*) FROM matches) AS matched
    FROM models WHERE seq = ANY(ARRAY(SELECT seq FROM matches
      ORDER BY ${orderBy} LIMIT ${query.limit + 1}))
    ORDER BY ${orderBy}`;
}

/** Settings of the intersection's transaction: bitmap scans only, and room for their bitmaps. */
const BITMAP_SETTINGS = [
  "SET LOCAL enable_seqscan = off",
  "SET LOCAL enable_indexscan = off",
  `SET LOCAL work_mem = '${BITMAP_MEMORY}'`,
];

/** A value of a compiled statement as an SQL literal: only strings and finite numbers occur. */
function literal(value: unknown): string {
  if (typeof value === "string") return pg.escapeLiteral(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new Error(`unexpected parameter of a list statement: ${typeof value}`);
}

/**
 * Runs `statement` with the bitmap settings for its own transaction. Through the pool it is one
 * round trip: the settings and the statement (its values written in as escaped literals) go as
 * one simple-protocol query, which PostgreSQL runs as one implicit transaction, so `SET LOCAL`
 * ends with it, and an error rolls it all back. Without a pool (a query log), one statement each.
 */
async function withBitmapSettings(
  database: Database,
  statement: RawBuilder<Record<string, unknown>>,
): Promise<Record<string, unknown>[]> {
  if (database.pool === undefined) {
    return database.db.transaction().execute(async (transaction) => {
      for (const setting of BITMAP_SETTINGS) await sql.raw(setting).execute(transaction);
      return (await statement.execute(transaction)).rows;
    });
  }
  const compiled = statement.compile(database.db);
  const text = compiled.sql.replace(/\$(\d+)/g, (_, index: string) =>
    literal(compiled.parameters[Number(index) - 1]),
  );
  const results = (await database.pool.query([...BITMAP_SETTINGS, text].join(";\n"))) as unknown;
  const last = Array.isArray(results) ? (results.at(-1) as pg.QueryResult) : undefined;
  return (last?.rows ?? []) as Record<string, unknown>[];
}

/**
 * Finds a filtered list page on PostgreSQL, choosing the way by what the sort order holds. The
 * planner multiplies selectivities as if filters were independent, so for `filter=en&filter=fr`
 * (each common, never together) or `search=roberta-base` (one id in 300, sparse among the most
 * downloaded) it walks far down the sort index, or reads thousands of matches it then sorts.
 * Here: a search on the id, task, library and author walks up to `window` entries of the
 * covering sort index, testing them inside the index, and reads only the page's rows. Other
 * filters count their matches among the next `headRows` rows in sort order, and a page of them
 * there walks the sort index. Otherwise the matches are collected through the filters' indexes
 * alone (bitmaps ANDed, so the cost is that of the posting lists and only the intersection's
 * rows are read), up to `maxIntersection`, and sorted in the same statement; more matches than
 * that, and the planner walks the sort index after all.
 *
 * @example
 * ```ts
 * declare const database: Database;
 * declare const query: ModelListQuery;
 * const { rows, way } = await postgresListRows(database, query, "downloads", ["seq", "id"]);
 * ```
 */
export async function postgresListRows(
  database: Database,
  query: ModelListQuery,
  column: string,
  columns: readonly string[],
  bounds: PostgresPlanBounds = DEFAULT_BOUNDS,
): Promise<PostgresPage> {
  const conditions = postgresFilterConditions(database, query);
  const walk = async (): Promise<PostgresPage> => {
    const { afterCursor, orderBy } = ordering(query, column);
    const { rows } = await sql<Record<string, unknown>>`SELECT ${sql.join(
      columns.map((name) => sql.ref(name)),
    )} FROM models WHERE ${sql.join([...conditions, afterCursor], sql` AND `)}
      ORDER BY ${orderBy} LIMIT ${query.limit + 1}`.execute(database.db);
    return { rows, way: "walk" };
  };
  if (conditions.length === 0) return walk();
  if (browseIndexCovers(database, query, column)) {
    const statement = windowStatement(query, column, columns, conditions, bounds.window);
    const { rows } = await statement.execute(database.db);
    // A page within the window; otherwise the matches are sparse there, or the listing ends.
    if (rows.length > query.limit) return { rows, way: "window" };
  } else {
    // The next `headRows` rows in sort order (the subquery's ORDER BY and LIMIT hold the planner
    // to that walk), each tested: a page of matches there, or fewer rows left, and the walk it is.
    const { afterCursor, orderBy } = ordering(query, column);
    const head = await sql<{ rows: string; matches: string; total: string }>`SELECT
        count(*) AS rows, count(*) FILTER (WHERE ${sql.join(conditions, sql` AND `)}) AS matches,
        (SELECT reltuples FROM pg_class WHERE oid = 'models'::regclass) AS total
      FROM (SELECT * FROM models WHERE ${afterCursor} ORDER BY ${orderBy}
        LIMIT ${bounds.headRows}) AS head`.execute(database.db);
    const counted = head.rows[0];
    const matches = Number(counted?.matches ?? 0);
    if (Number(counted?.rows ?? 0) < bounds.headRows) return walk();
    if (matches > query.limit) return walk();
    // As dense in the whole catalogue as in the head, the matches would be more than the
    // collection holds (a 2,000-row facet sample of two broad tags): the walk finds them sooner.
    const expected = (matches / bounds.headRows) * Number(counted?.total ?? 0);
    if (expected > bounds.maxIntersection) return walk();
  }
  const statement = intersectionStatement(
    query,
    column,
    columns,
    conditions,
    bounds.maxIntersection,
  );
  const rows = await withBitmapSettings(database, statement);
  if (Number(rows[0]?.["matched"] ?? 0) > bounds.maxIntersection) return walk();
  for (const row of rows) delete row["matched"];
  return { rows, way: "intersection" };
}
