import type { FastifyInstance } from "fastify";

/**
 * The page may load its own scripts and styles, images and media from anywhere over HTTPS
 * (model cards link them), call inference providers directly from the browser and embed the
 * task pages' privacy-enhanced YouTube videos; it may not be framed itself or load plugins.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' data: blob: https:",
  "connect-src 'self' https:",
  "font-src 'self' data:",
  "frame-src https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Headers sent with every response, errors and static files included: a content security policy
 * that allows only the app's own scripts, no framing, no referrer, and no camera or location
 * access. Exported so tests can check each one is present.
 *
 * @example
 * ```ts
 * const response = await app.inject({ method: "GET", url: "/api/health" });
 * for (const name of Object.keys(SECURITY_HEADERS)) console.assert(response.headers[name] !== undefined);
 * ```
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), geolocation=(), microphone=(self)",
};

/**
 * Adds {@link SECURITY_HEADERS} to every response. It runs on request, before routing, so
 * not-found and error replies carry the headers too.
 *
 * @example
 * ```ts
 * addSecurityHeaders(app);
 * ```
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
}
