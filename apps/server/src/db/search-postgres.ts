import { sql } from "kysely";
import type { Expression, SqlBool } from "kysely";
import { searchWords } from "../descriptors/repo-id.js";
import type { Database } from "./database.js";
import { likePattern, type SearchTerms } from "./search-text.js";

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
