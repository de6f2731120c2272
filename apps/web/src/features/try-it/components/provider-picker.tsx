import type { InferenceProviderMappingEntry } from "@modeldeck/tasks";

/** One choice in the provider picker. */
export interface ProviderChoice {
  provider: string;
  status: "live" | "staging";
  /** The operator configured a key for it on the server gateway. */
  onGateway: boolean;
}

/**
 * The providers to offer: the model's mapping (live first), or hf-inference when the model has
 * no mapping, each flagged when the server gateway has a key for it.
 *
 * @example
 * ```ts
 * providerChoices([{ provider: "together", providerId: "x", status: "live", task: "conversational" }], ["together"]);
 * ```
 */
export function providerChoices(
  mapping: InferenceProviderMappingEntry[],
  gatewayProviders: string[],
): ProviderChoice[] {
  const entries =
    mapping.length > 0 ? mapping : [{ provider: "hf-inference", status: "live" as const }];
  return [...entries]
    .sort((left, right) => Number(left.status !== "live") - Number(right.status !== "live"))
    .map((entry) => ({
      provider: entry.provider,
      status: entry.status,
      onGateway: gatewayProviders.includes(entry.provider),
    }));
}

/**
 * A select of providers showing each one's status (live or staging) and whether the server
 * holds a key for it.
 *
 * @example
 * ```tsx
 * <ProviderPicker id="provider" choices={choices} selected="together" onSelect={setProvider} />
 * ```
 */
export function ProviderPicker(props: {
  id: string;
  choices: ProviderChoice[];
  selected: string;
  onSelect: (provider: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id}>Provider</label>
      <select
        id={props.id}
        value={props.selected}
        onChange={(event) => props.onSelect(event.target.value)}
      >
        {props.choices.map((choice) => (
          <option key={choice.provider} value={choice.provider}>
            {choice.provider} — {choice.status}
            {choice.onGateway ? " (server key)" : ""}
          </option>
        ))}
      </select>
    </div>
  );
}
