import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@modeldeck/tasks";
import { keyedById } from "./api-schemas.js";

const LIBRARIES_SCHEMA = {
  description: "Every model library keyed by id, metadata only (no snippet functions)",
  response: {
    // The body is serialized once at start-up and sent as text, so this documents it only.
    200: keyedById(
      Type.Object(
        {
          prettyLabel: Type.String(),
          repoName: Type.String(),
          repoUrl: Type.String(),
          docsUrl: Type.Optional(Type.String()),
        },
        { additionalProperties: true },
      ),
      "Libraries by id",
    ),
  },
};

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
  app.get("/api/libraries", { schema: LIBRARIES_SCHEMA }, async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(body),
  );
}
