import type { FastifyInstance } from "fastify";
import { LOCAL_APPS } from "@modeldeck/tasks";

/**
 * `GET /api/local-apps`: the local apps keyed by id, metadata only (their snippet and deep-link
 * functions are dropped; the web app runs them from `@modeldeck/tasks`).
 *
 * @example
 * ```ts
 * app.register(localAppRoutes);
 * ```
 */
export async function localAppRoutes(app: FastifyInstance): Promise<void> {
  const body = JSON.stringify(LOCAL_APPS);
  app.get("/api/local-apps", async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(body),
  );
}
