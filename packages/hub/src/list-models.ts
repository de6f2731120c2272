import type { PipelineType } from "@modeldeck/tasks";
import { hubGet, hubUrlFor } from "./internal/hub-request.js";
import { nextPageUrl } from "./link-header.js";
import type { ApiModelListEntry, HubRequestOptions } from "./types.js";

/**
 * What to list, as the Hub's `GET /api/models` query parameters under readable names
 * (`pipelineTag` becomes `pipeline_tag`, each tag a `filter`, `pageSize` becomes `limit`). Every
 * field is optional; an empty query lists every model, in the server's default order.
 *
 * @example
 * ```ts
 * const query: ListModelsQuery = { pipelineTag: "text-classification", library: "transformers", sort: "likes", pageSize: 50 };
 * const page = await listModelsPage(query, { hubUrl: "http://localhost:8080" });
 * ```
 */
export interface ListModelsQuery {
  /** Words or a substring of the id, author or tags. */
  search?: string;
  author?: string;
  pipelineTag?: PipelineType;
  library?: string;
  /** Tags every model must have. */
  tags?: string[];
  /** Models a provider serves live: one provider id, several separated by commas, or `all`. */
  inferenceProvider?: string;
  /** A parameter-count range in the Hub's form, `min:1B,max:6B` (see `PARAMETER_RANGES`). */
  numParameters?: string;
  sort?: "downloads" | "likes" | "lastModified" | "createdAt" | "trending" | "trendingScore";
  /** -1 (default) for largest first, 1 for smallest first. */
  direction?: 1 | -1;
  /** Models per page, 1 to 1000. */
  pageSize?: number;
  /** Whole descriptors instead of the compact entry. */
  full?: boolean;
  /** With `full`, each model's `config` too (the Hub leaves it out otherwise). */
  config?: boolean;
  /** Fields to return besides `_id` and `id`. */
  expand?: string[];
}

/**
 * One page of `GET /api/models` together with the URL of the next page, taken from the `Link`
 * header; `nextUrl` is `undefined` on the last page. Passing it back as `pageUrl` keeps the
 * server's own cursor instead of rebuilding the query.
 *
 * @example
 * ```ts
 * const page: ModelPage = await listModelsPage({ search: "whisper" });
 * const more = page.nextUrl === undefined ? [] : (await listModelsPage({}, { pageUrl: page.nextUrl })).models;
 * ```
 */
export interface ModelPage<T = ApiModelListEntry> {
  models: T[];
  nextUrl: string | undefined;
}

/** The filters a model list and its facet counts share, as the Hub's query parameters. */
export type ModelFilters = Pick<
  ListModelsQuery,
  "search" | "author" | "pipelineTag" | "library" | "tags" | "inferenceProvider" | "numParameters"
>;

/**
 * The query parameters of {@link ModelFilters}, for `/api/models` and `/api/models-facets` alike.
 *
 * @example
 * ```ts
 * filterParameters({ pipelineTag: "fill-mask", tags: ["en"] }).toString(); // "pipeline_tag=fill-mask&filter=en"
 * ```
 */
export function filterParameters(query: ModelFilters): URLSearchParams {
  const parameters = new URLSearchParams();
  if (query.search) parameters.set("search", query.search);
  if (query.author) parameters.set("author", query.author);
  if (query.pipelineTag) parameters.set("pipeline_tag", query.pipelineTag);
  if (query.library) parameters.set("library", query.library);
  for (const tag of query.tags ?? []) parameters.append("filter", tag);
  if (query.inferenceProvider) parameters.set("inference_provider", query.inferenceProvider);
  if (query.numParameters) parameters.set("num_parameters", query.numParameters);
  return parameters;
}

function queryString(query: ListModelsQuery): string {
  const parameters = filterParameters(query);
  if (query.sort) parameters.set("sort", query.sort);
  if (query.direction) parameters.set("direction", String(query.direction));
  if (query.pageSize) parameters.set("limit", String(query.pageSize));
  if (query.full) parameters.set("full", "true");
  if (query.config) parameters.set("config", "true");
  for (const field of query.expand ?? []) parameters.append("expand[]", field);
  return parameters.toString();
}

/**
 * Fetches one page of `GET /api/models`; pass the returned `nextUrl` back as `pageUrl` for the
 * next one. Suited to "load more" buttons.
 *
 * @example
 * ```ts
 * const first = await listModelsPage({ search: "bert", pageSize: 20 });
 * const second = first.nextUrl ? await listModelsPage({}, { pageUrl: first.nextUrl }) : undefined;
 * ```
 */
export async function listModelsPage<T = ApiModelListEntry>(
  query: ListModelsQuery,
  options: HubRequestOptions & { pageUrl?: string } = {},
): Promise<ModelPage<T>> {
  const url = options.pageUrl ?? hubUrlFor(options, `/api/models?${queryString(query)}`);
  const response = await hubGet(url, options);
  return {
    models: (await response.json()) as T[],
    nextUrl: nextPageUrl(response.headers.get("link"), response.url || url),
  };
}

/**
 * Lists models matching `query`, following `Link` pages until `limit` models (default: all).
 *
 * @example
 * ```ts
 * for await (const model of listModels({ pipelineTag: "text-generation", sort: "likes" }, { limit: 10 })) {
 *   console.log(model.id, model.likes);
 * }
 * ```
 */
export async function* listModels<T = ApiModelListEntry>(
  query: ListModelsQuery = {},
  options: HubRequestOptions & { limit?: number } = {},
): AsyncGenerator<T> {
  let remaining = options.limit ?? Infinity;
  const pageSize = query.pageSize ?? Math.min(remaining, 500);
  let page = await listModelsPage<T>({ ...query, pageSize }, options);
  for (;;) {
    for (const model of page.models) {
      if (remaining <= 0) return;
      remaining -= 1;
      yield model;
    }
    if (remaining <= 0 || page.nextUrl === undefined || page.models.length === 0) return;
    page = await listModelsPage<T>(query, { ...options, pageUrl: page.nextUrl });
  }
}
