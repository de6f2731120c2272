import type { InferenceProviderMappingEntry } from "@modeldeck/tasks";
import { hubGet, hubJson, hubUrlFor } from "./internal/hub-request.js";
import { providerMappingList } from "./provider-mapping.js";
import type { ApiModelInfo, ApiModelProviderMapping, HubRequestOptions } from "./types.js";

function modelPath(name: string): string {
  return name.split("/").map(encodeURIComponent).join("/");
}

/**
 * Reads a model's full descriptor (`GET /api/models/{name}`), or at a `revision`
 * (`/revision/{revision}`), or only `_id`, `id` and the `expand` fields (`?expand[]=…`, which
 * is also how the Hub is asked for fields it leaves out by default, such as
 * `inferenceProviderMapping`).
 *
 * @example
 * ```ts
 * const model = await modelInfo({ name: "google-bert/bert-base-uncased" });
 * model.pipeline_tag; // "fill-mask"
 * const sized = await modelInfo({ name: "google-bert/bert-base-uncased", expand: ["sha", "safetensors"] });
 * ```
 */
export function modelInfo(
  options: HubRequestOptions & { name: string; revision?: string; expand?: readonly string[] },
): Promise<ApiModelInfo> {
  const revision =
    options.revision === undefined ? "" : `/revision/${encodeURIComponent(options.revision)}`;
  const query = new URLSearchParams((options.expand ?? []).map((field) => ["expand[]", field]));
  const search = query.size === 0 ? "" : `?${query.toString()}`;
  return hubJson(`/api/models/${modelPath(options.name)}${revision}${search}`, options);
}

/**
 * Reads which inference providers serve a model, keyed by provider
 * (`GET /api/models/{name}?expand[]=inferenceProviderMapping`).
 *
 * @example
 * ```ts
 * const { inferenceProviderMapping } = await modelProviderMapping({ name: "meta-llama/Llama-3.1-8B-Instruct" });
 * inferenceProviderMapping.together?.providerId;
 * ```
 */
export function modelProviderMapping(
  options: HubRequestOptions & { name: string },
): Promise<ApiModelProviderMapping> {
  return hubJson(
    `/api/models/${modelPath(options.name)}?expand[]=inferenceProviderMapping`,
    options,
  );
}

/**
 * Reads a model's card as markdown (ModelDeck's `GET /api/models/{name}/readme`).
 *
 * @example
 * ```ts
 * const markdown = await modelReadme({ hubUrl: "http://localhost:8080", name: "openai-community/gpt2" });
 * ```
 */
export async function modelReadme(options: HubRequestOptions & { name: string }): Promise<string> {
  const response = await hubGet(
    hubUrlFor(options, `/api/models/${modelPath(options.name)}/readme`),
    options,
    "text/markdown",
  );
  return response.text();
}

/**
 * The providers that serve a model, as a list whatever form the hub answered in (see
 * {@link providerMappingList}); a model no provider serves gives an empty list.
 *
 * @example
 * ```ts
 * const providers = await modelProviders({ name: "meta-llama/Llama-3.1-8B-Instruct" });
 * providers.filter((entry) => entry.status === "live").map((entry) => entry.provider);
 * ```
 */
export async function modelProviders(
  options: HubRequestOptions & { name: string },
): Promise<InferenceProviderMappingEntry[]> {
  const body = await hubJson<{ inferenceProviderMapping?: unknown }>(
    `/api/models/${modelPath(options.name)}?expand[]=inferenceProviderMapping`,
    options,
  );
  return providerMappingList(body.inferenceProviderMapping);
}
