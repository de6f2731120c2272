import { InferenceClientProviderApiError } from "../http-request-errors.js";
import { CLIENT_HEADER } from "./client-header.js";
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
 * Where a file a provider produced is downloaded from: where the provider put it, or, for a call
 * that went through a gateway, the gateway's download route for that provider
 * (`{gatewayUrl}/{provider}/_download?url=…`, with the client header), which fetches it from
 * the provider's declared storage hosts only.
 */
function downloadRequest(url: string, { options, prepared }: JobContext): [string, RequestInit] {
  const gateway = options.gatewayUrl?.replace(/\/+$/, "");
  if (gateway && prepared.baseUrl === `${gateway}/${prepared.provider}`) {
    return [
      `${prepared.baseUrl}/_download?url=${encodeURIComponent(url)}`,
      { signal: options.signal, headers: { [CLIENT_HEADER]: "modeldeck-inference" } },
    ];
  }
  return [url, { signal: options.signal }];
}

/**
 * Downloads a file a provider produced (image, video, audio URL) with the caller's fetch and
 * signal, and without credentials (retried like any GET), through the gateway when the call
 * went through one. A `data:` URL is decoded locally. A failure is redacted with the
 * request's secrets: a file URL or its host's error page may carry them.
 */
export async function downloadBlob(url: string, job: JobContext): Promise<Blob> {
  if (url.startsWith("data:")) return blobFromBase64(url);
  const [target, init] = downloadRequest(url, job);
  const response = await fetchWithRetry(target, init, job.options, true);
  if (!response.ok) {
    throw new InferenceClientProviderApiError(
      `Failed to download the generated file from ${url}`,
      { url: target, method: "GET" },
      {
        status: response.status,
        requestId: requestIdOf(response),
        body: await cappedText(response),
      },
      job.prepared.secrets,
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
