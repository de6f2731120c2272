import { hubSend } from "./internal/hub-send.js";
import { blobMediaType } from "./media-types.js";
import type { HubRequestOptions } from "./types.js";

/**
 * A stored blob as `POST /api/blobs` answers it: its SHA-256 (64 lower-case hex digits), size,
 * media type, and the path it is served at.
 *
 * @example
 * ```ts
 * const blob: ApiBlob = await uploadBlob({ hubUrl: "http://localhost:8080", data: file });
 * blob.url; // "/api/blobs/9f86d081…"
 * ```
 */
export interface ApiBlob {
  sha256: string;
  size: number;
  contentType: string;
  url: string;
}

/**
 * How a run or a permalink refers to media stored on the server: by content hash, with its type.
 *
 * @example
 * ```ts
 * const image: BlobReference = { blob: "9f86d081…", contentType: "image/png" };
 * ```
 */
export interface BlobReference {
  blob: string;
  contentType: string;
}

type BlobData = Blob | ArrayBuffer | Uint8Array;

function typeOf(data: BlobData, contentType: string | undefined): string {
  const type = contentType ?? (data instanceof Blob ? data.type : "");
  if (type === "") throw new TypeError("uploadBlob needs a contentType, such as image/png");
  return type;
}

/**
 * The SHA-256 of some bytes as 64 lower-case hex digits, computed with Web Crypto
 * (`crypto.subtle`), so a browser can learn a file's blob name without uploading it.
 *
 * @example
 * ```ts
 * const hash = await blobSha256(input.files[0]);
 * ```
 */
export async function blobSha256(data: BlobData): Promise<string> {
  const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes as BufferSource);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether the server already stores the blob with this hash (`HEAD /api/blobs/{sha256}`), so an
 * upload can be skipped.
 *
 * @example
 * ```ts
 * if (!(await blobExists({ hubUrl, sha256 }))) await uploadBlob({ hubUrl, data: file });
 * ```
 */
export async function blobExists(
  options: HubRequestOptions & { sha256: string },
): Promise<boolean> {
  try {
    await hubSend("HEAD", `/api/blobs/${encodeURIComponent(options.sha256)}`, options);
    return true;
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return false;
    throw error;
  }
}

/**
 * Uploads bytes (`POST /api/blobs`); the server stores them once per content hash, so uploading
 * the same file twice is harmless. `contentType` defaults to a `Blob`'s own type and must be one
 * the server accepts (`BLOB_MEDIA_TYPES`: PNG, JPEG, WebP, GIF, WAV, MP3, FLAC, Ogg, WebM, MP4),
 * and the bytes must start the way that type does.
 *
 * @example
 * ```ts
 * const { sha256 } = await uploadBlob({ hubUrl: "http://localhost:8080", data: file });
 * ```
 */
export async function uploadBlob(
  options: HubRequestOptions & { data: BlobData; contentType?: string },
): Promise<ApiBlob> {
  const response = await hubSend("POST", "/api/blobs", options, {
    body: options.data as BodyInit,
    headers: { "content-type": typeOf(options.data, options.contentType) },
  });
  return (await response.json()) as ApiBlob;
}

/**
 * Makes sure the server holds some bytes and returns the reference a run or a permalink stores:
 * hashes them locally, asks the server with `HEAD`, and uploads only when it does not have them.
 * The reference's type is the allow-listed media type without parameters (`audio/webm`, not
 * `audio/webm;codecs=opus`), as the server stores it; a type off the list is refused here.
 *
 * @example
 * ```ts
 * const image = await ensureBlob({ hubUrl: "", data: droppedFile });
 * // { blob: "9f86d081…", contentType: "image/png" }
 * ```
 */
export async function ensureBlob(
  options: HubRequestOptions & { data: BlobData; contentType?: string },
): Promise<BlobReference> {
  const declared = typeOf(options.data, options.contentType);
  const contentType = blobMediaType(declared);
  if (contentType === undefined) {
    throw new TypeError(`${declared} is not a media type the server stores (see BLOB_MEDIA_TYPES)`);
  }
  const sha256 = await blobSha256(options.data);
  if (await blobExists({ ...options, sha256 })) return { blob: sha256, contentType };
  const stored = await uploadBlob({ ...options, contentType });
  return { blob: stored.sha256, contentType: stored.contentType };
}

/**
 * Reads a stored blob back (`GET /api/blobs/{sha256}`) as a `Blob` of its stored type, to show a
 * permalink's or a saved run's media; a missing blob throws a `HubApiError` with status 404.
 *
 * @example
 * ```ts
 * const image = await downloadBlob({ hubUrl, sha256: reference.blob });
 * img.src = URL.createObjectURL(image);
 * ```
 */
export async function downloadBlob(options: HubRequestOptions & { sha256: string }): Promise<Blob> {
  const response = await hubSend(
    "GET",
    `/api/blobs/${encodeURIComponent(options.sha256)}`,
    options,
    {
      headers: { accept: "*/*" },
    },
  );
  return response.blob();
}
