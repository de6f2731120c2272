import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { isRepoId } from "../descriptors/repo-id.js";
import { modelFiller, type ModelFiller } from "../sync/model-filler.js";
import { isHuggingFaceHub, upstreamHub } from "../sync/upstream-hub.js";

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
