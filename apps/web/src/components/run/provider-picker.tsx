import {
  fastestProvider,
  formatMilliseconds,
  useProviderScoreboard,
  type ScoreboardLine,
} from "../../lib/provider-scoreboard";
import type { InferenceProviderMappingEntry } from "@modeldeck/tasks";

/**
 * Where a provider stands for one model: the status the hub's mapping gives it (`live`,
 * `staging`, `error`, or whatever newer word the hub uses), or `unlisted` for a provider a link
 * named that the mapping does not list.
 */
type ProviderStatus = string;

/** One choice in the provider picker. */
export interface ProviderChoice {
  provider: string;
  status: ProviderStatus;
  /** The operator configured a key for it on the server gateway. */
  onGateway: boolean;
}

/** Live first, then staging, then anything else the hub says (an error), unlisted last. */
function order(status: ProviderStatus): number {
  if (status === "live") return 0;
  if (status === "staging") return 1;
  return status === "unlisted" ? 3 : 2;
}

/**
 * The providers to offer: exactly the model's mapping on the hub, live ones first, each flagged
 * when the server gateway has a key for it. A model the mapping lists no provider for gets no
 * choice at all: nothing is made up in its place.
 *
 * @example
 * ```ts
 * providerChoices([{ provider: "together", providerId: "x", status: "live", task: "conversational" }], ["together"]);
 * // [{ provider: "together", status: "live", onGateway: true }]
 * providerChoices([], ["together"]); // []
 * ```
 */
export function providerChoices(
  mapping: readonly InferenceProviderMappingEntry[],
  gatewayProviders: string[],
): ProviderChoice[] {
  return [...mapping]
    .sort((left, right) => order(left.status) - order(right.status))
    .map((entry) => ({
      provider: entry.provider,
      status: entry.status,
      onGateway: gatewayProviders.includes(entry.provider),
    }));
}

/**
 * The provider a run uses when the user has not picked one: the first live provider of the
 * mapping, else the first listed; `undefined` when the mapping lists none.
 *
 * @example
 * ```ts
 * defaultProvider([{ provider: "together", status: "live", onGateway: false }]); // "together"
 * defaultProvider([]); // undefined
 * ```
 */
export function defaultProvider(choices: readonly ProviderChoice[]): string | undefined {
  return choices[0]?.provider;
}

function describeChoice(choice: ProviderChoice, fastest: ScoreboardLine | undefined): string {
  const status = choice.status === "unlisted" ? "not in the hub's mapping" : choice.status;
  const mark =
    fastest?.provider === choice.provider && fastest.latencyP50Ms !== undefined
      ? ` · fastest here recently (${formatMilliseconds(fastest.latencyP50Ms)})`
      : "";
  return `${choice.provider} — ${status}${choice.onGateway ? " (server key)" : ""}${mark}`;
}

/**
 * The provider that answered this model fastest through this server lately (p50 latency over
 * the scoreboard's window, from at least its minimum of samples), among those offered; nothing
 * when the operator keeps no scoreboard or no offered provider has a line.
 */
function FastestHereRecently({ line }: { line: ScoreboardLine | undefined }) {
  if (line?.latencyP50Ms === undefined) return null;
  return (
    <p className="muted" role="note" aria-label="Fastest here recently">
      Fastest here recently: {line.provider}, p50 {formatMilliseconds(line.latencyP50Ms)} over{" "}
      {line.samples} {line.samples === 1 ? "call" : "calls"}.
    </p>
  );
}

/**
 * A select of providers showing each one's status as the hub's mapping gives it (live, staging,
 * error) and whether the server holds a key for it. While the mapping is on its way (`loading`)
 * it stays in place, disabled; with no choice it renders nothing: the screen says why instead.
 * Given the `modelId` and more than one choice, it marks the provider that answered that model
 * fastest through this server recently (when the operator keeps the provider scoreboard).
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
  loading?: boolean;
  /** The model the run is for: its providers' recent speed here is marked when given. */
  modelId?: string;
}) {
  const scoreboard = useProviderScoreboard(
    props.modelId ?? "",
    props.modelId !== undefined && props.choices.length > 1,
  );
  const fastest = fastestProvider(
    scoreboard.data ?? [],
    props.choices.map((choice) => choice.provider),
  );
  if (props.loading && props.choices.length === 0) {
    return (
      <div>
        <label htmlFor={props.id}>Provider</label>
        <select id={props.id} disabled value="">
          <option value="">Asking the hub…</option>
        </select>
      </div>
    );
  }
  if (props.choices.length === 0) return null;
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
            {describeChoice(choice, fastest)}
          </option>
        ))}
      </select>
      <FastestHereRecently line={fastest} />
    </div>
  );
}
