import { HubApiError } from "@modeldeck/hub";
import type { InferenceProviderMappingEntry } from "@modeldeck/tasks";
import type { ApiClient } from "../api-client";
import { getProviderMapping } from "../provider-mapping";

/**
 * What the hub says about who runs a model: the providers its mapping lists (possibly none), or
 * that it does not know the id at all, or that it could not be asked.
 */
export type ModelProviders =
  | { kind: "mapped"; entries: InferenceProviderMappingEntry[] }
  | { kind: "unknown" }
  | { kind: "failed"; message: string };

/**
 * Asks the hub which providers serve `id`, telling an id it does not know (a typo, a model not
 * in this hub) apart from a known model no provider serves, so screens can say which it is
 * instead of offering a provider that cannot answer.
 *
 * @example
 * ```ts
 * const providers = await lookUpProviders(api, "distilbert/distilbert-base-uncased-finetuned-sst-2-english");
 * if (providers.kind === "mapped") providers.entries.map((entry) => entry.provider); // ["hf-inference"]
 * ```
 */
export async function lookUpProviders(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<ModelProviders> {
  try {
    return { kind: "mapped", entries: await getProviderMapping(api, id, signal) };
  } catch (error) {
    if (error instanceof HubApiError && error.status === 404) return { kind: "unknown" };
    if (signal?.aborted) throw error;
    return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The mapping's entries, or none for an unknown id or a failed lookup.
 *
 * @example
 * ```ts
 * mappedEntries({ kind: "unknown" }); // []
 * ```
 */
export function mappedEntries(
  providers: ModelProviders | undefined,
): InferenceProviderMappingEntry[] {
  return providers?.kind === "mapped" ? providers.entries : [];
}
