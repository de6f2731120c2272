import type { InferenceProviderMappingEntry } from "@modeldeck/tasks";
import type { ProviderMappingInfo } from "./types.js";

/**
 * The provider mapping in the dict form the Hub sends on `GET /api/models/{id}?expand[]=…`:
 * each provider id keyed to its entry. {@link providerMappingList} turns it (or the list form)
 * into the list that pickers and snippets iterate.
 *
 * @example
 * ```ts
 * const mapping: ProviderMapping = { together: { providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", status: "live", task: "conversational" } };
 * ```
 */
export type ProviderMapping = Record<string, ProviderMappingInfo>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is InferenceProviderMappingEntry {
  return (
    isPlainObject(value) &&
    typeof value.provider === "string" &&
    value.provider !== "" &&
    typeof value.providerId === "string" &&
    (value.status === "live" || value.status === "staging") &&
    typeof value.task === "string"
  );
}

/**
 * Turns either form of a provider mapping into the list form. The Hub answers with a dict
 * keyed by provider on the model endpoint and with a list in other places; callers should not
 * care which. Entries without a provider, provider id, status or task are dropped rather than
 * shown as providers that cannot be called; anything that is neither form gives an empty list.
 *
 * @example
 * ```ts
 * providerMappingList({ together: { providerId: "x", status: "live", task: "conversational" } });
 * // [{ provider: "together", providerId: "x", status: "live", task: "conversational" }]
 * ```
 */
export function providerMappingList(mapping: unknown): InferenceProviderMappingEntry[] {
  const entries = Array.isArray(mapping)
    ? mapping
    : isPlainObject(mapping)
      ? Object.entries(mapping).map(([provider, entry]) =>
          isPlainObject(entry) ? { ...entry, provider } : entry,
        )
      : [];
  return entries.filter(isEntry);
}

/**
 * Turns the list form of a provider mapping into the dict form the Hub's model endpoint sends,
 * keyed by provider (a provider listed twice keeps its last entry).
 *
 * @example
 * ```ts
 * providerMappingDict([{ provider: "together", providerId: "x", status: "live", task: "conversational" }]);
 * // { together: { providerId: "x", status: "live", task: "conversational" } }
 * ```
 */
export function providerMappingDict(
  entries: readonly InferenceProviderMappingEntry[],
): ProviderMapping {
  return Object.fromEntries(entries.map(({ provider, ...info }) => [provider, info]));
}
