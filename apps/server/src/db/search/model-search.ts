import type { ParameterRange } from "@modeldeck/hub";
import type { Selectable } from "kysely";
import type { Database } from "../database.js";
import { LISTED_COLUMNS } from "../model-columns.js";
import { planSqliteList } from "./search-plan.js";
import { postgresListRows } from "./search-postgres.js";
import type { ModelsTable } from "../schema.js";

/**
 * The columns a model list can be sorted by, keyed by the Hub's `sort` names. Only these reach
 * SQL, so a sort name from a URL can never inject a column.
 *
 * @example
 * ```ts
 * const column = SORT_COLUMNS["lastModified"]; // "last_modified"
 * ```
 */
export const SORT_COLUMNS = {
  downloads: "downloads",
  likes: "likes",
  lastModified: "last_modified",
  createdAt: "created_at",
  trendingScore: "trending_score",
  id: "id",
} as const;

/**
 * A Hub sort name that `listModelRows` accepts, derived from the keys of `SORT_COLUMNS`.
 *
 * @example
 * ```ts
 * const sort: SortKey = "downloads";
 * ```
 */
export type SortKey = keyof typeof SORT_COLUMNS;

/**
 * Where the previous page stopped: the sort value and the id of its last row. Paging by cursor
 * instead of offset keeps deep pages as fast as the first one. A `null` value means the page
 * stopped among the models whose sort value is unknown, which come after every known one.
 *
 * @example
 * ```ts
 * const last = rows.at(-1);
 * const cursor: ListCursor | undefined = last && { value: last.downloads, id: last.id };
 * ```
 */
export interface ListCursor {
  value: number | string | null;
  id: string;
}

/**
 * A validated model-list query, ready for `listModelRows`: filters, sort, page size and cursor.
 * Build it with `parseListQuery` from request parameters rather than by hand, so every value has
 * been checked.
 *
 * @example
 * ```ts
 * const query: ModelListQuery = { search: "bert", pipelineTag: "fill-mask", tags: [], sort: "downloads", direction: -1, limit: 20, withData: false };
 * const rows = await listModelRows(database, query);
 * ```
 */
export interface ModelListQuery {
  search?: string | undefined;
  author?: string | undefined;
  pipelineTag?: string | undefined;
  library?: string | undefined;
  tags: string[];
  /** Models served live by any of these providers; `["all"]` for any provider at all. */
  inferenceProviders?: string[] | undefined;
  /** Parameter counts from `min` (inclusive) to `max` (exclusive): `num_parameters`. */
  parameters?: ParameterRange | undefined;
  sort: SortKey;
  /** 1 ascending, -1 descending. */
  direction: 1 | -1;
  limit: number;
  cursor?: ListCursor | undefined;
  /** Also read the stored body, for `full=true` and `expand`. */
  withData: boolean;
  /**
   * Set by `listModelRows` only: read the models whose sort value is unknown (`NULL`), by id
   * ascending, instead of those with a known value in the query's direction.
   */
  unknowns?: boolean;
}

/**
 * One row of a list page as the database returns it: the indexed columns, plus the stored
 * descriptor text when `withData` was set. `listEntry` turns it into the Hub's JSON shape.
 *
 * @example
 * ```ts
 * const rows: ModelListRow[] = await listModelRows(database, query);
 * const ids = rows.map((row) => row.id);
 * ```
 */
export type ModelListRow = Omit<Selectable<ModelsTable>, "search_text"> & {
  data?: string;
  provider_mapping?: string | null;
};

/** The `models` columns a list page reads: every indexed column but the search text. */
const LIST_COLUMNS = LISTED_COLUMNS;

/**
 * Runs a model-list query and returns up to `limit + 1` rows; the extra row tells the caller
 * there is a next page.
 *
 * @example
 * ```ts
 * const rows = await listModelRows(database, {
 *   search: "bert", tags: [], sort: "downloads", direction: -1, limit: 20, withData: false,
 * });
 * ```
 */
export async function listModelRows(
  database: Database,
  query: ModelListQuery,
): Promise<ModelListRow[]> {
  const column = SORT_COLUMNS[query.sort];
  const segment = (unknowns: boolean, cursor: ListCursor | undefined, limit: number) => {
    const part = { ...query, unknowns, cursor, limit };
    return database.dialect === "sqlite"
      ? planSqliteList(database, part, column).then((page) => page.rows)
      : postgresListRows(database, part, column, LIST_COLUMNS).then((page) => page.rows);
  };
  // Models whose sort value is unknown come after every known one, in both directions, by id:
  // first the known values from the cursor, then, when those run out before the page is full,
  // the unknowns. Each part keeps its own keyset, so both stay seeks into the sort index.
  const inUnknowns = column !== "id" && query.cursor?.value === null;
  let found = await segment(inUnknowns, query.cursor, query.limit);
  if (column !== "id" && !inUnknowns && found.length <= query.limit) {
    found = [...found, ...(await segment(true, undefined, query.limit - found.length))];
  }
  const numberOrNull = (value: unknown) => (value === null ? null : Number(value));
  const rows = found.map((row) => ({
    ...(row as unknown as ModelListRow),
    seq: Number(row["seq"]),
    downloads: numberOrNull(row["downloads"]),
    likes: numberOrNull(row["likes"]),
    trending_score: numberOrNull(row["trending_score"]),
    parameters: numberOrNull(row["parameters"]),
  }));
  if (!query.withData || rows.length === 0) return rows;
  // Bodies are read for the page only, so the search itself never touches them.
  const documents = await database.db
    .selectFrom("model_documents")
    .select(["model_seq", "data", "provider_mapping"])
    .where(
      "model_seq",
      "in",
      rows.map((row) => row.seq),
    )
    .execute();
  const bySequence = new Map(documents.map((document) => [Number(document.model_seq), document]));
  return rows.map((row) => ({
    ...row,
    data: bySequence.get(row.seq)?.data ?? "{}",
    provider_mapping: bySequence.get(row.seq)?.provider_mapping ?? null,
  }));
}
