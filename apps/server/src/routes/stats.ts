import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { cachedCatalogueStats } from "../db/model-reads.js";

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
  app.get("/api/stats", async () => cachedCatalogueStats(options.database));
}
