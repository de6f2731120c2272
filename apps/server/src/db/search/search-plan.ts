import { sql } from "kysely";
import type { QueryExecutorProvider, RawBuilder } from "kysely";
import type { Database } from "../database.js";
import { LISTED_COLUMNS } from "../model-columns.js";
import type { ModelListQuery } from "./model-search.js";
import { searchTerms, sqliteWordQuery } from "./search-text.js";

/**
 * Below this many matches, sorting the matches beats walking a sort index: a page of 20 from a
 * set of n matches among N models costs about n row reads one way and 20·N/n index steps the
 * other, equal near n = 4,000 at two million models; counting stops at the bound.
 */
const BROAD_MATCH_COUNT = 2000;

/**
 * How many sort-index entries a walk may read before giving up on filling the page. Entries
 * are small (the covering sort index), so this is a few milliseconds; a walk that finds too
 * few rows in that many entries means the matches are sparse, and sorting them is cheaper.
 */
const WALK_ENTRIES = 20_000;

/** Ids are at most 501 characters (two segments of 250 and a slash), so 499 trigrams. */
const ID_TRIGRAMS = 499;

/**
 * How many sort-index entries a first, optimistic walk reads for a search before anything is
 * counted: when one model in 250 or more matches, the page fills within them, for less than
 * merging the posting lists of the search's trigrams would cost.
 */
const FIRST_WALK_ENTRIES = 5000;

/**
 * The filter tokens of one `models` row (`row` is `new`, `old` or a table alias): the author,
 * task, library and every tag, each as a letter and the hex of its UTF-8 bytes, so any tag is
 * one whole token to FTS5 (`license:mit` → `t6c6963656e73653a6d6974`); hex has no case and no
 * separator, so no tag can match another, and the letter keeps a tag `en` apart from a library
 * `en`. Then every trigram of the lower-cased id (`g` and its hex): a search term's trigrams,
 * all present, find a superset of the ids containing it, tested exactly row by row afterwards.
 */
function filterTokens(row: string): string {
  return `'a' || hex(${row}.author)
    || coalesce(' p' || hex(${row}.pipeline_tag), '')
    || coalesce(' l' || hex(${row}.library_name), '')
    || coalesce((SELECT ' ' || group_concat('t' || hex(value), ' ') FROM json_each(${row}.tags)), '')
    || coalesce((SELECT ' ' || group_concat('g' || hex(substr(lower(${row}.id), n, 3)), ' ')
         FROM model_filter_positions WHERE n <= length(${row}.id) - 2), '')`;
}

/**
 * Migration `0010_filter_tokens` (SQLite only): `model_filters`, a contentless FTS5 index of
 * every model's author, task, library, tags and id trigrams, kept by triggers on `models`. Any
 * conjunction of filters and search terms (`filter=en&filter=fr`, `search=bert&filter=llama`)
 * is then one merge of posting lists, so the planner below learns how many models may match
 * all of them, not each one, before it chooses a plan. PostgreSQL needs no such table: its
 * planner keeps its own statistics.
 *
 * @example
 * ```ts
 * declare const db: Parameters<typeof createFilterTokens>[0];
 * await createFilterTokens(db);
 * ```
 */
export async function createFilterTokens(db: QueryExecutorProvider): Promise<void> {
  await sql`CREATE TABLE model_filter_positions (n INTEGER PRIMARY KEY)`.execute(db);
  await sql`INSERT INTO model_filter_positions (n)
    SELECT value FROM json_each(${JSON.stringify(Array.from({ length: ID_TRIGRAMS }, (_, index) => index + 1))})`.execute(
    db,
  );
  await sql`CREATE VIRTUAL TABLE model_filters USING fts5(tokens, content='', contentless_delete=1, detail=none, tokenize='ascii')`.execute(
    db,
  );
  await sql`CREATE TRIGGER models_filters_insert AFTER INSERT ON models BEGIN
    INSERT INTO model_filters (rowid, tokens) VALUES (new.seq, ${sql.raw(filterTokens("new"))}); END`.execute(
    db,
  );
  await sql`CREATE TRIGGER models_filters_delete AFTER DELETE ON models BEGIN
    DELETE FROM model_filters WHERE rowid = old.seq; END`.execute(db);
  await createFilterUpdateTrigger(db);
  await fillFilterTokens(db);
}

