import { QueryClientContext, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useContext, useDeferredValue, useMemo } from "react";
import { fallbackQueryClient } from "./query-client";

/** The state of data being loaded: loading, loaded, or failed with an error. */
export type Resource<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: Error };

/**
 * A TanStack Query result in the three states screens render (see `ResourceView`).
 *
 * @example
 * ```ts
 * import { useQuery } from "@tanstack/react-query";
 * import { statsQuery } from "./hub-queries";
 * const stats = toResource(useQuery(statsQuery(api)));
 * if (stats.status === "ready") console.log(stats.data.total);
 * ```
 */
export function toResource<T>(query: UseQueryResult<T>): Resource<T> {
  if (query.status === "error") return { status: "error", error: query.error };
  if (query.status === "success") return { status: "ready", data: query.data };
  return { status: "loading" };
}

/**
 * Loads data for a key through the app's query cache: a key already loaded within the cache's
 * stale time is shown at once when a screen mounts again, instead of being fetched anew, and a
 * result for an old key that arrives late is never shown. An `undefined` key loads nothing.
 * Hub reads with an abort signal have their own hooks built on `@modeldeck/hub` (see
 * `lib/hub-queries.ts`); this one suits other loads, such as a code-split module. A new answer
 * is rendered as a deferred value, so a large screen renders in slices rather than one long task.
 *
 * @example
 * ```ts
 * const registry = useResource("library-registry", () => import("./libraries"));
 * ```
 */
export function useResource<T>(key: string | undefined, load: () => Promise<T>): Resource<T> {
  const query = useQuery(
    {
      queryKey: ["resource", key],
      // Wrapped, because the cache refuses `undefined` as data and some loads answer it.
      queryFn: async () => ({ value: await load() }),
      enabled: key !== undefined,
    },
    useContext(QueryClientContext) ?? fallbackQueryClient(),
  );
  const { status, data, error } = query;
  const resource = useMemo<Resource<T>>(() => {
    if (status === "error") return { status: "error", error };
    if (status === "success") return { status: "ready", data: data.value };
    return { status: "loading" };
  }, [status, data, error]);
  // A query's answer re-renders its screen synchronously (TanStack Query reads its cache through
  // useSyncExternalStore), in one main-thread task as long as the screen is large. Deferring the
  // answer lets React render the screen in the background in small slices that yield to the
  // browser (the screen shows its loading state one render longer); an answer already in the
  // cache when the screen mounts is shown in the first render.
  return useDeferredValue(resource);
}
