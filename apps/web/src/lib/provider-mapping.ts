import { modelProviders } from "@modeldeck/hub";
import type { InferenceProviderMappingEntry } from "@modeldeck/tasks";
import type { ApiClient } from "./api-client";

/**
 * Loads the providers that serve a model, as a list, through `@modeldeck/hub` (which holds the
 * one conversion from the Hub's dict form).
 *
 * @example
 * ```ts
 * const providers = await getProviderMapping(api, "meta-llama/Llama-3.1-8B-Instruct");
 * providers.filter((entry) => entry.status === "live");
 * ```
 */
export function getProviderMapping(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<InferenceProviderMappingEntry[]> {
  return modelProviders({ ...api.hub, name: id, signal });
}
