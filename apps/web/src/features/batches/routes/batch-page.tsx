import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ErrorMessage, Loading } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { pipelineName } from "../../../lib/catalogue";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import { batchResults, batchStatus, type BatchStatus } from "../api/batch-api";
import { useRememberedBatches } from "../api/batch-list";
import { BatchControls } from "../components/batch-controls";
import { BatchExports } from "../components/batch-exports";
import { BatchProgress } from "../components/batch-progress";
import { BatchResultsView } from "../components/batch-results-view";
import { BatchRowsView } from "../components/batch-rows-view";
import "./batches.css";

/** How often a running batch's progress is asked for. */
const POLL_MILLISECONDS = 1000;

/**
 * When the results and the row page are read again: about ten times over a run (scoring a
 * 1,000-row batch is the server's heaviest read, so not at every poll), and once more when it
 * stops.
 */
function resultsVersion(status: BatchStatus): string {
  const done = status.columns.reduce((sum, column) => sum + column.done, 0);
  if (status.state !== "running") return `${status.state}-${done}`;
  const step = Math.max(1, Math.ceil((status.rowCount * status.columns.length) / 10));
  return `running-${Math.floor(done / step)}`;
}

function BatchResultsSection({ status }: { status: BatchStatus }) {
  const api = useApiClient();
  const version = resultsVersion(status);
  const results = useQuery({
    queryKey: ["batch-results", api.baseUrl, status.id, version],
    queryFn: ({ signal }) => batchResults(api, status.id, signal),
    placeholderData: keepPreviousData,
  });
  const names = status.columns.map((column) => `${column.model} (${column.provider})`);
  return (
    <>
      {results.isError ? (
        <ErrorMessage
          title="Could not load the results"
          message={results.error.message}
          onRetry={() => void results.refetch()}
        />
      ) : results.data === undefined ? (
        <Loading what="results" />
      ) : (
        <BatchResultsView results={results.data} />
      )}
      <BatchRowsView batchId={status.id} task={status.task} columns={names} version={version} />
    </>
  );
}

/**
 * One batch (`/batches/{id}`): its progress per column, polled while it runs, so a reopened tab
 * shows the same batch carrying on; the owner's start, pause, resume and cancel; the results,
 * the row view and the exports. The id in the address is the whole key to it.
 *
 * @example
 * ```tsx
 * <BatchPage batchId="q0Z3…" />
 * ```
 */
export default function BatchPage({ batchId }: { batchId: string }) {
  const api = useApiClient();
  const owned = useRememberedBatches().some((entry) => entry.id === batchId);
  const status = useQuery({
    queryKey: ["batch", api.baseUrl, batchId],
    queryFn: ({ signal }) => batchStatus(api, batchId, signal),
    refetchInterval: (query) => (query.state.data?.state === "running" ? POLL_MILLISECONDS : false),
  });
  if (status.isError) {
    return (
      <div className="batch-page">
        <h1>Batch</h1>
        <ErrorMessage
          title="Could not load the batch"
          message={status.error.message}
          onRetry={() => void status.refetch()}
        />
        <p>
          <Link href={paths.batches()}>All batches</Link>
        </p>
      </div>
    );
  }
  if (status.data === undefined) return <Loading what="the batch" />;
  const batch = status.data;
  const answered = batch.columns.some((column) => column.done > 0);
  return (
    <div className="batch-page">
      <p>
        <Link href={paths.batches()}>All batches</Link>
      </p>
      <h1>{batch.title ?? `Batch of ${batch.rowCount} rows`}</h1>
      <p>
        {pipelineName(batch.task) || batch.task}, {batch.rowCount} rows, {batch.columns.length}{" "}
        columns, on {batch.keyMode === "own" ? "your keys" : "this server’s keys"}
      </p>
      <BatchProgress status={batch} />
      {owned ? <BatchControls status={batch} /> : null}
      {answered ? <BatchResultsSection status={batch} /> : null}
      <BatchExports status={batch} owned={owned} />
    </div>
  );
}
