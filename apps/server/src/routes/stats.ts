import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { cachedCatalogueStats } from "../db/model-reads.js";

const COUNTS = Type.Record(Type.String(), Type.Integer({ minimum: 0 }));

const STATS_SCHEMA = {
  description: "How many models are stored, overall, per pipeline tag and per library",
  response: {
    200: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      pipelineCounts: COUNTS,
      libraryCounts: COUNTS,
    }),
  },
};

/**
 * `GET /api/stats` → `{ total, pipelineCounts, libraryCounts }` over the stored models, from a
 * short-lived cache that writes in this process clear.
 *
 * @example
 * ```ts
 * app.register(statsRoutes, { database });
 * ```
 */
export async function statsRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  app.get("/api/stats", { schema: STATS_SCHEMA }, async () =>
    cachedCatalogueStats(options.database),
  );
}
