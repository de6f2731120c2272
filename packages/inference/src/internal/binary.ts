import { InferenceClientProviderApiError } from "../errors.js";
import { cappedText, requestIdOf } from "./http-error.js";
import type { JobContext } from "./job-context.js";
import { fetchWithRetry } from "./retry.js";

/** Encodes bytes as base64 without `Buffer`, so it runs in browsers too. */
function base64FromBytes(bytes: Uint8Array): string {
  let binary = "";
  // Chunked: String.fromCharCode with one argument per byte overflows the stack on large files.
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/** Base64 of a Blob or ArrayBuffer. */
export async function base64Of(data: Blob | ArrayBuffer): Promise<string> {
  return base64FromBytes(
    new Uint8Array(data instanceof ArrayBuffer ? data : await data.arrayBuffer()),
  );
}

/** Decodes base64 (plain or a `data:` URL) into a Blob of the given type. */
export function blobFromBase64(base64: string, type = "image/jpeg"): Blob {
  const match = /^data:([^;,]+)?(;base64)?,/.exec(base64);
  const text = match ? base64.slice(match[0].length) : base64;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: match?.[1] ?? type });
}

/**
 * Downloads a file a provider produced (image, video, audio URL) with the caller's fetch and
 * signal, and without credentials (retried like any GET). A `data:` URL is decoded locally. A failure is redacted with
 * the request's secrets: a file URL or its host's error page may carry them.
 */
export async function downloadBlob(url: string, { options, prepared }: JobContext): Promise<Blob> {
  if (url.startsWith("data:")) return blobFromBase64(url);
  const response = await fetchWithRetry(url, { signal: options.signal }, options, true);
  if (!response.ok) {
    throw new InferenceClientProviderApiError(
      `Failed to download the generated file from ${url}`,
      { url, method: "GET" },
      {
        status: response.status,
        requestId: requestIdOf(response),
        body: await cappedText(response),
      },
      prepared.secrets,
    );
  }
  return response.blob();
}

/** Audio and image tasks send the file as the body: `inputs` (or legacy `data`) becomes `data`. */
export function binaryArgs<T extends { inputs?: unknown; data?: unknown }>(
  args: T,
): Omit<T, "inputs"> & { data: Blob | ArrayBuffer } {
  if ("data" in args && args.data) return args as Omit<T, "inputs"> & { data: Blob | ArrayBuffer };
  const { inputs, ...rest } = args;
  return { ...rest, data: inputs as Blob | ArrayBuffer };
}
