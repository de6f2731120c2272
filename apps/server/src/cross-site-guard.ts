import type { FastifyRequest } from "fastify";
import { requestHosts } from "./host-check.js";
import { HttpError } from "./http-error.js";
import type { SiteOrigins } from "./site-origins.js";

/**
 * The request header that marks a call from ModelDeck's own code (the web app sends `web`, the
 * inference client `modeldeck-inference`). A page on another site can only add a header like
 * this after a CORS preflight, which this server never grants, so requiring it refuses every
 * form, beacon and `no-cors` fetch another site can send.
 *
 * @example
 * ```ts
 * await fetch("/api/inference/together/v1/chat/completions", {
 *   method: "POST",
 *   headers: { [CLIENT_HEADER]: "web", "content-type": "application/json" },
 *   body,
 * });
 * ```
 */
const CLIENT_HEADER = "x-modeldeck-client";

/**
 * Why a request was refused as cross-site: `cross_site_request` (403) or
 * `unsupported_content_type` (415), sent as `{ "error": …, "code": … }`.
 *
 * @example
 * ```ts
 * throw new CrossSiteError(403, "cross_site_request", "requests from other sites are refused");
 * ```
 */
class CrossSiteError extends HttpError {
  override name = "CrossSiteError";

  constructor(
    statusCode: 403 | 415,
    readonly code: "cross_site_request" | "unsupported_content_type",
    message: string,
  ) {
    super(statusCode, message);
  }
}

/**
 * What a route asks of its callers besides coming from this server's own pages: the
 * {@link CLIENT_HEADER}, and which body types it takes (a test on the media type, lower-cased,
 * without parameters; `undefined` when the request has no `Content-Type`).
 *
 * @example
 * ```ts
 * const options: CrossSiteGuardOptions = { clientHeader: true, acceptsBody: (type) => type === "application/json" };
 * ```
 */
export interface CrossSiteGuardOptions {
  clientHeader: boolean;
  acceptsBody?: (mediaType: string | undefined) => boolean;
}

/** `Sec-Fetch-Site` values of a request made by this server's own pages or typed by the user. */
const SAME_SITE_FETCHES = new Set(["same-origin", "none"]);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

function refuse(message: string): never {
  throw new CrossSiteError(403, "cross_site_request", message);
}

/**
 * Builds an `onRequest` hook that refuses what a page on another site could make a browser
 * send: a request whose `Origin` is not one of this server's own (see {@link SiteOrigins}), or
 * whose `Sec-Fetch-Site` says it came from another site; with `clientHeader`, a request without
 * {@link CLIENT_HEADER}; with `acceptsBody`, a body of any other type (`text/plain`, forms…),
 * before it is read. Callers that are not browsers send neither `Origin` nor `Sec-Fetch-Site`
 * and pass on the header alone. Attach it to a route (`{ onRequest: guard }`) or to a scope.
 *
 * @example
 * ```ts
 * const guard = crossSiteGuard(siteOriginsFrom(environment), { clientHeader: true });
 * app.post("/api/runs", { onRequest: guard }, saveRun);
 * ```
 */
export function crossSiteGuard(
  origins: SiteOrigins,
  options: CrossSiteGuardOptions,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const origin = single(request.headers.origin);
    if (origin !== undefined && !origins.isOwnOrigin(origin, requestHosts(request))) {
      refuse("requests from other sites' pages are refused");
    }
    const site = single(request.headers["sec-fetch-site"]);
    if (site !== undefined && !SAME_SITE_FETCHES.has(site.trim().toLowerCase())) {
      refuse("requests from other sites' pages are refused");
    }
    if (options.clientHeader && !single(request.headers[CLIENT_HEADER])?.trim()) {
      refuse(`requests must carry the ${CLIENT_HEADER} header that ModelDeck's own clients send`);
    }
    if (options.acceptsBody !== undefined) {
      const type = single(request.headers["content-type"]);
      const mediaType = type?.split(";", 1)[0]?.trim().toLowerCase();
      if (!options.acceptsBody(mediaType || undefined)) {
        throw new CrossSiteError(
          415,
          "unsupported_content_type",
          "this route does not accept a body of this type",
        );
      }
    }
  };
}
