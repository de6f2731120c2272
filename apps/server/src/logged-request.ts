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
 * What a request log line says about the request: Fastify's usual fields, with the values of
 * {@link UNLOGGED_PARAMETERS} replaced by `[redacted]`.
 *
 * @example
 * ```ts
 * Fastify({ logger: { serializers: { req: loggedRequest } } });
 * // GET /api/inference/fal-ai/_download?url=%5Bredacted%5D
 * ```
 */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
