import type { ModelRecord } from "../descriptors/model-record.js";
import type { ModelsTable } from "./schema.js";

/**
 * A `models` row as every writer stores it: all its columns but the generated `seq`. Built
 * once from a record by {@link modelsRow}, so a new column is added in one place for the
 * portable writer, SQLite's JSON batches and PostgreSQL's `COPY` alike.
 *
 * @example
 * ```ts
 * const row: ModelsRow = modelsRow(record);
 * ```
 */
export type ModelsRow = Omit<ModelsTable, "seq">;

/**
 * The columns of a {@link ModelsRow}, in the order the batch writers list them.
 *
 * @example
 * ```ts
 * const names = WRITTEN_COLUMNS.join(", "); // "id, object_id, …"
 * ```
 */
export const WRITTEN_COLUMNS = [
  "id",
  "object_id",
  "author",
  "pipeline_tag",
  "library_name",
  "tags",
  "downloads",
  "likes",
  "trending_score",
  "private",
  "created_at",
  "last_modified",
  "search_text",
  "parameters",
] as const satisfies readonly (keyof ModelsRow)[];

// A column of `models` missing from the list above fails to compile here.
type Unlisted = Exclude<keyof ModelsRow, (typeof WRITTEN_COLUMNS)[number]>;
const everyColumnListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyColumnListed;

/**
 * The columns an upsert of an existing model replaces: every written one but the id.
 *
 * @example
 * ```ts
 * const sets = UPDATED_COLUMNS.map((column) => `${column} = excluded.${column}`);
 * ```
 */
export const UPDATED_COLUMNS = WRITTEN_COLUMNS.filter(
  (column): column is Exclude<(typeof WRITTEN_COLUMNS)[number], "id"> => column !== "id",
);

/**
 * The columns a list page reads: `seq` and every written column but the search text.
 *
 * @example
 * ```ts
 * const select = LISTED_COLUMNS.map((column) => `w.${column}`).join(", ");
 * ```
 */
export const LISTED_COLUMNS = [
  "seq",
  ...WRITTEN_COLUMNS.filter(
    (column): column is Exclude<(typeof WRITTEN_COLUMNS)[number], "search_text"> =>
      column !== "search_text",
  ),
] as const;

/**
 * The `models` row of one record.
 *
 * @example
 * ```ts
 * const values = WRITTEN_COLUMNS.map((column) => modelsRow(record)[column]);
 * ```
 */
export function modelsRow(record: ModelRecord): ModelsRow {
  return {
    id: record.id,
    object_id: record.objectId,
    author: record.author,
    pipeline_tag: record.pipelineTag,
    library_name: record.libraryName,
    tags: JSON.stringify(record.tags),
    downloads: record.downloads,
    likes: record.likes,
    trending_score: record.trendingScore,
    private: record.isPrivate ? 1 : 0,
    created_at: record.createdAt,
    last_modified: record.lastModified,
    search_text: record.searchText,
    parameters: record.parameters,
  };
}
