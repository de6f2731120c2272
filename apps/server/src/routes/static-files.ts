import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { PublicUrl } from "../public-url.js";
import { createPageRenderer } from "../ssr/page-renderer.js";

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
  /**
   * The web app's server build (`vite build --ssr`), which renders the first HTML of some pages.
   * Default: `entry-server.js` in `dist-server` beside `webRoot`; without it every page is the
   * plain `index.html`.
   */
  serverEntry?: string;
  /** The origin the browser reaches this server at (see `public-url.ts`). */
  publicUrl?: PublicUrl;
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
 * Serves the demo media at `/media/*` and the built web app at `/`. Non-API `GET`s that match
 * no file get `index.html`, so the single-page app's own routes survive a reload; pages the app
 * renders on the server (home, task, model browser, model) get `index.html` with their first
 * screen and its data already in it (`ssr/page-renderer.ts`), and fall back to the plain file
 * when that rendering fails. It installs
 * the root not-found handler, so it is called on the root instance rather than registered.
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
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      prefix: "/",
      wildcard: true,
      // `/` is a page like any other: the not-found handler below renders it.
      allowedPath: (path) => path !== "/",
      cacheControl: false,
      setHeaders: (response, path) => response.setHeader("cache-control", webAppCaching(path)),
    });
  }
  const renderer = hasWebApp
    ? createPageRenderer(app, {
        webRoot: options.webRoot,
        serverEntry:
          options.serverEntry ?? join(options.webRoot, "..", "dist-server", "entry-server.js"),
        publicUrl: options.publicUrl ?? ((socket) => `http://localhost:${socket.localPort ?? 80}`),
      })
    : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api" &&
      !path.startsWith("/media/");
    if (hasWebApp && isPage) {
      const rendered = request.method === "GET" ? await renderer?.render(request) : undefined;
      if (rendered !== undefined) {
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(rendered);
      }
      return reply.type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply
      .status(404)
      .send({ error: `no route for ${request.method} ${path.slice(0, 200)}` });
  });
}
