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
 * with one result per column. It is private (reachable by its link only) unless `listed` is
 * true. The server refuses it with the code `secret_in_run` when anything in it looks like a
 * token or key, and refuses media whose `contentType` is not in `BLOB_MEDIA_TYPES`.
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
  /** True lists the run publicly (`listRuns({ scope: "public" })`); default false. */
  listed?: boolean;
  setup: { columns: RunColumn[]; parameters?: Record<string, unknown>; input: unknown };
  results: RunResult[];
}

/**
 * What saving a run answers: its id (128 random bits, the run's only link), when, and whether
 * it is listed publicly. Listing and deleting it later take the owner key it was saved with.
 *
 * @example
 * ```ts
 * const { id }: ApiRunCreated = await createRun(run, { hubUrl, ownerKey });
 * ```
 */
export interface ApiRunCreated {
  id: string;
  createdAt: string;
  listed: boolean;
}

/**
 * Options of the calls that act for a run's owner: the owner key, a random secret the caller
 * keeps (a browser in its storage) and sends as `X-ModelDeck-Owner-Key`, never in a URL. The
 * server stores only its digest.
 *
 * @example
 * ```ts
 * const options: RunOwnerOptions = { hubUrl: "http://localhost:8080", ownerKey: newOwnerKey() };
 * ```
 */
export interface RunOwnerOptions extends HubRequestOptions {
  ownerKey: string;
}

/**
 * A new owner key: 32 random bytes (Web Crypto), base64url, for a caller that has none yet.
 * Keep it: it is the only way to list and delete the runs saved with it.
 *
 * @example
 * ```ts
 * const ownerKey = localStorage.getItem("owner") ?? newOwnerKey();
 * ```
 */
export function newOwnerKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const text = btoa(String.fromCharCode(...bytes));
  return text.replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const ownerHeader = (options: RunOwnerOptions) => ({ "x-modeldeck-owner-key": options.ownerKey });

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
  /** Whether its owner listed it publicly. */
  listed: boolean;
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
 * Saves a run (`POST /api/runs`) as the owner of `ownerKey`. Media must be uploaded first (see
 * `ensureBlob`) and referred to as `{ blob, contentType }`.
 *
 * @example
 * ```ts
 * const { id } = await createRun(run, { hubUrl: "http://localhost:8080", ownerKey });
 * ```
 */
export async function createRun(run: NewRun, options: RunOwnerOptions): Promise<ApiRunCreated> {
  const response = await hubSend("POST", "/api/runs", options, {
    body: JSON.stringify(run),
    headers: { "content-type": "application/json", ...ownerHeader(options) },
  });
  return (await response.json()) as ApiRunCreated;
}

/**
 * Lists saved runs newest first (`GET /api/runs`), one page at a time: the runs of the owner
 * key given (`scope: "mine"`, the default), or those their owners listed (`scope: "public"`,
 * no key needed).
 *
 * @example
 * ```ts
 * const first = await listRuns({ limit: 20 }, { hubUrl, ownerKey });
 * const second = first.nextUrl ? await listRuns({}, { hubUrl, ownerKey, pageUrl: first.nextUrl }) : undefined;
 * const shared = await listRuns({ scope: "public" }, { hubUrl });
 * ```
 */
export async function listRuns(
  query: { limit?: number; scope?: "mine" | "public" } = {},
  options: HubRequestOptions & { ownerKey?: string; pageUrl?: string } = {},
): Promise<RunPage> {
  const search = new URLSearchParams();
  if (query.scope === "public") search.set("scope", "public");
  if (query.limit !== undefined) search.set("limit", String(query.limit));
  const text = search.toString();
  const path = text === "" ? "/api/runs" : `/api/runs?${text}`;
  const response = await hubSend("GET", path, options, {
    ...(options.pageUrl === undefined ? {} : { url: options.pageUrl }),
    ...(options.ownerKey === undefined
      ? {}
      : { headers: { "x-modeldeck-owner-key": options.ownerKey } }),
  });
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
 * Deletes a saved run as its owner (`DELETE /api/runs/{id}`); another owner's key throws a
 * `HubApiError` with status 403.
 *
 * @example
 * ```ts
 * await deleteRun({ hubUrl, id, ownerKey });
 * ```
 */
export async function deleteRun(options: RunOwnerOptions & { id: string }): Promise<void> {
  await hubSend("DELETE", `/api/runs/${encodeURIComponent(options.id)}`, options, {
    headers: ownerHeader(options),
  });
}

/**
 * Takes over runs saved before owners existed (`POST /api/runs/claims`), each proven by the
 * delete key saving it answered then: they become the runs of `ownerKey`. Runs saved under the
 * old 96-bit ids were given new ids, answered here as `{ previousId, id }`; a wrong key or an
 * unknown id is left out, quietly.
 *
 * @example
 * ```ts
 * const { claimed } = await claimRuns([{ id: "Qm3xV0c2kP9wLr7a", deleteKey }], { hubUrl, ownerKey });
 * ```
 */
export async function claimRuns(
  runs: readonly { id: string; deleteKey: string }[],
  options: RunOwnerOptions,
): Promise<{ claimed: { previousId: string; id: string }[] }> {
  const response = await hubSend("POST", "/api/runs/claims", options, {
    body: JSON.stringify({ runs }),
    headers: { "content-type": "application/json", ...ownerHeader(options) },
  });
  return (await response.json()) as { claimed: { previousId: string; id: string }[] };
}
