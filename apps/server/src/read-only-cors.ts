import type { FastifyInstance, FastifyRequest } from "fastify";

/** What a cross-origin page may do with the API: read it, nothing else. */
const ALLOWED_METHODS = "GET, HEAD, OPTIONS";

/** Headers a Hub client sends; `Authorization` is among them when the caller holds a token. */
const ALLOWED_HEADERS = "Accept, Authorization, Content-Type, If-None-Match, User-Agent";

/** Paging and revalidation need these, which browsers hide from scripts unless listed. */
const EXPOSED_HEADERS = "Link, ETag";

/**
 * The read-only Hub API, not the inference gateway: the gateway spends keys the operator
 * configured, so no other site's page may call it.
 */
function isReadOnlyApi(request: FastifyRequest): boolean {
  const path = request.url.split("?", 1)[0] ?? "";
  return path.startsWith("/api/") && !path.startsWith("/api/inference");
}

/**
 * Lets any web page read the Hub API across origins, as huggingface.co does: `GET` and `HEAD`
 * answers carry `Access-Control-Allow-Origin: *` (no credentials, so no cookie ever rides
 * along) and preflight `OPTIONS` requests get a 204 allowing only `GET`, `HEAD` and `OPTIONS`.
 * The inference gateway offers no CORS at all, so the browser blocks other sites from it.
 *
 * @example
 * ```ts
 * const app = Fastify();
 * addReadOnlyCors(app);
 * // OPTIONS /api/models with Origin: https://example.org → 204, Access-Control-Allow-Methods: GET, HEAD, OPTIONS
 * ```
 */
export function addReadOnlyCors(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!isReadOnlyApi(request)) return;
    if (request.method === "GET" || request.method === "HEAD") {
      reply.header("access-control-allow-origin", "*");
      reply.header("access-control-expose-headers", EXPOSED_HEADERS);
      return;
    }
    if (request.method !== "OPTIONS") return;
    // Answered here, before routing: the API defines no OPTIONS routes of its own.
    reply
      .status(204)
      .headers({
        "access-control-allow-origin": "*",
        "access-control-allow-methods": ALLOWED_METHODS,
        "access-control-allow-headers": ALLOWED_HEADERS,
        "access-control-max-age": "86400",
      })
      .send();
    return reply;
  });
}
