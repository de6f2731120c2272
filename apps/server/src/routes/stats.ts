import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { catalogueStats } from "../db/model-reads.js";

/**
 * `GET /api/stats` → `{ total, pipelineCounts, libraryCounts }` over the stored models.
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
  app.get("/api/stats", async () => catalogueStats(options.database));
}
