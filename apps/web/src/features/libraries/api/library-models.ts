import type { ModelData } from "@modeldeck/tasks";
import type { ApiClient } from "../../../lib/api-client";
import { apiPaths } from "../../../paths";

/**
 * The most downloaded models made with a library.
 *
 * @example
 * ```ts
 * const models = await libraryModels(api, "timm", 10);
 * ```
 */
export function libraryModels(
  api: ApiClient,
  libraryId: string,
  limit: number,
): Promise<ModelData[]> {
  return api.json<ModelData[]>(apiPaths.models({ library: libraryId, limit, sort: "downloads" }));
}

/**
 * Model counts per library, from `GET /api/stats`; empty when the call fails.
 *
 * @example
 * ```ts
 * const counts = await libraryCounts(api); counts["timm"];
 * ```
 */
export async function libraryCounts(api: ApiClient): Promise<Record<string, number>> {
  try {
    const stats = await api.json<{ libraryCounts?: Record<string, number> }>(apiPaths.stats());
    return stats.libraryCounts ?? {};
  } catch {
    return {};
  }
}
