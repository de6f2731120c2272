import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api-client";
import { statsQuery } from "../../../lib/hub-queries";
import { toResource, type Resource } from "../../../lib/use-resource";
import type { ApiStats } from "@modeldeck/hub";

/**
 * The model counts shown next to each task, from the query cache when another screen already
 * loaded them, and a way to ask again after a failure.
 *
 * @example
 * ```ts
 * const { stats, retry } = useStats();
 * if (stats.status === "ready") stats.data.pipelineCounts["text-classification"];
 * if (stats.status === "error") retry();
 * ```
 */
export function useStats(): { stats: Resource<ApiStats>; retry: () => void } {
  const query = useQuery(statsQuery(useApiClient()));
  return { stats: toResource(query), retry: () => void query.refetch() };
}
