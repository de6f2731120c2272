import type { HubRequestOptions } from "@modeldeck/hub";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import type { EarlyFetches } from "./early-fetch";
import { createQueryClient } from "./query-client";

/**
 * How the app reaches the ModelDeck server: a base URL, a `fetch` function, and the same two as
 * `@modeldeck/hub` request options, since every hub read goes through that client. Both are
 * injectable so tests can point the app at a loopback server without touching globals. No token
 * is ever part of it: the server's hub API is public.
 *
 * @example
 * ```ts
 * const api = useApiClient();
 * const stats = await getStats({ ...api.hub, signal });
 * ```
 */
export interface ApiClient {
  /** The server's origin, or "" for the page's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  /** Options for every `@modeldeck/hub` call: the server as hub URL, and the injected fetch. */
  hub: HubRequestOptions;
}

/**
 * Builds a client; the default `fetch` is read at call time so late polyfills still apply.
 * `early` holds reads the page started before React rendered (see `startEarlyFetches`): a
 * request that matches one gets its response instead of asking the server a second time.
 *
 * @example
 * ```ts
 * const api = createApiClient({ baseUrl: "http://127.0.0.1:8080" });
 * ```
 */
export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof fetch; early?: EarlyFetches } = {},
): ApiClient {
  const baseUrl = (options.baseUrl ?? "").replace(/\/$/, "");
  const fetchFunction: typeof fetch = (input, init) =>
    options.early?.take(input, init) ?? (options.fetch ?? globalThis.fetch)(input, init);
  // The hub client needs an absolute URL: without one it would default to huggingface.co.
  const hubUrl = baseUrl || globalThis.location?.origin || "http://localhost";
  return { baseUrl, fetch: fetchFunction, hub: { hubUrl, fetch: fetchFunction } };
}

const ApiContext = createContext<ApiClient | undefined>(undefined);
let defaultClient: ApiClient | undefined;

/**
 * Provides the API client and a query cache to the tree below. Each provider owns its own cache
 * unless one is passed, so two apps (or two tests) never share loaded data.
 *
 * @example
 * ```tsx
 * <ApiProvider client={api}><App /></ApiProvider>
 * ```
 */
export function ApiProvider({
  client,
  queryClient,
  children,
}: {
  client: ApiClient;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [cache] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={cache}>
      <ApiContext.Provider value={client}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The API client in scope: the provided one, or a same-origin default.
 *
 * @example
 * ```ts
 * const api = useApiClient(); await modelInfo({ ...api.hub, name: "openai-community/gpt2" });
 * ```
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (client) return client;
  defaultClient ??= createApiClient();
  return defaultClient;
}
