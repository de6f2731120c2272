import type { FastifyInstance } from "fastify";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@modeldeck/tasks";

/**
 * `GET /api/libraries`: every model library keyed by id, without the snippet functions (the web
 * app computes snippets itself with `@modeldeck/tasks`).
 *
 * @example
 * ```ts
 * app.register(libraryRoutes);
 * ```
 */
export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  // JSON.stringify drops functions, which leaves the metadata; the catalogue never changes at run time.
  const body = JSON.stringify(MODEL_LIBRARIES_UI_ELEMENTS);
  app.get("/api/libraries", async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(body),
  );
}