/** The `models` columns `filterTokens` reads: a row's tokens change only when one of them does. */
const FILTER_TOKEN_COLUMNS = ["id", "author", "pipeline_tag", "library_name", "tags"];

/**
 * The trigger that rewrites a model's `model_filters` row when one of its filter columns
 * changes. An upsert sets every column, so `UPDATE OF` alone would fire for each stored model
 * a sync or an import writes again; the `WHEN` clause skips those whose tokens stay the same.
 * Created by `0010_filter_tokens`, and again by `0011` on databases whose `0010` ran before the
 * trigger had that clause.
 *
 * @example
 * ```ts
 * declare const db: Parameters<typeof createFilterUpdateTrigger>[0];
 * await createFilterUpdateTrigger(db);
 * ```
 */
export async function createFilterUpdateTrigger(db: QueryExecutorProvider): Promise<void> {
  const columns = sql.raw(FILTER_TOKEN_COLUMNS.join(", "));
  const changed = sql.raw(
    FILTER_TOKEN_COLUMNS.map((column) => `old.${column} IS NOT new.${column}`).join(" OR "),
  );
  await sql`CREATE TRIGGER models_filters_update AFTER UPDATE OF ${columns} ON models
    WHEN ${changed} BEGIN
    DELETE FROM model_filters WHERE rowid = old.seq;
    INSERT INTO model_filters (rowid, tokens) VALUES (new.seq, ${sql.raw(filterTokens("new"))}); END`.execute(
    db,
  );
}

async function fillFilterTokens(db: QueryExecutorProvider): Promise<void> {
  await sql`INSERT INTO model_filters (rowid, tokens)
    SELECT seq, ${sql.raw(filterTokens("models"))} FROM models`.execute(db);
}

/**
 * Refills `model_filters` from `models`, for a bulk write that dropped the triggers on
 * `models` and rebuilds its indexes once at the end (SQLite only).
 *
 * @example
 * ```ts
 * declare const transaction: Parameters<typeof rebuildFilterTokens>[0];
 * await rebuildFilterTokens(transaction);
 * ```
 */
export async function rebuildFilterTokens(db: QueryExecutorProvider): Promise<void> {
  await sql`INSERT INTO model_filters (model_filters) VALUES ('delete-all')`.execute(db);
  await fillFilterTokens(db);
}

/** The token `filterTokens` stores for one value: its letter and the hex of its UTF-8 bytes. */
function filterToken(kind: "a" | "p" | "l" | "t" | "g", value: string): string {
  return `"${kind}${Buffer.from(value, "utf8").toString("hex")}"`;
}

/**
 * Trigrams of a search term that cover it without overlapping (and the last one), as
 * `filterTokens` stores those of ids: every id holding the term holds them, and fewer lists
 * merge faster than all of them; rows are tested exactly afterwards anyway.
 */
function trigramTokens(term: string): string[] {
  const characters = [...term];
  const starts = new Set<number>();
  for (let start = 0; start + 3 <= characters.length; start += 3) starts.add(start);
  if (characters.length >= 3) starts.add(characters.length - 3);
  return [...starts].map((start) => filterToken("g", characters.slice(start, start + 3).join("")));
}

/**
 * The `model_filters` MATCH string for every author, task, library and tag filter of a query
 * and the trigrams of each search term of three or more characters (all must hold), or
 * `undefined` when it has none.
 *
 * @example
 * ```ts
 * filterMatch({ tags: ["en"], pipelineTag: "fill-mask", sort: "downloads", direction: -1, limit: 20, withData: false });
 * // '"p66696c6c2d6d61736b" AND "t656e"'
 * ```
 */
export function filterMatch(query: ModelListQuery): string | undefined {
  const substrings = query.search === undefined ? [] : searchTerms(query.search).substrings;
  const tokens = [
    ...(query.author === undefined ? [] : [filterToken("a", query.author)]),
    ...(query.pipelineTag === undefined ? [] : [filterToken("p", query.pipelineTag)]),
    ...(query.library === undefined ? [] : [filterToken("l", query.library)]),
    ...query.tags.map((tag) => filterToken("t", tag)),
    ...new Set(substrings.flatMap(trigramTokens)),
  ];
  return tokens.length === 0 ? undefined : tokens.join(" AND ");
}

/**
 * One set of models a query restricts to, as SQLite can read it: `members` lists their `seq`
 * as a column `seq`, `holds` tests one row, through the columns of a sort index and at most a
 * primary-key probe, under the alias `w`.
 */
