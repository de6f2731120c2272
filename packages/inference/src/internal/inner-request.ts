import { InferenceClientProviderOutputError } from "../errors.js";
import type { MediaProtocol } from "../providers/media-protocol.js";
import type { InferenceProvider, RequestArgs, RequestOptions } from "../types.js";
import { throwForResponse } from "./failure.js";
import type { ErrorContext } from "./http-error.js";
import { makeRequestOptions, type PreparedRequest } from "./make-request-options.js";
import { fetchWithRetry } from "./retry.js";

/** What error messages need from a prepared request; secrets are listed for redaction. */
export function errorContextOf(
  prepared: PreparedRequest,
  extra?: Partial<ErrorContext>,
): ErrorContext {
  return {
    request: { url: prepared.url, method: "POST", headers: prepared.info.headers },
    secrets: prepared.secrets,
    chatCompletion: prepared.task === "conversational",
    model: prepared.model,
    ...(prepared.info.signal ? { signal: prepared.info.signal } : {}),
    ...extra,
  };
}

/**
 * Sends one inference request (with the retry policy) and decodes the answer: JSON when the
 * server says so, a Blob otherwise. Failed answers become typed errors. `protocols` is what
 * media tasks pass (see `makeRequestOptions`).
 */
export async function innerRequest<T>(
  args: RequestArgs,
  options: RequestOptions = {},
  protocols?: Partial<Record<InferenceProvider, MediaProtocol>>,
): Promise<{ data: T; prepared: PreparedRequest }> {
  const prepared = await makeRequestOptions(args, options, protocols);
  const response = await fetchWithRetry(prepared.url, prepared.info, options);
  if (!response.ok) await throwForResponse(response, errorContextOf(prepared));
  if (response.headers.get("content-type")?.startsWith("application/json")) {
    try {
      return { data: (await response.json()) as T, prepared };
    } catch (cause) {
      throw new InferenceClientProviderOutputError(
        `The provider answered with invalid JSON from ${prepared.url}`,
        { cause },
      );
    }
  }
  return { data: (await response.blob()) as T, prepared };
}
