import type { InferenceProviderMappingEntry } from "@modeldeck/tasks";
import type { ApiClient } from "./api-client";
import { apiPaths } from "../paths";

/**
 * Loads the providers that serve a model. The Hub answers with a dict keyed by provider on
 * the model endpoint and a list elsewhere; both become a list here.
 *
 * @example
 * ```ts
 * const providers = await getProviderMapping(api, "meta-llama/Llama-3.1-8B-Instruct");
 * providers.filter((entry) => entry.status === "live");
 * ```
 */
export async function getProviderMapping(
  api: ApiClient,
  id: string,
): Promise<InferenceProviderMappingEntry[]> {
  const body = await api.json<{ inferenceProviderMapping?: unknown }>(
    apiPaths.model(id, { expandProviders: true }),
  );
  return normalizeProviderMapping(body.inferenceProviderMapping);
}

/**
 * Turns either form of the provider mapping (dict or list) into a list.
 *
 * @example
 * ```ts
 * normalizeProviderMapping({ together: { status: "live", providerId: "x", task: "conversational" } });
 * ```
 */
export function normalizeProviderMapping(mapping: unknown): InferenceProviderMappingEntry[] {
  if (Array.isArray(mapping)) return mapping as InferenceProviderMappingEntry[];
  if (typeof mapping !== "object" || mapping === null) return [];
  return Object.entries(
    mapping as Record<string, Omit<InferenceProviderMappingEntry, "provider">>,
  ).map(([provider, entry]) => ({ ...entry, provider }));
}