interface MatchSet {
  name: "tokens" | "words" | "providers" | "parameters";
  members: RawBuilder<unknown>;
  holds: RawBuilder<unknown>;
}

/** The id's words, separated and surrounded by spaces, as the words table indexes them. */
const ID_WORDS = sql.raw(
  `(' ' || replace(replace(replace(replace(lower(w.id), '/', ' '), '-', ' '), '_', ' '), '.', ' '))`,
);

function matchSets(query: ModelListQuery): MatchSet[] {
  const sets: MatchSet[] = [];
  const terms = query.search === undefined ? undefined : searchTerms(query.search);
  const tokens = filterMatch(query);
  if (tokens !== undefined) {
    // The trigram tokens find a superset of the ids holding each term; `instr` is exact (the
    // trigram search folds ASCII case and matches any substring; ids are ASCII).
    const checks = (terms?.substrings ?? []).map((term) => sql`instr(lower(w.id), ${term}) > 0`);
    if (query.author !== undefined) checks.push(sql`w.author = ${query.author}`);
    if (query.pipelineTag !== undefined) checks.push(sql`w.pipeline_tag = ${query.pipelineTag}`);
    if (query.library !== undefined) checks.push(sql`w.library_name = ${query.library}`);
    for (const tag of query.tags) {
      checks.push(
        sql`EXISTS (SELECT 1 FROM model_tag_links WHERE tag = ${tag} AND model_seq = w.seq)`,
      );
    }
    sets.push({
      name: "tokens",
      members: sql`SELECT rowid AS seq FROM model_filters WHERE model_filters MATCH ${tokens}`,
      holds: sql.join(checks, sql` AND `),
    });
  }
  const words = terms === undefined ? undefined : sqliteWordQuery(terms);
  if (terms !== undefined && words !== undefined) {
    sets.push({
      name: "words",
      members: sql`SELECT rowid AS seq FROM models_fts WHERE models_fts MATCH ${words}`,
      holds: sql.join(
        terms.wordPrefixes.map((word) => sql`${ID_WORDS} LIKE ${`% ${word}%`}`),
        sql` AND `,
      ),
    });
  }
  if (query.inferenceProviders !== undefined) {
    const providers = query.inferenceProviders;
    const any = providers.includes("all");
    sets.push({
      name: "providers",
      members: any
        ? sql`SELECT DISTINCT model_seq AS seq FROM model_provider_links`
        : sql`SELECT DISTINCT model_seq AS seq FROM model_provider_links WHERE provider IN (${sql.join(providers)})`,
      holds: any
        ? sql`EXISTS (SELECT 1 FROM model_provider_links WHERE model_seq = w.seq)`
        : sql`EXISTS (SELECT 1 FROM model_provider_links
            WHERE model_seq = w.seq AND provider IN (${sql.join(providers)}))`,
    });
  }
  if (query.parameters !== undefined) {
    // The `(parameters, downloads)` index lists the range's rowids without reading a row.
    const { min = 0, max } = query.parameters;
    const within = (column: RawBuilder<unknown>) =>
      max === undefined
        ? sql`${column} >= ${min}`
        : sql`${column} >= ${min} AND ${column} < ${max}`;
    sets.push({
      name: "parameters",
      members: sql`SELECT seq FROM models WHERE ${within(sql.raw("parameters"))}`,
      holds: within(sql.raw("w.parameters")),
    });
  }
  return sets;
}

/**
 * Reads up to `bound` members of a set: how many, and their `seq` as a JSON array, so that a
 * small set drives the query without a second merge of its posting lists.
 */
async function boundedMembers(
  database: Database,
  members: RawBuilder<unknown>,
  bound: number,
): Promise<{ count: number; list: string }> {
  const result = await sql<{ count: number; list: string }>`SELECT count(*) AS count,
    json_group_array(seq) AS list FROM (${members} LIMIT ${bound}) AS matches`.execute(database.db);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), list: row?.list ?? "[]" };
}

/**
 * The bounds of `planSqliteList`, smaller in tests so that a few thousand models show each
 * plan: `broadMatches` (2,000), `walkEntries` (20,000) and `firstWalkEntries` (5,000).
 *
 * @example
 * ```ts
 * const bounds: PlanBounds = { broadMatches: 50, walkEntries: 200 };
 * ```
 */
export interface PlanBounds {
  broadMatches?: number;
  walkEntries?: number;
  firstWalkEntries?: number;
}

