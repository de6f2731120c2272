import {
  HubApiError,
  listModelsPage,
  modelFacets,
  modelInfo,
  modelReadme,
  modelStatus,
  type ApiModelStatus,
  type ModelPage,
} from "@modeldeck/hub";
import type { ModelData, PipelineType } from "@modeldeck/tasks";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApiClient, type ApiClient } from "../../../lib/api-client";
import type { ModelBrowserQuery } from "../../../paths";

/**
 * Loads the full descriptor of one model.
 *
 * @example
 * ```ts
 * const model = await getModel(api, "openai-community/gpt2");
 * ```
 */
export function getModel(api: ApiClient, id: string): Promise<ModelData> {
  return modelInfo({ ...api.hub, name: id });
}

/**
 * Loads the model card (markdown). A model without a card gives an empty string.
 *
 * @example
 * ```ts
 * const markdown = await getReadme(api, "openai-community/gpt2");
 * ```
 */
export async function getReadme(api: ApiClient, id: string): Promise<string> {
  try {
    return await modelReadme({ ...api.hub, name: id });
  } catch (error) {
    if (error instanceof HubApiError && error.status === 404) return "";
    throw error;
  }
}

/**
 * Where the server's copy of a model came from and when each part was read, or `null` when the
 * server cannot say (an older server, a failed read): the page then shows what it has, undated,
 * and never fails for it.
 *
 * @example
 * ```ts
 * const status = await getModelStatus(api, "openai-community/gpt2");
 * status?.cardReadAt; // "2026-11-27T10:00:00.000Z"
 * ```
 */
export async function getModelStatus(api: ApiClient, id: string): Promise<ApiModelStatus | null> {
  try {
    return await modelStatus({ ...api.hub, name: id });
  } catch {
    return null;
  }
}

/**
 * The fields a model card shows, asked for with `expand` so the server answers each from the
 * stored descriptor: a figure the hub does not know is then absent rather than a 0, and the
 * card gets `lastModified` and the parameter count, which the compact list leaves out.
 */
const CARD_FIELDS = [
  "pipeline_tag",
  "library_name",
  "tags",
  "downloads",
  "likes",
  "lastModified",
  "factsReadAt",
  "safetensors",
  "gguf",
];

/** The browser's URL state as the hub client's filters; sort and paging are the list's own. */
function listFilters(query: ModelBrowserQuery) {
  return {
    search: query.search || undefined,
    pipelineTag: (query.task || undefined) as PipelineType | undefined,
    library: query.library || undefined,
    tags: query.tags ?? [],
    inferenceProvider: query.provider || undefined,
    numParameters: query.parameters || undefined,
  };
}

/**
 * The model browser's list as an infinite query: the first page from the browser's filters,
 * each later page from the `Link` header of the one before (the server's own cursor). The
 * filters are the cache key, so Back to a list shows every page already loaded, and while new
 * filters load the previous list stays on screen instead of a spinner. A request whose filters
 * changed before it answered is aborted (the query's `signal` reaches `fetch`), so typing in the
 * search box costs the server only the latest search. `firstPageSize` only shapes the first
 * request (a reload of "?pages=3" asks for three pages at once).
 *
 * @example
 * ```ts
 * const list = useModelList({ task: "fill-mask", sort: "likes" }, 20);
 * list.data?.pages.flatMap((page) => page.models);
 * if (list.hasNextPage) void list.fetchNextPage();
 * ```
 */
export function useModelList(query: ModelBrowserQuery, firstPageSize: number) {
  const api = useApiClient();
  const filters = { ...listFilters(query), sort: query.sort ?? "downloads" };
  return useInfiniteQuery({
    queryKey: ["hub", api.hub.hubUrl, "model-list", filters],
    queryFn: ({ pageParam, signal }): Promise<ModelPage<ModelData>> =>
      listModelsPage<ModelData>(
        { ...filters, direction: -1, pageSize: firstPageSize, expand: CARD_FIELDS },
        { ...api.hub, signal, pageUrl: pageParam },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextUrl,
    placeholderData: keepPreviousData,
  });
}

/**
 * The filter sidebar's counts (`GET /api/models-facets`) for the browser's filters. Like the
 * list, the previous counts stay on screen while new ones load, and an outdated request is
 * aborted.
 *
 * @example
 * ```ts
 * const facets = useModelFacets({ task: "fill-mask" });
 * facets.data?.facets.library.values[0]; // { value: "transformers", count: 3 }
 * ```
 */
export function useModelFacets(query: ModelBrowserQuery) {
  const api = useApiClient();
  const filters = listFilters(query);
  return useQuery({
    queryKey: ["hub", api.hub.hubUrl, "model-facets", filters],
    queryFn: ({ signal }) => modelFacets(filters, { ...api.hub, signal }),
    placeholderData: keepPreviousData,
  });
}
