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

function fileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === "function") return file.arrayBuffer();
  // Older DOM implementations (jsdom among them) have only FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A file's bytes in base64, as a zip upload sends its archive.
 *
 * @example
 * ```ts
 * const archive = await fileBase64(zipFile);
 * ```
 */
export async function fileBase64(file: Blob): Promise<string> {
  return bytesBase64(new Uint8Array(await fileBytes(file)));
}
