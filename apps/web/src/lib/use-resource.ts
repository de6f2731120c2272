import { QueryClientContext, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useContext } from "react";
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
 * `lib/hub-queries.ts`); this one suits other loads, such as a code-split module.
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
  const resource = toResource(query);
  return resource.status === "ready" ? { status: "ready", data: resource.data.value } : resource;
}
