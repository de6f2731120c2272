import { Type } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { findModel } from "../db/model-reads.js";
import { findSyncState } from "../db/model-sync-state.js";
import { isRepoId } from "../descriptors/repo-id.js";
import { HttpError } from "../http-error.js";
import { ERROR_BODY, nullable } from "./api-schemas.js";

const STATUS_SCHEMA = {
  description:
    "Where a model's stored data came from and when each part was read; whether an upstream is configured",
  params: Type.Object({ "*": Type.String({ maxLength: 500 }) }),
  response: {
    200: Type.Object({
      id: Type.String(),
      upstream: nullable(Type.String()),
      source: nullable(Type.String()),
      infoReadAt: nullable(Type.String()),
      filesReadAt: nullable(Type.String()),
      cardReadAt: nullable(Type.String()),
      cardStatus: nullable(Type.String()),
      cardBytes: nullable(Type.Number()),
      goneAt: nullable(Type.String()),
      refreshFailedAt: nullable(Type.String()),
      refreshError: nullable(Type.String()),
    }),
    400: ERROR_BODY,
    404: ERROR_BODY,
  },
};

/**
 * `GET /api/model-status/{id}` (ModelDeck's own): where the stored model came from, when its
 * info, files and card were read (`null`: never), what became of its card, whether it vanished
 * upstream and the last failed refresh, plus the configured upstream (`null` when none), so the
 * model page can date each part and say what was never read.
 *
 * @example
 * ```ts
 * app.register(modelStatusRoutes, { database, upstream: "https://huggingface.co" });
 * ```
 */
export async function modelStatusRoutes(
  app: FastifyInstance,
  options: { database: Database; upstream: string | undefined },
): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.get("/api/model-status/*", { schema: STATUS_SCHEMA }, async (request, reply) => {
    const id = request.params["*"];
    if (!isRepoId(id)) throw new HttpError(400, "model id is not valid");
    const stored = await findModel(options.database, id);
    if (stored === undefined) throw new HttpError(404, `model ${id} not found`);
    const canonical = String((JSON.parse(stored.data) as { id?: unknown }).id ?? id);
    const state = await findSyncState(options.database, canonical);
    // The status changes as soon as a fill lands: never reused from a cache.
    reply.header("cache-control", "no-cache");
    return {
      id: canonical,
      upstream: options.upstream ?? null,
      source: state?.source ?? null,
      infoReadAt: state?.infoReadAt ?? null,
      filesReadAt: state?.filesReadAt ?? null,
      cardReadAt: state?.cardReadAt ?? null,
      cardStatus: state?.cardStatus ?? null,
      cardBytes: state?.cardBytes ?? null,
      goneAt: state?.goneAt ?? null,
      refreshFailedAt: state?.refreshFailedAt ?? null,
      refreshError: state?.refreshError ?? null,
    };
  });
}