/**
 * How SQLite answers one list query, chosen by `planSqliteList`:
 * - `sort-index`: no filter at all; the sort index is read in order from the cursor.
 * - `matches`: the smallest set of matches (fewer than 2,000) is read whole, the other
 *   conditions tested on each of its rows, and the survivors sorted.
 * - `walk`: the sort index is read from the cursor, each entry tested, until the page is full:
 *   first for at most 5,000 entries, before anything is counted; then, when every set is
 *   broad, for at most 20,000; when that is not enough either (the sets are broad but rarely
 *   meet in this order), `matches` over their intersection.
 *
 * @example
 * ```ts
 * const plan: SqlitePlan = { kind: "matches", driver: "tokens" };
 * ```
 */
export type SqlitePlan =
  | { kind: "sort-index" }
  | { kind: "matches"; driver: MatchSet["name"] | "intersection" }
  | { kind: "walk" };

/** The `models` columns a list page reads (every indexed column but the search text). */
const PAGE_COLUMNS = sql.raw(LISTED_COLUMNS.map((column) => `w.${column}`).join(", "));

interface Ordering {
  column: RawBuilder<unknown>;
  /** `ORDER BY` for alias `w`. */
  orderBy: RawBuilder<unknown>;
  /** The keyset condition for alias `w`, or `undefined` on the first page. */
  after: RawBuilder<unknown> | undefined;
}

function ordering(query: ModelListQuery, column: string): Ordering {
  const direction = sql.raw(query.direction === 1 ? "ASC" : "DESC");
  const comparison = sql.raw(query.direction === 1 ? ">" : "<");
  const ref = sql.raw(`w.${column}`);
  const { cursor } = query;
  if (column !== "id" && query.unknowns === true) {
    // The unknowns, by id: `(column, id)` ascending is the sort index's own order for them.
    return {
      column: ref,
      orderBy: sql`${ref} ASC, w.id ASC`,
      after:
        cursor === undefined ? sql`${ref} IS NULL` : sql`${ref} IS NULL AND w.id > ${cursor.id}`,
    };
  }
  return {
    column: ref,
    orderBy: column === "id" ? sql`w.id ${direction}` : sql`${ref} ${direction}, w.id ${direction}`,
    // A row-value comparison with NULL is never true, so a cursor already leaves the unknowns out.
    after:
      cursor === undefined
        ? column === "id"
          ? undefined
          : sql`${ref} IS NOT NULL`
        : column === "id"
          ? sql`w.id ${comparison} ${cursor.id}`
          : sql`(${ref}, w.id) ${comparison} (${cursor.value}, ${cursor.id})`,
  };
}

function conjunction(conditions: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`1` : sql.join(conditions, sql` AND `);
}

/**
 * Reads the matches of `members` whole (rowid lookups: `NOT INDEXED` keeps SQLite from
 * walking a sort index instead), tests `checks` on each and sorts the survivors.
 */
function matchesStatement(
  query: ModelListQuery,
  order: Ordering,
  members: RawBuilder<unknown>,
  checks: readonly RawBuilder<unknown>[],
): RawBuilder<Record<string, unknown>> {
  const conditions = [sql`w.seq IN (${members})`, ...checks];
  if (order.after !== undefined) conditions.push(order.after);
  return sql`SELECT ${PAGE_COLUMNS} FROM models AS w NOT INDEXED
    WHERE ${conjunction(conditions)} ORDER BY ${order.orderBy} LIMIT ${query.limit + 1}`;
}

/**
 * Walks the sort index from the cursor for at most `WALK_ENTRIES` entries, testing each, and
 * reads whole rows for the page only.
 */
function walkStatement(
  query: ModelListQuery,
  order: Ordering,
  column: string,
  checks: readonly RawBuilder<unknown>[],
  entries: number,
): RawBuilder<Record<string, unknown>> {
  // Every column a test reads must come out of the walk: a `w.` name the walk lacks would
  // resolve to the outer query's row instead. The size filter reads its row (no sort index
  // holds `parameters`), which a walk of a few thousand entries affords.
  const walked = sql.raw(
    [
      "seq, id, pipeline_tag, library_name, author",
      ...(column === "id" ? [] : [column]),
      ...(query.parameters === undefined ? [] : ["parameters"]),
    ].join(", "),
  );
  return sql`SELECT ${PAGE_COLUMNS} FROM models AS w NOT INDEXED WHERE w.seq IN (
      SELECT w.seq FROM (
        SELECT ${walked} FROM models AS w WHERE ${order.after ?? sql`1`}
        ORDER BY ${order.orderBy} LIMIT ${entries}) AS w
      WHERE ${conjunction(checks)} LIMIT ${query.limit + 1})
    ORDER BY ${order.orderBy}`;
}

