import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PublicUrl } from "../public-url.js";

/** The web app's server entry (`apps/web/src/entry-server.tsx`), as built by `vite build --ssr`. */
interface WebServerEntry {
  renderPage(request: {
    url: string;
    origin: string;
    hubFetch: typeof fetch;
  }): Promise<{ html: string; stateScript: string; title: string; pageModule: string } | undefined>;
}

/** One chunk of the client build's manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * Renders the first HTML of a page on the server: the web app's first screen with its first
 * data. `render` answers `undefined` when the page is one the app does not render on the server
 * or rendering failed, and the caller serves the plain `index.html` instead.
 *
 * @example
 * ```ts
 * const renderer = createPageRenderer(app, { webRoot: "apps/web/dist", serverEntry: "apps/web/dist-server/entry-server.js", publicUrl: () => "http://127.0.0.1:8080" });
 * const html = await renderer?.render(request);
 * ```
 */
export interface PageRenderer {
  render(request: FastifyRequest): Promise<string | undefined>;
}

/** Statuses whose response may not have a body (the Fetch API refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** HTML text: the title goes into the page as text, never as markup. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Every chunk a page chunk needs: itself and its static imports, each once. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (name: string): ManifestChunk[] => {
    const chunk = manifest[name];
    if (seen.has(name) || chunk === undefined) return [];
    seen.add(name);
    return [chunk, ...(chunk.imports ?? []).flatMap(visit)];
  };
  return visit(key);
}

/**
 * Links for the page's own chunk: its styles as stylesheets (so the server's HTML is styled
 * when first painted; the app's loader later finds them already there), its scripts as module
 * preloads. Files the entry's own tags already load are left out.
 */
function pageLinks(
  manifest: Record<string, ManifestChunk>,
  pageModule: string,
  template: string,
): string {
  const chunks = chunkClosure(manifest, pageModule);
  const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const scripts = chunks.map((chunk) => chunk.file);
  return [
    ...styles
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
  ].join("");
}

/**
 * The template with its scripts fetched at low priority. A server-rendered page is drawn from
 * its HTML and styles alone; its scripts only make it interactive, so they should not compete
 * with the styles (or a phone's first paint) for the network, as the plain `index.html`'s must.
 */
function lowPriorityScripts(template: string): string {
  return template
    .replace(/<script type="module"/g, () => '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, () => '<link rel="modulepreload" fetchpriority="low"');
}

/** Fetch headers from an injected response's (a value may be a list or a number). */
function responseHeaders(headers: Record<string, unknown>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) result.append(name, String(item));
    }
  }
  return result;
}

/**
 * The `fetch` the app's hub client uses while rendering on the server: a request to this
 * server's own API goes straight to its route handlers (`inject`), with no socket and no HTTP
 * round trip; anything else is refused, so rendering never reaches another host. The app's hub
 * URL is the server's public URL, so its data (the `Link` URL of the next page, which the app
 * follows) is what the browser's own API calls get: `Link` URLs, made by the handlers from the
 * injected request's socket, are moved to that origin.
 */
function injectingFetch(app: FastifyInstance, publicOrigin: string): typeof fetch {
  const origin = new URL(publicOrigin).origin;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== origin || !url.pathname.startsWith("/api/")) {
      throw new TypeError(`server rendering reads only this server's API, not ${url.origin}`);
    }
    const response = await app.inject({
      method: "GET",
      url: url.pathname + url.search,
      headers: { accept: new Headers(init?.headers).get("accept") ?? "application/json" },
    });
    const headers = responseHeaders(response.headers);
    const link = headers.get("link");
    if (link !== null) {
      headers.set(
        "link",
        link.replace(
          /<[a-z]+:\/\/[^/>]+([^>]*)>/gi,
          (_match, rest: string) => `<${origin}${rest}>`,
        ),
      );
    }
    const body = NULL_BODY_STATUSES.has(response.statusCode)
      ? null
      : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers });
  };
}

/**
 * The page renderer over the built web app, or `undefined` when the app's server build or the
 * client manifest is missing (then every page is the plain `index.html`, as before server
 * rendering). The server entry is imported at once, in the background.
 *
 * @example
 * ```ts
 * const renderer = createPageRenderer(app, { webRoot: "apps/web/dist", serverEntry: "apps/web/dist-server/entry-server.js", publicUrl: () => "http://127.0.0.1:8080" });
 * ```
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: { webRoot: string; serverEntry: string; publicUrl: PublicUrl },
): PageRenderer | undefined {
  const templatePath = join(options.webRoot, "index.html");
  const manifestPath = join(options.webRoot, ".vite", "manifest.json");
  if (![templatePath, manifestPath, options.serverEntry].every((path) => existsSync(path))) {
    return undefined;
  }
  const template = readFileSync(templatePath, "utf8");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
  // Imported now, so the first visitor does not wait for the app's code to load; a failure is
  // reported by each render, which then serves index.html.
  const entry = import(pathToFileURL(options.serverEntry).href) as Promise<WebServerEntry>;
  entry.catch(() => undefined);
  return {
    async render(request) {
      const origin = options.publicUrl(request.socket);
      try {
        const page = await (
          await entry
        ).renderPage({ url: request.url, origin, hubFetch: injectingFetch(app, origin) });
        if (page === undefined) return undefined;
        // Replacements are functions: a `$&` in a model's text must stay text.
        return lowPriorityScripts(template)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
          .replace("</head>", () => `${pageLinks(manifest, page.pageModule, template)}</head>`)
          .replace(
            '<div id="root"></div>',
            () => `<div id="root">${page.html}</div>${page.stateScript}`,
          );
      } catch (error) {
        request.log.warn({ err: error }, "server rendering failed; serving index.html");
        return undefined;
      }
    },
  };
}
