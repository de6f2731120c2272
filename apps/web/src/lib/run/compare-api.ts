import {
  blobMediaType,
  claimRuns,
  createRun,
  deleteRun as deleteStoredRun,
  downloadBlob,
  ensureBlob,
  getRun,
  HubApiError,
  listRuns,
  newOwnerKey,
  type ApiRun,
  type ApiRunCreated,
  type NewRun,
  type RunPage,
} from "@modeldeck/hub";
import type { ApiClient } from "../api-client";
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
 * Reads a stored file back, typed as its reference says when that is an allow-listed media
 * type, else as the server serves it. The reference comes from a link or a stored run, which
 * anyone may have written: a file is never rebuilt as a page (`text/html`, SVG…), and one that
 * is not media at all is not loaded.
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
  const type = blobMediaType(reference.contentType) ?? blobMediaType(blob.type);
  if (type === undefined) {
    throw new Error("The stored file is not an image, audio or video file, so it was not opened.");
  }
  return blob.type === type ? blob : new Blob([await blob.arrayBuffer()], { type });
}

/**
 * Saves a run as this browser's (its owner key); private unless `run.listed` is true.
 *
 * @example
 * ```ts
 * const { id } = await saveRun(api, run);
 * ```
 */
export function saveRun(api: ApiClient, run: NewRun): Promise<ApiRunCreated> {
  return explained(
    "The run could not be saved",
    createRun(run, { ...api.hub, ownerKey: ownerKey() }),
  );
}

/**
 * One page of the runs this browser saved, newest first: the first `limit` ones, or the page
 * `pageUrl` names (the `nextUrl` of the page before, from the server's `Link` header).
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
    listRuns(page.pageUrl === undefined ? { limit: page.limit } : {}, {
      ...api.hub,
      ownerKey: ownerKey(),
      ...(page.pageUrl === undefined ? {} : { pageUrl: page.pageUrl }),
    }),
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
 * Deletes a run this browser saved; a run already gone counts as deleted.
 *
 * @example
 * ```ts
 * await deleteRun(api, id);
 * ```
 */
export async function deleteRun(api: ApiClient, id: string): Promise<void> {
  try {
    await deleteStoredRun({ ...api.hub, id, ownerKey: ownerKey() });
  } catch (error) {
    if (error instanceof HubApiError && error.status === 404) return;
    if (error instanceof HubApiError)
      throw new CompareApiError("The run could not be deleted", error);
    throw error;
  }
}

const OWNER_KEY = "modeldeck.owner-key";
/** Where this browser kept the delete key of each run, before runs had owners. */
const DELETE_KEYS = "modeldeck.run-delete-keys";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

let memoryOwnerKey: string | undefined;

/**
 * This browser's owner key: made once (128+ random bits) and kept in localStorage. The server
 * lists and deletes the runs saved with it, and keeps only its digest; it never appears in a link.
 *
 * @example
 * ```ts
 * ownerKey(); // "q0Z3…" (43 characters), the same every time in this browser
 * ```
 */
export function ownerKey(): string {
  const stored = storage()?.getItem(OWNER_KEY);
  if (stored && /^[A-Za-z0-9_-]{22,128}$/.test(stored)) return stored;
  memoryOwnerKey ??= newOwnerKey();
  storage()?.setItem(OWNER_KEY, memoryOwnerKey);
  return memoryOwnerKey;
}

/**
 * Runs this browser saved before runs had owners become its own: their delete keys (kept in
 * localStorage then) prove it to the server, which gives each its owner key; a run saved under a
 * short id got a new one. The keys are forgotten once the server has answered. Resolves to how
 * many runs were claimed.
 *
 * @example
 * ```ts
 * await claimOlderRuns(api); // 2
 * ```
 */
export async function claimOlderRuns(api: ApiClient): Promise<number> {
  let keys: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DELETE_KEYS) ?? "{}");
    if (typeof parsed === "object" && parsed !== null) keys = parsed as Record<string, unknown>;
  } catch {
    // Unreadable: nothing to claim.
  }
  const runs = Object.entries(keys)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .slice(0, 100)
    .map(([id, deleteKey]) => ({ id, deleteKey }));
  if (runs.length === 0) return 0;
  const { claimed } = await explained(
    "Runs saved earlier in this browser could not be claimed",
    claimRuns(runs, { ...api.hub, ownerKey: ownerKey() }),
  );
  const left = { ...keys };
  for (const run of runs) delete left[run.id];
  if (Object.keys(left).length === 0) storage()?.removeItem(DELETE_KEYS);
  else storage()?.setItem(DELETE_KEYS, JSON.stringify(left));
  return claimed.length;
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
