import { HF_ROUTER_URL, PROVIDERS, type ProviderDefinition } from "@modeldeck/inference";
import type { FastifyInstance } from "fastify";

/**
 * The origins a page of this app may call besides its own server: the Hugging Face router (an
 * `hf_` token with the gateway turned off) and the providers that take calls from pages
 * (`browserCalls` in `@modeldeck/inference`'s registry: a personal key for one of them goes
 * straight from the browser). Every other provider, its job queue and its file storage is
 * reached through this server's gateway, so a script that slipped into a page cannot send a key
 * or a prompt anywhere else.
 *
 * @example
 * ```ts
 * providerConnectOrigins(); // ["https://router.huggingface.co", "https://api.openai.com", "https://api.groq.com"]
 * ```
 */
export function providerConnectOrigins(
  providers: Readonly<Record<string, ProviderDefinition>> = PROVIDERS,
): string[] {
  const origins = new Set([new URL(HF_ROUTER_URL).origin]);
  for (const definition of Object.values(providers)) {
    if (definition.browserCalls) origins.add(new URL(definition.baseUrl).origin);
  }
  return [...origins];
}

/**
 * The page loads nothing from other sites: its own scripts and styles (no inline ones, so a
 * model card's `style` attribute or `<style>` cannot restyle the app), images and media from
 * itself, `data:` and `blob:` (what a run produced), and calls only its server, the router and
 * the providers that take calls from pages. A card's external images are links, and even one that slipped through the sanitizer
 * would not load. The task pages' privacy-enhanced YouTube videos load in a frame on click. It
 * may not be framed, post forms, change its base URL or load plugins.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  `connect-src 'self' ${providerConnectOrigins().join(" ")}`,
  "font-src 'self' data:",
  "frame-src https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
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
