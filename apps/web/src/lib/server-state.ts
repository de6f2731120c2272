import { hashKey, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { createQueryClient } from "./query-client";

/** The id of the JSON script the server puts after `#root` when it rendered the page. */
const SERVER_STATE_ID = "modeldeck-server-state";

/** What the server embeds: its hub URL (the key of its hub queries) and its query cache. */
interface ServerState {
  hubUrl: string;
  state: DehydratedState;
}

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` are written as `\u003c`-style
 * escapes, so no text in the data (a model id or card containing `</script>` or `<!--`) can end
 * the element or start markup, and U+2028/U+2029 are escaped as older parsers require. The
 * escapes are still the same JSON to `JSON.parse`.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The `<script type="application/json">` element that carries a server-rendered page's data to
 * the browser (read back by {@link serverRenderedCache}). The element is data, never run, so
 * the page's content security policy (`script-src 'self'`) stays as it is.
 *
 * @example
 * ```ts
 * serverStateScript("http://127.0.0.1:8080", { queries: [], mutations: [] });
 * // '<script type="application/json" id="modeldeck-server-state">{"hubUrl":…}</script>'
 * ```
 */
export function serverStateScript(hubUrl: string, state: DehydratedState): string {
  const payload: ServerState = { hubUrl, state };
  return `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(payload)}</script>`;
}

/**
 * The query cache a server-rendered page was rendered from, read from the JSON the server
 * embedded in the page, or `undefined` when the page came as the plain `index.html`. Hub queries
 * carry the hub URL in their key; the server's name for this origin may differ from the
 * browser's (a proxy in front), so those keys are moved to this app's hub URL.
 *
 * @example
 * ```ts
 * const cache = serverRenderedCache(document, createApiClient());
 * if (cache) console.log("hydrating the server's HTML");
 * ```
 */
export function serverRenderedCache(page: Document, api: ApiClient): QueryClient | undefined {
  const element = page.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  let payload: ServerState;
  try {
    payload = JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
  const hubUrl = api.hub.hubUrl;
  const queries = payload.state.queries.map((query) => {
    if (query.queryKey[0] !== "hub" || query.queryKey[1] === hubUrl) return query;
    const queryKey = ["hub", hubUrl, ...query.queryKey.slice(2)];
    return { ...query, queryKey, queryHash: hashKey(queryKey) };
  });
  const cache = createQueryClient();
  hydrate(cache, { ...payload.state, queries });
  return cache;
}
