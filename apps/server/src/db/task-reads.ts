import type { Database } from "./database.js";

/**
 * The most downloaded stored model for each of the given pipeline tags, keyed by tag; a tag with
 * no stored model is absent. `GET /api/tasks` uses it for tasks whose catalogue entry names no
 * widget model, so the inference client always finds a default.
 *
 * @example
 * ```ts
 * const defaults = await mostDownloadedPerPipelineTag(database, ["text-ranking"]);
 * defaults.get("text-ranking"); // e.g. "BAAI/bge-reranker-v2-m3"
 * ```
 */
export async function mostDownloadedPerPipelineTag(
  database: Database,
  pipelineTags: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // One indexed seek per tag; the list is the few tasks without a widget model.
  for (const tag of pipelineTags) {
    const row = await database.db
      .selectFrom("models")
      .select("id")
      .where("pipeline_tag", "=", tag)
      .orderBy("downloads", "desc")
      .limit(1)
      .executeTakeFirst();
    if (row !== undefined) found.set(tag, row.id);
  }
  return found;
}
