import type { ApiClient } from "../../../lib/api-client";
import { gatewayTokenHeaders } from "../../../lib/arena-leaderboard";
import { ownerKey } from "../../../lib/run/compare-api";
import type { BatchTask } from "../../../lib/batch-tasks";
import { batchReadPaths } from "./batch-page-requests";

/** A batch's state as the server keeps it. */
type BatchState = "ready" | "running" | "paused" | "cancelled" | "done";

/**
 * One column of a batch as `GET /api/batches/{id}` answers it: the model, its provider and
 * parameters, with rows done (answered or failed), errors, rows left and, while running, the
 * seconds left at the pace so far.
 *
 * @example
 * ```ts
 * const column: BatchColumnStatus = { model: "acme/model", provider: "hf-inference", parameters: {}, done: 10, errors: 1, left: 10, etaSeconds: 12 };
 * ```
 */
interface BatchColumnStatus {
  model: string;
  provider: string;
  parameters: Record<string, unknown>;
  done: number;
  errors: number;
  left: number;
  etaSeconds?: number;
}

/**
 * A batch and its progress, as `GET /api/batches/{id}` answers it.
 *
 * @example
 * ```ts
 * declare const status: BatchStatus;
 * status.columns.every((column) => column.left === 0);
 * ```
 */
export interface BatchStatus {
  id: string;
  task: string;
  title: string | null;
  columns: BatchColumnStatus[];
  rowCount: number;
  state: BatchState;
  stateReason?: string;
  keyMode: "operator" | "own";
  listed: boolean;
  createdAt: string;
  startedAt: string | null;
}

/** A distribution of durations in milliseconds; the figures are absent when there is none. */
interface DurationSummary {
  count: number;
  p50?: number;
  p95?: number;
  mean?: number;
}

/**
 * One column's scores, as `GET /api/batches/{id}/results` answers them: the task's metrics
 * (accuracy and macroF1, exactMatch, normalizedMatch and wordErrorRate, or meanAveragePrecision
 * at IoU 0.5 for detection), latency, time to first token and tokens per second where the
 * server timed them (streamed chat columns), token usage and failures by kind.
 *
 * @example
 * ```ts
 * declare const summary: ColumnSummary;
 * summary.metrics.accuracy;
 * ```
 */
export interface ColumnSummary {
  column: number;
  model: string;
  provider: string;
  answered: number;
  failed: number;
  metrics: Record<string, unknown>;
  latency: DurationSummary;
  /** Absent from servers that predate it; without samples its count is 0. */
  firstToken?: DurationSummary;
  tokensPerSecond?: number;
  usage: {
    usageRows: number;
    promptTokens: number;
    completionTokens: number;
    totalTokens: number;
    costRows: number;
    cost?: number;
  };
  errors: { kind: string; count: number }[];
}

/**
 * How often two columns gave the same answer, over the rows both answered, and Cohen's kappa.
 *
 * @example
 * ```ts
 * const cell: AgreementCell = { compared: 20, agreement: 0.9, kappa: 0.78 };
 * ```
 */
interface AgreementCell {
  compared: number;
  agreement?: number;
  kappa?: number;
}

/**
 * A batch's results: the batch, each column's summary and the agreement matrix.
 *
 * @example
 * ```ts
 * declare const results: BatchResults;
 * results.agreement[0]?.[1]?.agreement;
 * ```
 */
export interface BatchResults extends Omit<BatchStatus, "columns"> {
  columns: ColumnSummary[];
  agreement: AgreementCell[][];
}

/**
 * One row with every column's cell, as the row view shows it.
 *
 * @example
 * ```ts
 * const row: BatchRow = { row: 0, input: "great film", expected: "POSITIVE", cells: [{ answer: "POSITIVE" }], disagree: false, wrong: false };
 * ```
 */
export interface BatchRow {
  row: number;
  input: string;
  expected?: string;
  cells: { answer?: string; errorKind?: string; errorMessage?: string; latencyMs?: number }[];
  disagree: boolean;
  wrong: boolean;
}

/** Which rows the row view asks for. */
export type RowFilter = "all" | "wrong" | "disagree";

/**
 * A failed call to the batch API, with the server's own words and its status.
 *
 * @example
 * ```ts
 * throw new BatchApiError("the csv file: line 3 has no input text", 400);
 * ```
 */
class BatchApiError extends Error {
  override name = "BatchApiError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

async function call<T>(api: ApiClient, path: string, init?: RequestInit): Promise<T> {
  const write = init?.method !== undefined && init.method !== "GET";
  let response: Response;
  try {
    response = await api.fetch(`${api.baseUrl}${path}`, {
      ...init,
      headers: write
        ? {
            "content-type": "application/json",
            // The owner key proves the batch is this browser's; the gateway token, as the arena
            // sends it, lets the server spend its own keys for a caller the operator allowed.
            "x-modeldeck-owner-key": ownerKey(),
            ...gatewayTokenHeaders(),
          }
        : // Reads answer whoever holds the id: nothing of the user's goes with them.
          { accept: "application/json" },
    });
  } catch (error) {
    throw new BatchApiError(
      `the server could not be reached (${error instanceof Error ? error.message : String(error)})`,
      0,
    );
  }
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) {
    throw new BatchApiError(
      body.error ?? `the server answered ${response.status}`,
      response.status,
    );
  }
  return body;
}

