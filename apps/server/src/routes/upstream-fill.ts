import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { findModel } from "../db/model-reads.js";
import { findSyncState } from "../db/model-sync-state.js";
import { isRepoId } from "../descriptors/repo-id.js";
import { HttpError } from "../http-error.js";
import { modelFiller, type ModelFiller } from "../sync/model-filler.js";
import { isHuggingFaceHub, upstreamHub } from "../sync/upstream-hub.js";
import { ERROR_BODY, nullable } from "./api-schemas.js";

/** Default age after which a stored model is refreshed in the background: one day. */
const DEFAULT_MAX_AGE_HOURS = 24;

/**
 * The model id a request for a model names, from the route it matched: model info, card and
 * revision (`/api/models/*`), tree and resolve (`:owner/:name`), and the status below.
 */
function requestedModel(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url ?? "";
  const params = (request.params ?? {}) as Record<string, string | undefined>;
  if (route === "/api/models/*" || route === "/api/model-status/*") {
    const segments = (params["*"] ?? "").split("/");
    const marker = [2, 1].find((length) => segments[length] === "revision");
    const kept =
      marker !== undefined
        ? segments.slice(0, marker)
        : segments.at(-1) === "readme" && segments.length > 1
          ? segments.slice(0, -1)
          : segments;
    return kept.join("/");
  }
  if (route.includes("/tree/") || route.includes("/resolve/")) {
    return params.owner === undefined ? params.name : `${params.owner}/${params.name}`;
  }
  return undefined;
}

/**
 * Turns on fill on demand when `MODELDECK_UPSTREAM_HUB` names a hub (off by default, so a server
 * with no network behaves as before): every read of one model (info, card, revision, tree,
 * resolve, status) first lets the filler read it from that upstream when this hub lacks it or
 * never read its card or files, and refresh it in the background once older than
 * `MODELDECK_UPSTREAM_MAX_AGE_HOURS` (default 24). `HF_TOKEN` goes along only when the upstream
 * is huggingface.co, and only to it; it never appears in an answer or a log line. Returns the
 * filler, or `undefined` when no upstream is configured.
 *
 * @example
 * ```ts
 * const filler = addUpstreamFill(app, { database, environment: { MODELDECK_UPSTREAM_HUB: "https://huggingface.co" }, fetch, clock });
 * ```
 */
export function addUpstreamFill(
  app: FastifyInstance,
  options: {
    database: Database;
    environment: Readonly<Record<string, string | undefined>>;
    fetch: typeof fetch;
    clock: Clock;
  },
): ModelFiller | undefined {
  const address = options.environment.MODELDECK_UPSTREAM_HUB?.trim();
  if (!address) return undefined;
  const hours = Number(
    options.environment.MODELDECK_UPSTREAM_MAX_AGE_HOURS ?? DEFAULT_MAX_AGE_HOURS,
  );
  if (!Number.isFinite(hours) || hours <= 0) {
    throw new Error("MODELDECK_UPSTREAM_MAX_AGE_HOURS must be a positive number");
  }
  const token = isHuggingFaceHub(address) ? options.environment.HF_TOKEN : undefined;
  const upstream = upstreamHub(address, { fetch: options.fetch, accessToken: token });
  const filler = modelFiller({
    database: options.database,
    upstream,
    maxAgeMs: hours * 3_600_000,
    now: () => options.clock.now(),
    secrets: token === undefined ? [] : [token],
    onFailure: (id, reason) =>
      app.log.warn({ model: id, upstream: upstream.origin }, `upstream read failed: ${reason}`),
  });
  app.addHook("onRequest", async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const id = requestedModel(request);
    if (id !== undefined && isRepoId(id)) await filler.ensure(id);
  });
  return filler;
}

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
  app.get("/api/model-status/*", { schema: STATUS_SCHEMA }, async (request, reply) => {
    const id = (request.params as { "*": string })["*"];
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
