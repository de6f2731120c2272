import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values never reach a log line: the gateway's `_download?url=` names a
 * provider's storage link, which may be signed (whoever reads the log could fetch the file).
 */
const UNLOGGED_PARAMETERS = new Set(["url"]);

function loggedUrl(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return url;
  const parameters = new URLSearchParams(url.slice(question + 1));
  let changed = false;
  for (const name of new Set(parameters.keys())) {
    if (!UNLOGGED_PARAMETERS.has(name.toLowerCase())) continue;
    parameters.set(name, "[redacted]");
    changed = true;
  }
  return changed ? `${url.slice(0, question)}?${parameters.toString()}` : url;
}

/**
 * The request serializer of the server's log: the operator's own (`logger.serializers.req`) or
 * Fastify's usual fields, with the values of {@link UNLOGGED_PARAMETERS} in any path it logs
 * replaced by `[redacted]`.
 *
 * @example
 * ```ts
 * Fastify({ logger: { serializers: { req: loggedRequest(undefined) } } });
 * // GET /api/inference/fal-ai/_download?url=%5Bredacted%5D
 * ```
 */
export function loggedRequest(chosen: unknown) {
  const serialize =
    typeof chosen === "function"
      ? (chosen as (request: FastifyRequest) => unknown)
      : (request: FastifyRequest) => ({
          method: request.method,
          url: request.url,
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        });
  return (request: FastifyRequest): { url?: string; [field: string]: unknown } => {
    const line = serialize(request);
    if (typeof line !== "object" || line === null) return {};
    // Whatever field holds the path and query (`url`, or an operator's own `path`) loses them.
    return Object.fromEntries(
      Object.entries(line).map(([name, value]) => [
        name,
        typeof value === "string" && value.startsWith("/") ? loggedUrl(value) : value,
      ]),
    );
  };
}
