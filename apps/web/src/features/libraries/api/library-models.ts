import { listModelsPage } from "@modeldeck/hub";
import type { ModelData } from "@modeldeck/tasks";
import { useQuery } from "@tanstack/react-query";
import { useApiClient, type ApiClient } from "../../../lib/api-client";
import { statsQuery } from "../../../lib/hub-queries";
import { toResource, type Resource } from "../../../lib/use-resource";

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
 * Model counts per library, from the same cached `GET /api/stats` query as the home page, so
 * going from one to the other asks the server once. Counts are optional: while they load or when
 * the call fails the resource says so and the page lists libraries without them.
 *
 * @example
 * ```ts
 * const counts = useLibraryCounts();
 * if (counts.status === "ready") counts.data["timm"];
 * ```
 */
export function useLibraryCounts(): Resource<Record<string, number>> {
  return toResource(
    useQuery({ ...statsQuery(useApiClient()), select: (stats) => stats.libraryCounts ?? {} }),
  );
}
