import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { LOCAL_APPS } from "@modeldeck/tasks";
import { keyedById } from "./api-schemas.js";

const LOCAL_APPS_SCHEMA = {
  description: "Every local app keyed by id, metadata only (no snippet or deep-link functions)",
  response: {
    // Serialized once at start-up and sent as text: this documents the body only.
    200: keyedById(
      Type.Object(
        { prettyLabel: Type.String(), docsUrl: Type.String(), mainTask: Type.String() },
        { additionalProperties: true },
      ),
      "Local apps by id",
    ),
  },
};

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
  app.get("/api/local-apps", { schema: LOCAL_APPS_SCHEMA }, async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(body),
  );
}
