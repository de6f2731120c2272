import type { PipelineType } from "@modeldeck/tasks";
import { hubSend } from "./internal/hub-send.js";
import { nextPageUrl } from "./link-header.js";
import type { HubRequestOptions } from "./types.js";

/**
 * One column of a comparison: a Hub model and the provider that runs it.
 *
 * @example
 * ```ts
 * const column: RunColumn = { model: "facebook/detr-resnet-50", provider: "hf-inference" };
 * ```
 */
export interface RunColumn {
  model: string;
  provider: string;
}

/**
 * What one column answered: its output (any JSON; media as `{ blob, contentType }`), or the
 * error in plain words, with its timings.
 *
 * @example
 * ```ts
 * const result: RunResult = { output: [{ label: "POSITIVE", score: 0.9998 }], timings: { totalMs: 212 } };
 * ```
 */
export interface RunResult {
  output?: unknown;
  error?: string;
  timings: { firstTokenMs?: number; totalMs: number };
  outputBytes?: number;
}

/**
 * A run to save (`POST /api/runs`): a comparison (1 to 4 columns) or a single try (one column),
 * with one result per column. The server refuses it with the code `secret_in_run` when anything
 * in it looks like a token or key.
 *
 * @example
 * ```ts
 * const run: NewRun = {
 *   kind: "try",
 *   task: "text-classification",
 *   setup: { columns: [{ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", provider: "hf-inference" }], parameters: {}, input: { text: "I like you" } },
 *   results: [{ output: [{ label: "POSITIVE", score: 0.9998 }], timings: { totalMs: 212 } }],
 * };
 * ```
 */
export interface NewRun {
  kind: "compare" | "try";
  task: PipelineType;
  title?: string;
  setup: { columns: RunColumn[]; parameters?: Record<string, unknown>; input: unknown };
  results: RunResult[];
}

/**
 * What saving a run answers. `deleteKey` is shown this once: the server keeps only its digest,
 * so whoever wants to delete the run later must keep it.
 *
 * @example
 * ```ts
 * const { id, deleteKey }: ApiRunCreated = await createRun(run, { hubUrl });
 * ```
 */
export interface ApiRunCreated {
  id: string;
  createdAt: string;
  deleteKey: string;
}

/**
 * One entry of the runs listing.
 *
 * @example
 * ```ts
 * const { runs } = await listRuns({ limit: 20 }, { hubUrl });
 * const first: ApiRunSummary | undefined = runs[0];
 * ```
 */
export interface ApiRunSummary {
  id: string;
  kind: "compare" | "try";
  task: PipelineType;
  title: string | null;
  models: string[];
  createdAt: string;
}

/**
 * A whole saved run, as `GET /api/runs/{id}` answers it.
 *
 * @example
 * ```ts
 * const run: ApiRun = await getRun({ hubUrl, id });
 * run.setup.columns.length === run.results.length; // true
 * ```
 */
export interface ApiRun extends ApiRunSummary {
  setup: NewRun["setup"];
  results: RunResult[];
}

/**
 * One page of runs, newest first; pass `nextUrl` back as `pageUrl` for the next one.
 *
 * @example
 * ```ts
 * const page: RunPage = await listRuns({ limit: 20 }, { hubUrl });
 * ```
 */
export interface RunPage {
  runs: ApiRunSummary[];
  nextUrl: string | undefined;
}

/**
 * Saves a run (`POST /api/runs`). Media must be uploaded first (see `ensureBlob`) and referred to
 * as `{ blob, contentType }`.
 *
 * @example
 * ```ts
 * const { id, deleteKey } = await createRun(run, { hubUrl: "http://localhost:8080" });
 * ```
 */
export async function createRun(
  run: NewRun,
  options: HubRequestOptions = {},
): Promise<ApiRunCreated> {
  const response = await hubSend("POST", "/api/runs", options, {
    body: JSON.stringify(run),
    headers: { "content-type": "application/json" },
  });
  return (await response.json()) as ApiRunCreated;
}

/**
 * Lists saved runs newest first (`GET /api/runs`), one page at a time.
 *
 * @example
 * ```ts
 * const first = await listRuns({ limit: 20 }, { hubUrl });
 * const second = first.nextUrl ? await listRuns({}, { hubUrl, pageUrl: first.nextUrl }) : undefined;
 * ```
 */
export async function listRuns(
  query: { limit?: number } = {},
  options: HubRequestOptions & { pageUrl?: string } = {},
): Promise<RunPage> {
  const path = query.limit === undefined ? "/api/runs" : `/api/runs?limit=${query.limit}`;
  const response = await hubSend(
    "GET",
    path,
    options,
    options.pageUrl === undefined ? {} : { url: options.pageUrl },
  );
  const body = (await response.json()) as { runs: ApiRunSummary[] };
  return {
    runs: body.runs,
    nextUrl: nextPageUrl(response.headers.get("link"), response.url || options.pageUrl),
  };
}

/**
 * Reads one saved run (`GET /api/runs/{id}`); a missing run throws a `HubApiError` with status 404.
 *
 * @example
 * ```ts
 * const run = await getRun({ hubUrl, id: "Qm3xV0c2kP9wLr7a" });
 * ```
 */
export async function getRun(options: HubRequestOptions & { id: string }): Promise<ApiRun> {
  const response = await hubSend("GET", `/api/runs/${encodeURIComponent(options.id)}`, options);
  return (await response.json()) as ApiRun;
}

/**
 * Deletes a saved run with the delete key `createRun` answered (`DELETE /api/runs/{id}`); a wrong
 * key throws a `HubApiError` with status 403.
 *
 * @example
 * ```ts
 * await deleteRun({ hubUrl, id, deleteKey });
 * ```
 */
export async function deleteRun(
  options: HubRequestOptions & { id: string; deleteKey: string },
): Promise<void> {
  await hubSend("DELETE", `/api/runs/${encodeURIComponent(options.id)}`, options, {
    headers: { "x-modeldeck-delete-key": options.deleteKey },
  });
}
