import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { pageKind, readRouteManifest } from "./page-status.js";

/**
 * The folders to serve: the built web app and the demo media. Either may be missing (in tests, or
 * before the web app is built) and is then simply not served.
 *
 * @example
 * ```ts
 * const options: StaticFileOptions = { webRoot: PROJECT_PATHS.webRoot, mediaRoot: PROJECT_PATHS.mediaRoot };
 * await serveStaticFiles(app, options);
 * ```
 */
export interface StaticFileOptions {
  webRoot: string;
  mediaRoot: string;
}

/** Vite names every built asset after a hash of its content, so a given URL never changes. */
const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The `Cache-Control` of a web app file: content-hashed build assets are immutable; anything
 * else (`index.html`, the icon) must be revalidated so a new release shows up at once.
 *
 * @example
 * ```ts
 * webAppCaching("/srv/web/dist/assets/index-3f9a1c.js"); // "public, max-age=31536000, immutable"
 * webAppCaching("/srv/web/dist/index.html"); // "no-cache"
 * ```
 */
function webAppCaching(path: string): string {
  const hashed = /[\\/]assets[\\/][^\\/]+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(path);
  return hashed ? IMMUTABLE_CACHE_CONTROL : "no-cache";
}

/**
 * The HTTP status of a page of the app, as what it shows: 404 for a model the hub does not know
 * (asked of the server's own `GET /api/models/{id}`, so legacy ids, redirects and anything that
 * fills the hub on demand count as that API says) and for a path that is no screen at all, 200
 * otherwise. Without the build's route manifest every page is 200, as before.
 */
async function pageStatus(
  app: FastifyInstance,
  manifest: ReturnType<typeof readRouteManifest>,
  path: string,
): Promise<number> {
  if (manifest === undefined) return 200;
  const page = pageKind(manifest, path);
  if (page.kind === "screen") return 200;
  if (page.kind === "none") return 404;
  const answer = await app.inject({
    method: "GET",
    url: `/api/models/${page.id.split("/").map(encodeURIComponent).join("/")}`,
  });
  return answer.statusCode === 404 || answer.statusCode === 400 ? 404 : 200;
}

/**
 * Serves the demo media at `/media/*` and the built web app at `/`. Non-API `GET`s that match
 * no file get `index.html`, so the single-page app's own routes survive a reload, with the
 * status of what the page shows: an unknown model's page, or a path that is no screen, is a 404
 * (the app then offers search and similar ids). It installs the root not-found handler, so it is
 * called on the root instance rather than registered.
 *
 * @example
 * ```ts
 * await serveStaticFiles(app, { webRoot: "apps/web/dist", mediaRoot: "packages/tasks/media" });
 * ```
 */
export async function serveStaticFiles(
  app: FastifyInstance,
  options: StaticFileOptions,
): Promise<void> {
  if (existsSync(options.mediaRoot)) {
    await app.register(fastifyStatic, {
      root: options.mediaRoot,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      maxAge: "1h",
    });
  }
  const hasWebApp = existsSync(join(options.webRoot, "index.html"));
  const manifest = hasWebApp ? readRouteManifest(options.webRoot) : undefined;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: "/",
      wildcard: true,
      cacheControl: false,
      setHeaders: (response, path) => response.setHeader("cache-control", webAppCaching(path)),
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api" &&
      !path.startsWith("/media/");
    if (hasWebApp && isPage) {
      const status = await pageStatus(app, manifest, path);
      return reply.status(status).type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ error: `no route for ${request.method} ${path.slice(0, 200)}` });
  });
}
