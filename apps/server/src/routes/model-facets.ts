import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { modelFacets } from "../db/model-facets.js";
import { parseListQuery } from "../models/list-query.js";

/**
 * `GET /api/models-facets` → `{ total, sampleSize, facets }`: model counts per task, library,
 * language, licence, inference provider and parameter-count range, for the same filters as `GET /api/models` (sort,
 * paging and `expand` are accepted and ignored, so one query string serves both).
 *
 * @example
 * ```ts
 * app.register(modelFacetRoutes, { database });
 * ```
 */
export async function modelFacetRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  app.get("/api/models-facets", async (request) => {
    const query = parseListQuery(request.query as Record<string, string | string[] | undefined>);
    return modelFacets(options.database, {
      search: query.search,
      author: query.author,
      pipelineTag: query.pipelineTag,
      library: query.library,
      tags: query.tags,
      inferenceProviders: query.inferenceProviders,
      parameters: query.parameters,
    });
  });
}
