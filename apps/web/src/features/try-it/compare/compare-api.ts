import type { ApiClient } from "../../../lib/api-client";
import type { BlobReference, CompareSetup } from "./compare-setup";

// Thin calls to the server's blob and saved-run endpoints (the compare API contract). They sit
// here until `@modeldeck/hub` has its own methods for them.

/** What `POST /api/blobs` answers. */
export interface StoredBlob {
  sha256: string;
  size: number;
  contentType: string;
  url: string;
}

/** One column's result as a saved run holds it (media as blob references). */
export interface SavedResult {
  output: unknown;
  error?: string;
  timings: { firstTokenMs?: number; totalMs: number };
  outputBytes?: number;
}

/** The body of `POST /api/runs`. */
export interface NewRun {
  kind: "compare" | "try";
  task: string;
  title?: string;
  setup: {
    columns: { model: string; provider: string }[];
    parameters: Record<string, unknown>;
    input: Record<string, unknown>;
  };
  results: SavedResult[];
}

/** A saved run as `GET /api/runs/{id}` returns it. */
export interface SavedRun extends NewRun {
  id: string;
  createdAt: string;
}

/** One line of `GET /api/runs`. */
export interface RunSummary {
  id: string;
  kind: "compare" | "try";
  task: string;
  title?: string;
  models: string[];
  createdAt: string;
}

/**
 * A failed call to the server, with its status and the server's own `error` words.
 *
 * @example
 * ```ts
 * throw new CompareApiError("Saving the run failed", 413, "body too large");
 * ```
 */
class CompareApiError extends Error {
  override name = "CompareApiError";
  constructor(
    what: string,
    readonly status: number,
    said: string,
  ) {
    super(`${what} (the server answered ${status}${said ? `: ${said}` : ""}).`);
  }
}

async function failure(response: Response, what: string): Promise<CompareApiError> {
  let said = "";
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string") said = body.error;
  } catch {
    // Not JSON: the status says enough.
  }
  return new CompareApiError(what, response.status, said);
}

/**
 * Stores a file on the server by its content hash (`POST /api/blobs`, the raw bytes).
 *
 * @example
 * ```ts
 * const { sha256 } = await uploadBlob(api, file); // "9f86d0…"
 * ```
 */
export async function uploadBlob(api: ApiClient, blob: Blob): Promise<StoredBlob> {
  const response = await api.fetch(`${api.baseUrl}/api/blobs`, {
    method: "POST",
    headers: { "content-type": blob.type || "application/octet-stream" },
    body: blob,
  });
  if (!response.ok) throw await failure(response, "The file could not be stored");
  return (await response.json()) as StoredBlob;
}

/**
 * Reads a stored file back (`GET /api/blobs/{sha256}`).
 *
 * @example
 * ```ts
 * const image = await downloadBlob(api, { blob: "9f86d0…", contentType: "image/png" });
 * ```
 */
export async function downloadBlob(api: ApiClient, reference: BlobReference): Promise<Blob> {
  const response = await api.fetch(
    `${api.baseUrl}/api/blobs/${encodeURIComponent(reference.blob)}`,
  );
  if (!response.ok) throw await failure(response, "The stored file could not be loaded");
  const bytes = await response.arrayBuffer();
  return new Blob([bytes], { type: reference.contentType });
}

/**
 * Saves a run (`POST /api/runs`); the answer holds the one-time delete key.
 *
 * @example
 * ```ts
 * const { id, deleteKey } = await saveRun(api, run);
 * ```
 */
export async function saveRun(
  api: ApiClient,
  run: NewRun,
): Promise<{ id: string; createdAt: string; deleteKey: string }> {
  const response = await api.fetch(`${api.baseUrl}/api/runs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(run),
  });
  if (!response.ok) throw await failure(response, "The run could not be saved");
  return (await response.json()) as { id: string; createdAt: string; deleteKey: string };
}

/**
 * The newest saved runs (`GET /api/runs?limit=…`).
 *
 * @example
 * ```ts
 * const runs = await listRuns(api, 20);
 * ```
 */
export async function listRuns(api: ApiClient, limit: number): Promise<RunSummary[]> {
  const response = await api.fetch(`${api.baseUrl}/api/runs?limit=${limit}`);
  if (!response.ok) throw await failure(response, "The saved runs could not be listed");
  return ((await response.json()) as { runs: RunSummary[] }).runs;
}

/**
 * One saved run (`GET /api/runs/{id}`).
 *
 * @example
 * ```ts
 * const run = await loadRun(api, "V1StGXR8_Z5jdHi6B-myT");
 * ```
 */
export async function loadRun(api: ApiClient, id: string): Promise<SavedRun> {
  const response = await api.fetch(`${api.baseUrl}/api/runs/${encodeURIComponent(id)}`);
  if (!response.ok) throw await failure(response, "The saved run could not be loaded");
  return (await response.json()) as SavedRun;
}

/**
 * Deletes a saved run with the key its creator got (`DELETE /api/runs/{id}`).
 *
 * @example
 * ```ts
 * await deleteRun(api, id, deleteKey);
 * ```
 */
export async function deleteRun(api: ApiClient, id: string, deleteKey: string): Promise<void> {
  const response = await api.fetch(`${api.baseUrl}/api/runs/${encodeURIComponent(id)}`, {
    method: "DELETE",
    headers: { "X-ModelDeck-Delete-Key": deleteKey },
  });
  if (!response.ok && response.status !== 404)
    throw await failure(response, "The run could not be deleted");
}

const DELETE_KEYS = "modeldeck.run-delete-keys";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The delete keys of the runs this browser saved, by run id.
 *
 * @example
 * ```ts
 * readDeleteKeys()["V1StGXR8_Z5jdHi6B-myT"]; // the key, or undefined
 * ```
 */
export function readDeleteKeys(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DELETE_KEYS) ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Remembers (or, with `undefined`, forgets) the delete key of a run saved from this browser.
 *
 * @example
 * ```ts
 * rememberDeleteKey(id, deleteKey);
 * ```
 */
export function rememberDeleteKey(id: string, deleteKey: string | undefined): void {
  const keys = readDeleteKeys();
  if (deleteKey === undefined) delete keys[id];
  else keys[id] = deleteKey;
  storage()?.setItem(DELETE_KEYS, JSON.stringify(keys));
}

/** The setup part of a saved run, in the contract's shape. */
export function runSetup(setup: CompareSetup): NewRun["setup"] {
  const { temperature, maxTokens, topP, stop, seed, responseFormat, ...typed } = setup.input;
  return {
    columns: setup.columns,
    parameters: setup.chat
      ? { chat: true, temperature, maxTokens, topP, stop, seed, responseFormat }
      : {},
    input: {
      ...typed,
      ...(setup.file ? { file: setup.file } : {}),
      ...(setup.exampleFile ? { exampleFile: setup.exampleFile } : {}),
    },
  };
}
