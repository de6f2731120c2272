import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../../../lib/api-client";
import { statsQuery } from "../../../lib/hub-queries";
import { toResource, type Resource } from "../../../lib/use-resource";
import type { ApiStats } from "@modeldeck/hub";

/**
 * The model counts shown next to each task, from the query cache when another screen already
 * loaded them.
 *
 * @example
 * ```ts
 * const stats = useStats();
 * if (stats.status === "ready") stats.data.pipelineCounts["text-classification"];
 * ```
 */
export function useStats(): Resource<ApiStats> {
  return toResource(useQuery(statsQuery(useApiClient())));
}
