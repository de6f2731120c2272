/**
 * The providers that serve a model live, from its stored provider mapping (JSON text in the
 * Hub's dict form); staging entries are left out, as the Hub's `inference_provider` filter does.
 *
 * @example
 * ```ts
 * liveProviders('{"together":{"providerId":"x","status":"live","task":"conversational"}}'); // ["together"]
 * ```
 */
export function liveProviders(mapping: string | null): string[] {
  if (mapping === null) return [];
  const parsed = JSON.parse(mapping) as Record<string, { status?: string }>;
  return Object.entries(parsed)
    .filter(([, entry]) => entry.status === "live")
    .map(([provider]) => provider);
}
