import { sql } from "kysely";
import type { ExpressionBuilder, Expression, SqlBool } from "kysely";
import type { Database } from "./database.js";
import type { DatabaseSchema } from "./schema.js";

/** Columns a model list can be sorted by, keyed by the Hub's `sort` names. */
export const SORT_COLUMNS = {
  downloads: "downloads",
  likes: "likes",
  lastModified: "last_modified",
  createdAt: "created_at",
  trendingScore: "trending_score",
  id: "id",
} as const;

/** A Hub sort name. */
export type SortKey = keyof typeof SORT_COLUMNS;

/** Where the previous page stopped: the sort value and id of its last row. */
export interface ListCursor {
  value: number | string;
  id: string;
}

/** A validated model-list query. */
export interface ModelListQuery {
  search?: string | undefined;
  author?: string | undefined;
  pipelineTag?: string | undefined;
  library?: string | undefined;
  tags: string[];
  sort: SortKey;
  /** 1 ascending, -1 descending. */
  direction: 1 | -1;
  limit: number;
  cursor?: ListCursor | undefined;
  /** Also read the stored body, for `full=true` and `expand`. */
  withData: boolean;
}

/** One row of a list page. */
export interface ModelListRow {
  id: string;
  object_id: string;
  author: string;
  pipeline_tag: string | null;
  library_name: string | null;
  tags: string;
  downloads: number;
  likes: number;
  trending_score: number;
  private: number;
  created_at: string;
  last_modified: string;
  data?: string;
  provider_mapping?: string | null;
}

type ModelsExpression = ExpressionBuilder<DatabaseSchema, "models">;

/** Search words: letters and digits only, so nothing the user types reaches the query syntax. */
export function searchTokens(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
    .slice(0, 16);
}

function searchCondition(
  database: Database,
  search: string,
  expression: ModelsExpression,
): Expression<SqlBool> | undefined {
  const tokens = searchTokens(search);
  if (tokens.length === 0) return undefined;
  // Substrings of the id ("ert-bas") match too, as on the Hub, once they are 3+ characters.
  const substring = search.trim().toLowerCase();
  const bySubstring = [...substring].length >= 3;
  if (database.dialect === "sqlite") {
    const words = tokens.map((token) => `"${token}"*`).join(" ");
    const phrase = `"${substring.replace(/"/g, '""')}"`;
    return bySubstring
      ? sql<SqlBool>`(seq IN (SELECT rowid FROM models_fts WHERE models_fts MATCH ${words})
          OR seq IN (SELECT rowid FROM models_id_trigram WHERE models_id_trigram MATCH ${phrase}))`
      : expression(
          "seq",
          "in",
          sql<number>`(SELECT rowid FROM models_fts WHERE models_fts MATCH ${words})`,
        );
  }
  const query = tokens.map((token) => `${token}:*`).join(" & ");
  const words = sql<SqlBool>`search_vector @@ to_tsquery('simple', ${query})`;
  // Without pg_trgm the LIKE would scan every row, so substring search needs the trigram index.
  if (!database.hasTrigram || !bySubstring) return words;
  const pattern = `%${substring.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`(${words} OR lower(id) LIKE ${pattern})`;
}

function cursorCondition(
  query: ModelListQuery,
  expression: ModelsExpression,
): Expression<SqlBool> | undefined {
  const { cursor } = query;
  if (cursor === undefined) return undefined;
  const column = SORT_COLUMNS[query.sort];
  if (column === "id") return expression("id", query.direction === 1 ? ">" : "<", cursor.id);
  // Ties on the sort value are broken by id ascending, whatever the direction.
  return expression.or([
    expression(column, query.direction === 1 ? ">" : "<", cursor.value),
    expression.and([expression(column, "=", cursor.value), expression("id", ">", cursor.id)]),
  ]);
}

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
  const order = query.direction === 1 ? "asc" : "desc";
  let select = database.db
    .selectFrom("models")
    .select([
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
    ])
    .where((expression) => {
      const conditions: Expression<SqlBool>[] = [];
      if (query.search !== undefined) {
        const condition = searchCondition(database, query.search, expression);
        if (condition !== undefined) conditions.push(condition);
      }
      if (query.author !== undefined) conditions.push(expression("author", "=", query.author));
      if (query.pipelineTag !== undefined) {
        conditions.push(expression("pipeline_tag", "=", query.pipelineTag));
      }
      if (query.library !== undefined) {
        conditions.push(expression("library_name", "=", query.library));
      }
      for (const tag of query.tags) {
        conditions.push(
          expression(
            "id",
            "in",
            expression.selectFrom("model_tags").select("model_id").where("tag", "=", tag),
          ),
        );
      }
      const after = cursorCondition(query, expression);
      if (after !== undefined) conditions.push(after);
      return expression.and(conditions);
    })
    .orderBy(column, order);
  if (column !== "id") select = select.orderBy("id", "asc");
  const rows = query.withData
    ? await select
        .select(["data", "provider_mapping"])
        .limit(query.limit + 1)
        .execute()
    : await select.limit(query.limit + 1).execute();
  return rows.map((row) => ({
    ...row,
    downloads: Number(row.downloads),
    likes: Number(row.likes),
    trending_score: Number(row.trending_score),
  }));
}
