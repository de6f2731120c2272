/**
 * Bytes encoded at a time: a multiple of 3, so each piece's base64 has no padding and the pieces
 * join into the whole's; small enough that spreading it into `String.fromCharCode` stays far
 * below any engine's argument limit (one call over megabytes overflows the stack).
 */
const CHUNK_BYTES = 3 * 8192;

/**
 * Base64 of bytes, a chunk at a time, so a zip archive of many megabytes neither blows the stack
 * nor builds one binary string of its whole length.
 *
 * @example
 * ```ts
 * bytesBase64(new Uint8Array([80, 75, 3, 4])); // "UEsDBA=="
 * ```
 */
export function bytesBase64(bytes: Uint8Array): string {
  const pieces: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    const chunk = bytes.subarray(start, start + CHUNK_BYTES);
    pieces.push(btoa(String.fromCharCode(...chunk)));
  }
  return pieces.join("");
}

/**
 * A file's bytes; `FileReader` where a `Blob` cannot read itself (older DOM implementations,
 * jsdom among them).
 *
 * @example
 * ```ts
 * const archive = bytesBase64(await fileBytes(zipFile));
 * ```
 */
export async function fileBytes(file: Blob): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof file.arrayBuffer === "function") return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(file);
  });
}
