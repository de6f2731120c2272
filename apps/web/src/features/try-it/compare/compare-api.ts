import {
  createRun,
  deleteRun as deleteStoredRun,
  downloadBlob,
  ensureBlob,
  getRun,
  HubApiError,
  listRuns,
  type ApiRun,
  type ApiRunCreated,
  type NewRun,
  type RunPage,
} from "@modeldeck/hub";
import type { ApiClient } from "../../../lib/api-client";
import type { BlobReference, CompareSetup } from "./compare-setup";

// The compare screen's calls to the server's blob and saved-run endpoints. Every request goes
// through `@modeldeck/hub` with the app's hub options (`api.hub`), so the app has one client;
// these wrappers only put the screen's own words on a failure.

/**
 * A failed call to the server, saying what failed, with its status and the server's own words.
 *
 * @example
 * ```ts
 * throw new CompareApiError("The run could not be saved", new HubApiError("body too large", 413, "/api/runs"));
 * ```
 */
class CompareApiError extends Error {
  override name = "CompareApiError";
  readonly status: number;
  constructor(what: string, cause: HubApiError) {
    const said = cause.message;
    super(
      cause.status === 0
        ? `${what}: ${said}.`
        : `${what} (the server answered ${cause.status}${said ? `: ${said}` : ""}).`,
      { cause },
    );
    this.status = cause.status;
  }
}

async function explained<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HubApiError) throw new CompareApiError(what, error);
    throw error;
  }
}

/**
 * Makes sure the server stores a file and returns its reference by content hash: the file is
 * hashed here and uploaded only when the server does not already hold those bytes.
 *
 * @example
 * ```ts
 * const reference = await storeBlob(api, file); // { blob: "9f86d0…", contentType: "image/png" }
 * ```
 */
export async function storeBlob(api: ApiClient, blob: Blob): Promise<BlobReference> {
  const data = new Uint8Array(await bytesOf(blob));
  return explained(
    "The file could not be stored",
    ensureBlob({ ...api.hub, data, contentType: blob.type || "application/octet-stream" }),
  );
}

/** A file's bytes; `FileReader` where a `Blob` cannot read itself (older DOM implementations). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Reads a stored file back, typed as its reference says.
 *
 * @example
 * ```ts
 * const image = await loadBlob(api, { blob: "9f86d0…", contentType: "image/png" });
 * ```
 */
export async function loadBlob(api: ApiClient, reference: BlobReference): Promise<Blob> {
  const blob = await explained(
    "The stored file could not be loaded",
    downloadBlob({ ...api.hub, sha256: reference.blob }),
  );
  return blob.type === reference.contentType
    ? blob
    : new Blob([await blob.arrayBuffer()], { type: reference.contentType });
}

/**
 * Saves a run; the answer holds the one-time delete key.
 *
 * @example
 * ```ts
 * const { id, deleteKey } = await saveRun(api, run);
 * ```
 */
export function saveRun(api: ApiClient, run: NewRun): Promise<ApiRunCreated> {
  return explained("The run could not be saved", createRun(run, api.hub));
}

/**
 * One page of saved runs, newest first: the first `limit` ones, or the page `pageUrl` names (the
 * `nextUrl` of the page before, from the server's `Link` header).
 *
 * @example
 * ```ts
 * const first = await runsPage(api, { limit: 20 });
 * const more = first.nextUrl ? await runsPage(api, { pageUrl: first.nextUrl }) : undefined;
 * ```
 */
export function runsPage(
  api: ApiClient,
  page: { limit?: number; pageUrl?: string },
): Promise<RunPage> {
  return explained(
    "The saved runs could not be listed",
    listRuns(
      page.pageUrl === undefined ? { limit: page.limit } : {},
      page.pageUrl === undefined ? api.hub : { ...api.hub, pageUrl: page.pageUrl },
    ),
  );
}

/**
 * One saved run.
 *
 * @example
 * ```ts
 * const run = await loadRun(api, "V1StGXR8_Z5jdHi6B-myT");
 * ```
 */
export function loadRun(api: ApiClient, id: string): Promise<ApiRun> {
  return explained("The saved run could not be loaded", getRun({ ...api.hub, id }));
}

/**
 * Deletes a saved run with the key its creator got; a run already gone counts as deleted.
 *
 * @example
 * ```ts
 * await deleteRun(api, id, deleteKey);
 * ```
 */
export async function deleteRun(api: ApiClient, id: string, deleteKey: string): Promise<void> {
  try {
    await deleteStoredRun({ ...api.hub, id, deleteKey });
  } catch (error) {
    if (error instanceof HubApiError && error.status === 404) return;
    if (error instanceof HubApiError)
      throw new CompareApiError("The run could not be deleted", error);
    throw error;
  }
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
