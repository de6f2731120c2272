import {
  formatMilliseconds,
  useProviderScoreboard,
  type ScoreboardLine,
} from "../../../lib/provider-scoreboard";

const optional = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? "—" : format(value);

function ScoreboardRow({ line }: { line: ScoreboardLine }) {
  return (
    <tr>
      <th scope="row">{line.provider}</th>
      <td>{optional(line.latencyP50Ms, formatMilliseconds)}</td>
      <td>{optional(line.latencyP95Ms, formatMilliseconds)}</td>
      <td>{optional(line.firstTokenP50Ms, formatMilliseconds)}</td>
      <td>{optional(line.tokensPerSecond, (value) => value.toFixed(1))}</td>
      <td>{`${(line.errorRate * 100).toFixed(1)} %`}</td>
      <td>{line.samples}</td>
    </tr>
  );
}

/**
 * How each provider ran this model through this server lately (the provider scoreboard: batch
 * rows and gateway calls over its window, providers with enough samples only), fastest first;
 * nothing when the operator keeps no scoreboard or no provider has a line for the model.
 *
 * @example
 * ```tsx
 * <ModelProviderScoreboard modelId="meta-llama/Llama-3.1-8B-Instruct" />
 * ```
 */
export function ModelProviderScoreboard({ modelId }: { modelId: string }) {
  const { data: lines = [] } = useProviderScoreboard(modelId);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="model-provider-scoreboard">
      <h2 id="model-provider-scoreboard">Providers here recently</h2>
      <table>
        <caption className="muted">
          Calls through this server and its batches in the recent window, fastest first.
        </caption>
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Latency p50</th>
            <th scope="col">Latency p95</th>
            <th scope="col">First token p50</th>
            <th scope="col">Tokens/s</th>
            <th scope="col">Errors</th>
            <th scope="col">Samples</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <ScoreboardRow key={line.provider} line={line} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
