import { sql } from "kysely";
import type { Database } from "./database.js";
import type { ModelListQuery } from "./model-search.js";
import { searchTerms, sqliteSearchQueries } from "./search-text.js";

/** Above this many matches, walking the sort index beats sorting the matches. */
const BROAD_MATCH_COUNT = 2000;

async function boundedCount(database: Database, subquery: ReturnType<typeof sql>): Promise<number> {
  const result = await sql<{
    count: number;
  }>`SELECT count(*) AS count FROM (${subquery} LIMIT ${BROAD_MATCH_COUNT}) AS matches`.execute(
    database.db,
  );
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Decides, for SQLite, whether every filter matches so many models that the query should walk
 * the (covering) sort index instead of collecting and sorting every match. SQLite's planner
 * cannot know how many rows an FTS match, a tag or a given task has; counting up to a small
 * bound can, for a fraction of a millisecond.
 * PostgreSQL keeps its own statistics, so it is left to its planner.
 *
 * @example
 * ```ts
 * await prefersSortIndex(database, { search: "bert", tags: [], sort: "downloads", direction: -1, limit: 20, withData: false });
 * ```
 */
export async function prefersSortIndex(
  database: Database,
  query: ModelListQuery,
): Promise<boolean> {
  if (database.dialect !== "sqlite") return false;
  const estimates: number[] = [];
  const queries =
    query.search === undefined ? undefined : sqliteSearchQueries(searchTerms(query.search));
  if (queries?.substrings !== undefined) {
    estimates.push(
      await boundedCount(
        database,
        sql`SELECT rowid FROM models_id_trigram WHERE models_id_trigram MATCH ${queries.substrings}`,
      ),
    );
  }
  if (queries?.words !== undefined) {
    estimates.push(
      await boundedCount(
        database,
        sql`SELECT rowid FROM models_fts WHERE models_fts MATCH ${queries.words}`,
      ),
    );
  }
  for (const tag of query.tags) {
    estimates.push(
      await boundedCount(database, sql`SELECT model_seq FROM model_tag_links WHERE tag = ${tag}`),
    );
  }
  if (query.inferenceProviders !== undefined) {
    const providers = query.inferenceProviders;
    estimates.push(
      await boundedCount(
        database,
        providers.includes("all")
          ? sql`SELECT model_seq FROM model_provider_links`
          : sql`SELECT model_seq FROM model_provider_links WHERE provider IN (${sql.join(providers)})`,
      ),
    );
  }
  if (query.parameters !== undefined) {
    const { min = 0, max = Number.MAX_SAFE_INTEGER } = query.parameters;
    estimates.push(
      await boundedCount(
        database,
        sql`SELECT 1 FROM models WHERE parameters >= ${min} AND parameters < ${max}`,
      ),
    );
  }
  const equalities = [
    ["pipeline_tag", query.pipelineTag],
    ["library_name", query.library],
    ["author", query.author],
  ] as const;
  for (const [column, value] of equalities) {
    if (value === undefined) continue;
    estimates.push(
      await boundedCount(database, sql`SELECT 1 FROM models WHERE ${sql.ref(column)} = ${value}`),
    );
  }
  return estimates.length > 0 && Math.min(...estimates) >= BROAD_MATCH_COUNT;
}
