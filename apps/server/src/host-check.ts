import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error.js";
import type { SiteOrigins } from "./site-origins.js";

/**
 * The answer to a request for a host this server does not serve: 421 Misdirected Request, with
 * `code: "host_not_allowed"`.
 *
 * @example
 * ```ts
 * throw new HostNotAllowedError();
 * ```
 */
class HostNotAllowedError extends HttpError {
  override name = "HostNotAllowedError";
  readonly code = "host_not_allowed";

  constructor() {
    // The refused name is not echoed: it is whatever the caller chose to write.
    super(
      421,
      "this server does not answer for that host name; its operator can add it to MODELDECK_ALLOWED_HOSTS",
    );
  }
}

/**
 * The host names a request was sent to: its `Host`, and, when a trusted proxy forwarded it, the
 * `X-Forwarded-Host` Fastify read (the name the browser used). Both must be allowed: a page may
 * write `X-Forwarded-Host` itself, but never `Host`.
 *
 * @example
 * ```ts
 * requestHosts(request); // ["127.0.0.1:8080", "deck.example"] behind a proxy
 * ```
 */
export function requestHosts(request: FastifyRequest): string[] {
  const raw = request.headers.host;
  const hosts = raw === undefined ? [] : [raw];
  if (request.host !== "" && request.host !== raw) hosts.push(request.host);
  return hosts;
}

/**
 * Refuses, before anything else runs, every request whose `Host` is not one this server answers
 * for (see {@link SiteOrigins}). A DNS-rebinding page (a name of the attacker's that it points
 * at 127.0.0.1 once loaded) sends its own name as `Host`, so it gets a 421 instead of the
 * operator's keys and the answers. Registered after the security headers, so the 421 carries
 * them, and before the routes' hooks, so no body is read and nothing is counted.
 *
 * @example
 * ```ts
 * addHostCheck(app, siteOriginsFrom(process.env));
 * ```
 */
export function addHostCheck(app: FastifyInstance, origins: SiteOrigins): void {
  app.addHook("onRequest", async (request) => {
    const hosts = requestHosts(request);
    if (hosts.length === 0 || !hosts.every((host) => origins.hostAllowed(host))) {
      throw new HostNotAllowedError();
    }
  });
}
