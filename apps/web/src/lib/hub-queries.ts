import { getStats, listModelsPage } from "@modeldeck/hub";
import type { ModelData } from "@modeldeck/tasks";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";

/**
 * The model counts of `GET /api/stats` as a cached query, shared by every screen that shows
 * counts (home, libraries), so moving between them asks the server once.
 *
 * @example
 * ```ts
 * const stats = useQuery(statsQuery(useApiClient()));
 * ```
 */
export function statsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ["hub", api.hub.hubUrl, "stats"],
    queryFn: ({ signal }) => getStats({ ...api.hub, signal }),
  });
}

/**
 * Up to `limit` models whose id matches `text`, most downloaded first, for search suggestions
 * (ranked again by how well they match where they are shown). The request is aborted
 * when the text changes before it answers, so only the latest search costs the server anything.
 *
 * @example
 * ```ts
 * const suggestions = useQuery(modelSearchQuery(api, "whisper", 5));
 * ```
 */
export function modelSearchQuery(api: ApiClient, text: string, limit: number) {
  return queryOptions({
    queryKey: ["hub", api.hub.hubUrl, "model-search", text, limit],
    queryFn: async ({ signal }) =>
      (
        await listModelsPage<ModelData>(
          { search: text, sort: "downloads", direction: -1, pageSize: limit },
          { ...api.hub, signal },
        )
      ).models,
    enabled: text !== "",
  });
}