/** Whether at least `entries` sort-index entries follow the cursor. */
async function walkCannotReachEnd(
  database: Database,
  order: Ordering,
  entries: number,
): Promise<boolean> {
  const result = await sql<{ count: number }>`SELECT count(*) AS count FROM (
      SELECT 1 FROM models AS w WHERE ${order.after ?? sql`1`}
      ORDER BY ${order.orderBy} LIMIT ${entries}) AS entries`.execute(database.db);
  return Number(result.rows[0]?.count ?? 0) >= entries;
}

/**
 * Chooses and runs the SQLite plan for one list query (see {@link SqlitePlan}) and returns up
 * to `limit + 1` rows with the plan it used. SQLite's planner cannot know how many models an
 * FTS match, a tag or a task has, nor how many meet several; counting up to a small bound can,
 * for about a millisecond, and that choice is made here instead.
 *
 * @example
 * ```ts
 * declare const database: Parameters<typeof planSqliteList>[0];
 * const { rows, plan } = await planSqliteList(database, { search: "qwn", tags: [], sort: "downloads", direction: -1, limit: 20, withData: false }, "downloads");
 * ```
 */
export async function planSqliteList(
  database: Database,
  query: ModelListQuery,
  column: string,
  bounds: PlanBounds = {},
): Promise<{ rows: Record<string, unknown>[]; plan: SqlitePlan }> {
  const broad = bounds.broadMatches ?? BROAD_MATCH_COUNT;
  const walkEntries = bounds.walkEntries ?? WALK_ENTRIES;
  const order = ordering(query, column);
  const sets = matchSets(query);
  const run = async (statement: RawBuilder<Record<string, unknown>>) =>
    (await statement.execute(database.db)).rows;
  if (sets.length === 0) {
    const conditions = order.after === undefined ? [] : [order.after];
    const rows = await run(sql`SELECT ${PAGE_COLUMNS} FROM models AS w
      WHERE ${conjunction(conditions)} ORDER BY ${order.orderBy} LIMIT ${query.limit + 1}`);
    return { rows, plan: { kind: "sort-index" } };
  }
  const holds = sets.map((set) => set.holds);
  const firstWalk = bounds.firstWalkEntries ?? FIRST_WALK_ENTRIES;
  // Only a search merges many posting lists; filters alone count faster than a walk.
  if (firstWalk > 0 && query.search !== undefined) {
    const rows = await run(walkStatement(query, order, column, holds, firstWalk));
    if (rows.length > query.limit) return { rows, plan: { kind: "walk" } };
  }
  const counted: { set: MatchSet; count: number; list: string }[] = [];
  for (const set of sets) {
    const members = await boundedMembers(database, set.members, broad);
    counted.push({ set, ...members });
    // A set this small drives the query; the others need not be counted.
    if (members.count < broad) break;
  }
  const smallest = counted.reduce((best, entry) => (entry.count < best.count ? entry : best));
  if (smallest.count === 0)
    return { rows: [], plan: { kind: "matches", driver: smallest.set.name } };
  if (smallest.count < broad) {
    // Every set's test, the driver's too: the id trigrams find a superset of the matches.
    const list = sql`SELECT value FROM json_each(${smallest.list})`;
    const rows = await run(matchesStatement(query, order, list, holds));
    return { rows, plan: { kind: "matches", driver: smallest.set.name } };
  }
  const rows = await run(walkStatement(query, order, column, holds, walkEntries));
  if (rows.length > query.limit || !(await walkCannotReachEnd(database, order, walkEntries))) {
    return { rows, plan: { kind: "walk" } };
  }
  // Every set is broad, yet they rarely meet in this order: read their intersection, each
  // set's members narrowing the next inside SQLite, and sort it.
  const [first, ...rest] = sets;
  const members = rest.reduce(
    (inner, set) => sql`SELECT seq FROM (${set.members}) WHERE seq IN (${inner})`,
    first!.members,
  );
  const intersection = await run(matchesStatement(query, order, members, holds));
  return { rows: intersection, plan: { kind: "matches", driver: "intersection" } };
}
