import { ErrorBoundary } from "../../../components/ui/error-boundary";
import { ErrorMessage } from "../../../components/ui/status";
import { ModelLoadingStatus } from "../../../components/run/model-loading-status";
import { formatBytes, formatMilliseconds, type ColumnRun } from "../../../lib/run/column-run";
import { ComparableOutput } from "./comparable-output";
import type { CompareColumn } from "../../../lib/run/compare-setup";

const STATUS_WORDS: Record<ColumnRun["status"], string> = {
  idle: "Not run yet",
  running: "Running…",
  done: "Done",
  failed: "Failed",
  stopped: "Stopped",
};

/**
 * One column's result: which model on which provider, its state, time to first token, total
 * time and output size, its error in plain words, a Stop button while it runs, and its output
 * (chat answers are shown side by side in the conversation below the columns instead).
 *
 * @example
 * ```tsx
 * <ColumnResult column={column} position={1} run={run} scale={scale} onStop={() => stopColumn(0)} />
 * ```
 */
export function ColumnResult({
  column,
  position,
  run,
  scale,
  baselineText,
  inputImageUrl,
  onStop,
}: {
  column: CompareColumn;
  position: number;
  run: ColumnRun;
  scale: { labels: string[]; max: number };
  baselineText?: string;
  inputImageUrl?: string;
  onStop: () => void;
}) {
  const where = column.provider || "no provider";
  const name = `Column ${position}: ${column.model} on ${where}`;
  return (
    <section className="compare-column panel" aria-label={name}>
      <h2 className="compare-column-title">
        <span className="muted">{position}.</span> {column.model}
      </h2>
      <p className="muted compare-provider">on {where}</p>
      <p role="status" className="compare-status" data-status={run.status}>
        {STATUS_WORDS[run.status]}
      </p>
      {run.status === "running" && run.loading ? (
        <ModelLoadingStatus provider={where} loading={run.loading} />
      ) : null}
      {run.status === "running" ? (
        <button type="button" onClick={onStop} aria-label={`Stop column ${position}`}>
          Stop
        </button>
      ) : null}
      {run.totalMs !== undefined || run.firstTokenMs !== undefined ? (
        <dl className="compare-metrics" aria-label={`Measurements of column ${position}`}>
          {run.firstTokenMs !== undefined ? (
            <>
              <dt>First token</dt>
              <dd>{formatMilliseconds(run.firstTokenMs)}</dd>
            </>
          ) : null}
          {run.totalMs !== undefined ? (
            <>
              <dt>Total</dt>
              <dd>{formatMilliseconds(run.totalMs)}</dd>
            </>
          ) : null}
          {run.outputBytes !== undefined ? (
            <>
              <dt>Output</dt>
              <dd>{formatBytes(run.outputBytes)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {run.error && run.status === "failed" ? (
        <ErrorMessage title={run.error.title} message={run.error.detail} />
      ) : null}
      {run.output ? (
        // An answer this view cannot draw must not take the other columns down.
        <ErrorBoundary what="this result" resetKey={run.output}>
          <ComparableOutput
            output={run.output}
            scale={scale}
            baselineText={baselineText}
            inputImageUrl={inputImageUrl}
          />
        </ErrorBoundary>
      ) : null}
    </section>
  );
}
