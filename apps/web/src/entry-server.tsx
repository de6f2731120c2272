import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "./app";
import { ApiProvider, createApiClient } from "./lib/api-client";
import { createQueryClient } from "./lib/query-client";
import { ServerLocation } from "./lib/router";
import { serverStateScript } from "./lib/server-state";
import { matchRoute, preloadRoute, titleOf, type Screen } from "./routes";

// The web app's server entry, built with `vite build --ssr` and called by apps/server for the
// first HTML of a page: the page's first screen with its first data, so a phone paints it before
// the app's script has arrived. The browser then hydrates it (main.tsx) from the same data.

/**
 * The screens rendered on the server, with the source of each page's chunk (the server links
 * that chunk's script and styles from the client build's manifest). The rest (compare, settings,
 * libraries) get the plain `index.html`.
 */
const SERVER_SCREENS: Partial<Record<Screen, string>> = {
  home: "src/features/home/routes/home-page.tsx",
  task: "src/features/tasks/routes/task-page.tsx",
  models: "src/features/models/routes/model-browser-page.tsx",
  model: "src/features/models/routes/model-page.tsx",
};

/** Render passes at most: each one may reveal requests that only the data of the last shows. */
const MAX_PASSES = 4;

/**
 * What the server asks for: the page's path and query string, the origin the browser sees (the
 * hub URL of the app's requests), and the function that answers the app's hub requests from
 * the server's own API handlers (never an HTTP call to itself).
 */
interface ServerRenderRequest {
  url: string;
  origin: string;
  hubFetch: typeof fetch;
}

/**
 * A page rendered on the server: the app's HTML (for `#root`), the script element that carries
 * the query cache it was rendered from (escaped JSON, to follow `#root`), the document title
 * (not escaped), and the source path of the page's chunk in the client build's manifest.
 */
interface ServerRenderedPage {
  html: string;
  stateScript: string;
  title: string;
  pageModule: string;
}

/** Data the server loads for its HTML: hub reads, and loads marked `server` (see useResource). */
function isServerData(query: Query): boolean {
  return query.queryKey[0] === "hub" || query.meta?.server === true;
}

function isEnabled(query: Query): boolean {
  // `enabled` is an observer's option, kept on the query by the observer that built it.
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return typeof enabled === "function" ? Boolean(enabled(query)) : enabled !== false;
}

async function renderHtml(
  url: string,
  api: ReturnType<typeof createApiClient>,
  queryClient: QueryClient,
): Promise<string> {
  // `prerender` waits for every lazy page and Suspense boundary, so the HTML is complete.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerLocation.Provider value={url}>
        <ApiProvider client={api} queryClient={queryClient}>
          <App />
        </ApiProvider>
      </ServerLocation.Provider>
    </StrictMode>,
    // One document, every boundary inline: an outlined boundary would need React's inline
    // script to be revealed, which the content security policy (`script-src 'self'`) blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders the page at `request.url` with its first data, or answers `undefined` when the page is
 * not one the server renders (the caller then serves `index.html`). Rendering is repeated until
 * no new data is asked for: the first pass asks for the page's first reads (the model, the task,
 * the list), the next renders them and may ask for more. Reads that fail are left to the
 * browser, and the HTML is always rendered from exactly the cache the browser gets (rendered once
 * more from it when a read failed), so the browser's first render matches the HTML.
 *
 * @example
 * ```ts
 * const page = await renderPage({ url: "/", origin: "http://127.0.0.1:8080", hubFetch: (input, init) => globalThis.fetch(input, init) });
 * page?.title; // "ModelDeck"
 * ```
 */
export async function renderPage(
  request: ServerRenderRequest,
): Promise<ServerRenderedPage | undefined> {
  const pathname = request.url.split("?")[0] ?? "/";
  const route = matchRoute(pathname);
  const pageModule = route.screen === "not-found" ? undefined : SERVER_SCREENS[route.screen];
  if (pageModule === undefined) return undefined;
  // Loaded first, as the browser does before hydrating, so both render the page without suspending.
  await preloadRoute(pathname);
  const api = createApiClient({ baseUrl: request.origin, fetch: request.hubFetch });
  const loading = createQueryClient();
  let html = "";
  let settled = false;
  for (let pass = 0; pass < MAX_PASSES && !settled; pass += 1) {
    html = await renderHtml(request.url, api, loading);
    const waiting = loading
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === "pending" &&
          query.state.fetchStatus === "idle" &&
          isServerData(query) &&
          isEnabled(query),
      );
    settled = waiting.length === 0;
    // A failed read stays pending in the browser's cache and is asked again there.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  const served = (query: Query) => query.state.status === "success" && isServerData(query);
  // Through JSON, as the browser will receive it.
  const state = JSON.parse(
    JSON.stringify(dehydrate(loading, { shouldDehydrateQuery: served })),
  ) as DehydratedState;
  // The last pass rendered from exactly what the browser gets unless a read failed or is still
  // to come (more passes needed); only then is the page rendered again from that.
  const complete =
    settled &&
    loading
      .getQueryCache()
      .getAll()
      .every((query) => served(query) || !isServerData(query) || !isEnabled(query));
  if (!complete) {
    const final = createQueryClient();
    hydrate(final, state);
    html = await renderHtml(request.url, api, final);
    final.clear();
  }
  loading.clear();
  return {
    html,
    stateScript: serverStateScript(api.hub.hubUrl ?? request.origin, state),
    title: titleOf(route),
    pageModule,
  };
}
