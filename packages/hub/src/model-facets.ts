import { hubJson } from "./internal/hub-request.js";
import { filterParameters, type ModelFilters } from "./list-models.js";
import type { HubRequestOptions } from "./types.js";

/**
 * The facets ModelDeck counts for its model browser, named as the `GET /api/models` parameter
 * (or tag family) that filters by them.
 *
 * @example
 * ```ts
 * for (const facet of MODEL_FACETS) console.log(facet, answer.facets[facet].values.length);
 * ```
 */
export const MODEL_FACETS = [
  "pipeline_tag",
  "library",
  "language",
  "license",
  "inference_provider",
  "num_parameters",
] as const;

/**
 * One facet name of {@link MODEL_FACETS}.
 *
 * @example
 * ```ts
 * const facet: ModelFacet = "license";
 * ```
 */
export type ModelFacet = (typeof MODEL_FACETS)[number];

/**
 * Counts for one facet. When `exact` is false the server counted a bounded sample of the matching
 * models (the first `sampleSize` by downloads), so each count is a lower bound ("at least").
 *
 * @example
 * ```ts
 * const label = (entry: { count: number }) => `${entry.count}${counts.exact ? "" : "+"}`;
 * ```
 */
export interface ModelFacetCounts {
  exact: boolean;
  values: { value: string; count: number }[];
}

/**
 * The answer of ModelDeck's `GET /api/models-facets`: how many models match, and per facet how
 * many match each value. A facet's counts ignore that facet's own filter (choosing another task
 * shows how many models that task has under the other filters), as hub sidebars do.
 *
 * @example
 * ```ts
 * const answer: ApiModelFacets = await modelFacets({ pipelineTag: "fill-mask" });
 * answer.total.count; // 1234 (a lower bound when answer.total.exact is false)
 * ```
 */
export interface ApiModelFacets {
  total: { count: number; exact: boolean };
  /** The most models one filtered count reads; inexact counts were taken over this many. */
  sampleSize: number;
  facets: Record<ModelFacet, ModelFacetCounts>;
}

/** Names only the languages it knows; `of` is `undefined` for `tf` or `xx`. */
let languageNames: Intl.DisplayNames | undefined;

function isLanguageCode(tag: string): boolean {
  if (!/^[a-z]{2}$/.test(tag)) return false;
  languageNames ??= new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  return languageNames.of(tag) !== undefined;
}

/**
 * Which facet a model tag belongs to: `license:*` tags are licences; two-letter ISO 639-1 codes
 * (as the Hub writes a card's `language:` into tags) and `multilingual` are languages; other tags
 * belong to no facet. A two-letter tag that names no language (`tf`, TensorFlow's tag) is not
 * one, and three-letter codes are left out on purpose: too many model-family tags (`vit`, `phi`)
 * look like them.
 *
 * @example
 * ```ts
 * tagFacet("license:apache-2.0"); // "license"
 * tagFacet("fr"); // "language"
 * tagFacet("gguf"); // undefined
 * ```
 */
export function tagFacet(tag: string): "language" | "license" | undefined {
  if (tag.startsWith("license:")) return "license";
  if (tag === "multilingual" || isLanguageCode(tag)) return "language";
  return undefined;
}

/**
 * Counts the models matching `query` per facet value (ModelDeck's `GET /api/models-facets`),
 * taking the same filters as {@link listModelsPage}; sort and paging fields are ignored.
 *
 * @example
 * ```ts
 * const { facets } = await modelFacets({ search: "bert", tags: ["license:mit"] }, { hubUrl: "http://localhost:8080" });
 * facets.pipeline_tag.values[0]; // { value: "fill-mask", count: 42 }
 * ```
 */
export function modelFacets(
  query: ModelFilters,
  options: HubRequestOptions = {},
): Promise<ApiModelFacets> {
  const text = filterParameters(query).toString();
  return hubJson(`/api/models-facets${text ? `?${text}` : ""}`, options);
}