/**
 * What an upload sends: the task, an optional title, 2–4 columns with the task's parameters,
 * and either the file's text with its format or, for a task over files, a zip archive's bytes
 * in base64.
 *
 * @example
 * ```ts
 * const upload: BatchUpload = { task: "text-classification", columns, format: "csv", file: "input,expected\ngreat,POSITIVE\n" };
 * ```
 */
export type BatchUpload = {
  task: BatchTask;
  title?: string;
  columns: { model: string; provider: string; parameters: Record<string, unknown> }[];
} & ({ format: "csv" | "jsonl"; file: string } | { format: "zip"; archive: string });

/**
 * Uploads a batch as this browser's; a bad file is refused whole with the server's words.
 *
 * @example
 * ```ts
 * const { id, rowCount } = await createBatch(api, upload);
 * ```
 */
export function createBatch(
  api: ApiClient,
  upload: BatchUpload,
): Promise<{ id: string; rowCount: number }> {
  return call(api, "/api/batches", { method: "POST", body: JSON.stringify(upload) });
}

/**
 * Starts (or resumes) a batch, on the user's own keys by provider when given, else on the
 * server's keys for a caller allowed to spend them.
 *
 * @example
 * ```ts
 * await startBatch(api, id, "start", { together: "tgp_v1_…" });
 * ```
 */
export function startBatch(
  api: ApiClient,
  id: string,
  action: "start" | "resume",
  keys: Record<string, string> | undefined,
): Promise<BatchStatus> {
  return call(api, `${batchReadPaths.status(id)}/${action}`, {
    method: "POST",
    body: JSON.stringify(keys === undefined ? {} : { keys }),
  });
}

/**
 * Pauses or cancels a running batch.
 *
 * @example
 * ```ts
 * await haltBatch(api, id, "pause");
 * ```
 */
export function haltBatch(
  api: ApiClient,
  id: string,
  action: "pause" | "cancel",
): Promise<BatchStatus> {
  return call(api, `${batchReadPaths.status(id)}/${action}`, { method: "POST" });
}

/**
 * Lists the batch in the server's public list, or takes it off.
 *
 * @example
 * ```ts
 * await shareBatch(api, id, true);
 * ```
 */
export function shareBatch(
  api: ApiClient,
  id: string,
  listed: boolean,
): Promise<{ id: string; listed: boolean }> {
  return call(api, `${batchReadPaths.status(id)}/share`, {
    method: "POST",
    body: JSON.stringify({ listed }),
  });
}

/**
 * A batch's state and progress per column.
 *
 * @example
 * ```ts
 * const status = await batchStatus(api, id, signal);
 * ```
 */
export function batchStatus(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<BatchStatus> {
  return call(api, batchReadPaths.status(id), signal === undefined ? {} : { signal });
}

/**
 * A batch's scores per column and the agreement matrix.
 *
 * @example
 * ```ts
 * const results = await batchResults(api, id);
 * ```
 */
export function batchResults(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<BatchResults> {
  return call(api, batchReadPaths.results(id), signal === undefined ? {} : { signal });
}

/**
 * One page of a batch's rows, all of them or only the wrong or disagreeing ones.
 *
 * @example
 * ```ts
 * const { total, rows } = await batchRows(api, id, { filter: "wrong", offset: 0 });
 * ```
 */
export function batchRows(
  api: ApiClient,
  id: string,
  page: { filter: RowFilter; offset: number },
  signal?: AbortSignal,
): Promise<{ total: number; offset: number; rows: BatchRow[] }> {
  return call(
    api,
    batchReadPaths.rows(id, page.filter, page.offset),
    signal === undefined ? {} : { signal },
  );
}

/**
 * The download link of a batch's rows or summary as CSV or JSON Lines (the server names the
 * file; anyone holding the id may read it, as with saved runs).
 *
 * @example
 * ```ts
 * exportUrl(api, id, "csv", "rows"); // "/api/batches/…/export?format=csv&part=rows"
 * ```
 */
export function exportUrl(
  api: ApiClient,
  id: string,
  format: "csv" | "jsonl",
  part: "rows" | "summary",
): string {
  return `${api.baseUrl}${batchReadPaths.status(id)}/export?format=${format}&part=${part}`;
}

/**
 * A batch as the server's lists show it (`GET /api/batches`): enough to find and open one.
 *
 * @example
 * ```ts
 * const line: BatchListing = { id, task: "translation", title: null, state: "done", rowCount: 7, models: ["acme/a", "acme/b"], listed: true, createdAt: "2026-11-28T06:00:00.000Z" };
 * ```
 */
export interface BatchListing {
  id: string;
  task: string;
  title: string | null;
  state: BatchState;
  rowCount: number;
  models: string[];
  listed: boolean;
  createdAt: string;
}

/**
 * The newest batches their owners listed publicly on this server.
 *
 * @example
 * ```ts
 * const { batches } = await publicBatches(api, signal);
 * ```
 */
export function publicBatches(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ batches: BatchListing[] }> {
  return call(api, "/api/batches?scope=public&limit=20", signal === undefined ? {} : { signal });
}
