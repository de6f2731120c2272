import type { ApiClient } from "../../../lib/api-client";
import { apiPaths } from "../../../paths";

/** Model counts from `GET /api/stats`. */
export interface HubStats {
  total: number;
  pipelineCounts: Record<string, number>;
  libraryCounts: Record<string, number>;
}

/**
 * Loads the model counts shown next to each task.
 *
 * @example
 * ```ts
 * const stats = await loadStats(api);
 * stats.pipelineCounts["text-classification"];
 * ```
 */
export function loadStats(api: ApiClient): Promise<HubStats> {
  return api.json<HubStats>(apiPaths.stats());
}
