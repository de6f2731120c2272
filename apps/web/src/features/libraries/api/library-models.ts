import { getStats, listModelsPage } from "@modeldeck/hub";
import type { ModelData } from "@modeldeck/tasks";
import type { ApiClient } from "../../../lib/api-client";

/**
 * The most downloaded models made with a library.
 *
 * @example
 * ```ts
 * const models = await libraryModels(api, "timm", 10);
 * ```
 */
export async function libraryModels(
  api: ApiClient,
  libraryId: string,
  limit: number,
): Promise<ModelData[]> {
  const page = await listModelsPage<ModelData>(
    { library: libraryId, pageSize: limit, sort: "downloads", direction: -1 },
    api.hub,
  );
  return page.models;
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
    return (await getStats(api.hub)).libraryCounts;
  } catch {
    return {};
  }
}
