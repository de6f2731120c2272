import { blobMediaType } from "@modeldeck/hub";

/**
 * The blob to build an object URL from: typed with an allow-listed media type (`BLOB_MEDIA_TYPES`
 * of `@modeldeck/hub`, the server's list), or else as `application/octet-stream`. A `blob:` URL
 * runs on the app's origin, so one typed `text/html` (a provider's answer, a type read from a link
 * or a stored run) would run its script with the app's storage, keys included, the moment someone
 * opened it in a tab; typed as bytes it only downloads, and `<img>`, `<audio>` and `<video>` still
 * play it. `type` is the type to give it; by default its own.
 *
 * @example
 * ```ts
 * const url = URL.createObjectURL(safeMediaBlob(answer)); // never a page
 * safeMediaBlob(bytes, "text/html").type; // "application/octet-stream"
 * ```
 */
export function safeMediaBlob(blob: Blob, type: string = blob.type): Blob {
  const wanted = blobMediaType(type) ?? "application/octet-stream";
  return blob.type === wanted ? blob : new Blob([blob], { type: wanted });
}
