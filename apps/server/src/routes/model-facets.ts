import { MODEL_FACETS } from "@modeldeck/hub";
import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { modelFacets } from "../db/model-facets.js";
import { parseListQuery } from "../models/list-query.js";
import { ERROR_BODY, MODEL_LIST_QUERY } from "./api-schemas.js";
import { whileClientWaits } from "./while-client-waits.js";

const FACET_COUNTS = Type.Object({
  exact: Type.Boolean({ description: "false: each count is a lower bound, from a sample" }),
  values: Type.Array(Type.Object({ value: Type.String(), count: Type.Integer() })),
});

/**
 * The answer, one entry per facet of `MODEL_FACETS` (`num_parameters` values are size ranges in
 * the filter's own form); the query is the list's own, checked by the same schema.
 */
const FACETS_SCHEMA = {
  description: "Model counts per facet value for the filters of GET /api/models",
  querystring: MODEL_LIST_QUERY,
  response: {
    200: Type.Object({
      total: Type.Object({ count: Type.Integer(), exact: Type.Boolean() }),
      sampleSize: Type.Integer(),
      facets: Type.Object(Object.fromEntries(MODEL_FACETS.map((facet) => [facet, FACET_COUNTS]))),
    }),
    400: ERROR_BODY,
  },
};

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
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get("/api/models-facets", { schema: FACETS_SCHEMA }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const counts = await whileClientWaits(request, reply, () =>
      modelFacets(options.database, {
        search: query.search,
        author: query.author,
        pipelineTag: query.pipelineTag,
        library: query.library,
        tags: query.tags,
        inferenceProviders: query.inferenceProviders,
        parameters: query.parameters,
      }),
    );
    // The client left: nothing to send.
    return counts ?? reply;
  });
}
