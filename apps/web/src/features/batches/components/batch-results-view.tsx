import { formatCount, formatScore } from "../../../lib/format";
import { batchTaskOf, BATCH_TASKS } from "../../../lib/batch-tasks";
import type { BatchResults, ColumnSummary } from "../api/batch-api";

/** The metrics a task's columns are scored with, in the order shown, and their headings. */
const METRICS = {
  label: [
    ["accuracy", "Accuracy"],
    ["macroF1", "Macro-F1"],
  ],
  text: [
    ["exactMatch", "Exact match"],
    ["normalizedMatch", "Normalized match"],
    ["wordErrorRate", "WER"],
  ],
  boxes: [["meanAveragePrecision", "mAP@0.5"]],
} as const;

const share = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? formatScore(value) : "–";
const milliseconds = (value: number | undefined) =>
  value === undefined ? "–" : `${Math.round(value)} ms`;

function usageText(column: ColumnSummary): string {
  const { usage } = column;
  const tokens =
    usage.usageRows === 0 ? "–" : `${formatCount(usage.totalTokens)} over ${usage.usageRows} rows`;
  return usage.cost === undefined ? tokens : `${tokens}, $${usage.cost.toFixed(4)}`;
}

/** Tokens per second to one decimal, or a dash where no row reported usage. */
const rate = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? "–" : `${value.toFixed(1)} tokens/s`;

function errorsText(column: ColumnSummary): string {
  return column.errors.length === 0
    ? "none"
    : column.errors.map((error) => `${error.kind} ${error.count}`).join(", ");
}

function ScoresTable({ results, names }: { results: BatchResults; names: string[] }) {
  const task = batchTaskOf(results.task);
  const metrics = METRICS[task === undefined ? "text" : BATCH_TASKS[task]];
  // Only streamed (chat) columns are timed to the first token; other tasks keep a narrow table.
  const streamed = results.columns.some(
    (column) => (column.firstToken?.count ?? 0) > 0 || column.tokensPerSecond !== undefined,
  );
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Scores per column">
      <table>
        <caption>Scores per column</caption>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Answered</th>
            {metrics.map(([key, heading]) => (
              <th key={key} scope="col">
                {heading}
              </th>
            ))}
            <th scope="col">Latency p50</th>
            <th scope="col">Latency p95</th>
            {streamed ? (
              <>
                <th scope="col">First token p50</th>
                <th scope="col">First token p95</th>
                <th scope="col">Tokens/s</th>
              </>
            ) : null}
            <th scope="col">Tokens</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {results.columns.map((column, index) => (
            <tr key={index}>
              <th scope="row">{names[index]}</th>
              <td>{column.answered}</td>
              {metrics.map(([key]) => (
                <td key={key}>{share(column.metrics[key])}</td>
              ))}
              <td>{milliseconds(column.latency.p50)}</td>
              <td>{milliseconds(column.latency.p95)}</td>
              {streamed ? (
                <>
                  <td>{milliseconds(column.firstToken?.p50)}</td>
                  <td>{milliseconds(column.firstToken?.p95)}</td>
                  <td>{rate(column.tokensPerSecond)}</td>
                </>
              ) : null}
              <td>{usageText(column)}</td>
              <td>{errorsText(column)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A batch's scores: per column its task's metrics (accuracy and macro-F1 for labels; exact and
 * normalized match and word error rate for text and speech recognition; mAP@0.5 for detection),
 * latency p50/p95, time to first token p50/p95 and tokens/s when the columns streamed, tokens
 * (and cost when known), failures by kind; then how often each pair of columns agreed, with
 * Cohen's kappa.
 *
 * @example
 * ```tsx
 * <BatchResultsView results={results} />
 * ```
 */
export function BatchResultsView({ results }: { results: BatchResults }) {
  const names = results.columns.map((column) => `${column.model} (${column.provider})`);
  return (
    <section aria-labelledby="batch-results-heading" className="batch-results">
      <h2 id="batch-results-heading">Results</h2>
      <ScoresTable results={results} names={names} />
      <div
        className="table-scroll"
        tabIndex={0}
        role="region"
        aria-label="Agreement between columns"
      >
        <table>
          <caption>
            Agreement between columns (share of rows both answered alike, Cohen’s κ)
          </caption>
          <thead>
            <tr>
              <td />
              {names.map((name, index) => (
                <th key={index} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.agreement.map((line, row) => (
              <tr key={row}>
                <th scope="row">{names[row]}</th>
                {line.map((cell, column) => (
                  <td key={column}>
                    {cell.agreement === undefined
                      ? "–"
                      : `${formatScore(cell.agreement)}${
                          cell.kappa === undefined ? "" : ` (κ ${cell.kappa.toFixed(2)})`
                        }`}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
