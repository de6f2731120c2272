import { QueryClient } from "@tanstack/react-query";

/**
 * The query cache of one app instance. Hub data changes slowly, so a screen shown again within
 * a minute reuses what it loaded instead of asking again; failures are shown at once (with the
 * page's own "Try again") rather than retried behind a spinner; and focusing the window does not
 * reload what the user is reading.
 *
 * @example
 * ```tsx
 * <ApiProvider client={createApiClient()} queryClient={createQueryClient()}><App /></ApiProvider>
 * ```
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let fallback: QueryClient | undefined;

/**
 * The cache used by a component rendered outside any `ApiProvider` (a component shown on its own
 * in a test or a story), so such a component still loads instead of throwing.
 *
 * @example
 * ```ts
 * useQuery(options, useContext(QueryClientContext) ?? fallbackQueryClient());
 * ```
 */
export function fallbackQueryClient(): QueryClient {
  fallback ??= createQueryClient();
  return fallback;
}
