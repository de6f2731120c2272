import type { BatchStatus } from "../api/batch-api";

/** Seconds as a short duration: "45 s", "3 min 20 s", "1 h 5 min". */
function formatEta(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const STATE_WORDS: Record<BatchStatus["state"], string> = {
  ready: "Uploaded, not started",
  running: "Running",
  paused: "Paused",
  cancelled: "Cancelled",
  done: "Done",
};

/**
 * A batch's state and, per column, rows done of the total (a progress bar), failed rows and the
 * time left at the pace so far, as the server reported them at the last poll.
 *
 * @example
 * ```tsx
 * <BatchProgress status={batch} />
 * ```
 */
export function BatchProgress({ status }: { status: BatchStatus }) {
  return (
    <section aria-label="Progress" className="batch-progress">
      <p role="status">
        <strong>{STATE_WORDS[status.state] ?? status.state}</strong>
        {status.stateReason ? `: ${status.stateReason}` : null}
      </p>
      <ul>
        {status.columns.map((column, index) => {
          const name = `${column.model} (${column.provider})`;
          return (
            <li key={index}>
              <span className="batch-column-name">{name}</span>
              <progress
                aria-label={`Rows done by ${name}`}
                max={status.rowCount}
                value={column.done}
              />
              <span>
                {column.done} of {status.rowCount} rows
                {column.errors > 0 ? `, ${column.errors} failed` : ""}
                {column.etaSeconds !== undefined
                  ? `, about ${formatEta(column.etaSeconds)} left`
                  : ""}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
