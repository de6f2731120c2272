import { InferenceClientProviderOutputError } from "../errors.js";
import { type RequestSummary } from "../http-request-errors.js";
import type { Options } from "../types.js";
import { errorForResponse } from "./http-error.js";
import type { PreparedRequest } from "./make-request-options.js";
import { redactText } from "./redact.js";
import { sleep } from "./sleep.js";

/**
 * What reading a provider's answer needs: the submitted request, the caller's fetch, signal
 * and clock, and whether the caller wants a URL or the file itself.
 *
 * @example
 * ```ts
 * const job: JobContext = { prepared, options, outputType: "url" };
 * ```
 */
export interface JobContext {
  prepared: PreparedRequest;
  options: Options;
  outputType?: "url" | "blob";
}

/** The caller's wait function, or the real one. */
export const waitOf = (options: Options) => options.sleep ?? sleep;

/**
 * Resolves a status or result URL a provider returned against the base the job was submitted
 * to, so a job routed through the router is also polled through it (and credentials only ever
 * go to the host they were first sent to).
 */
export function rebase(
  providerUrl: string,
  prepared: PreparedRequest,
  keepQuery = "",
  wholePath = false,
): string {
  const { pathname, search } = new URL(providerUrl, prepared.baseUrl);
  const base = new URL(prepared.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, "");
  // `wholePath`: fal app paths start with their owner (`/fal-ai/...`), which is also the
  // router's provider prefix; stripping it would drop a segment of the app path.
  const path =
    !wholePath && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  return `${base.origin}${prefix}${path}${search || keepQuery}`;
}

/** Headers for polling: the submission's credentials, without its JSON content type. */
export function pollHeaders(prepared: PreparedRequest): Record<string, string> {
  const { "Content-Type": _contentType, ...headers } = prepared.info.headers;
  return headers;
}

/**
 * The error for a failed poll, result or status answer: `message` plus what the provider said,
 * with the answer as a typed HTTP error in `cause` (status, request id, excerpt). Everything is
 * redacted with the submitted request's secrets, which polls reuse.
 */
export async function jobFailure(
  message: string,
  response: Response,
  request: RequestSummary,
  { prepared }: JobContext,
): Promise<InferenceClientProviderOutputError> {
  const cause = await errorForResponse(response, { request, secrets: prepared.secrets });
  return new InferenceClientProviderOutputError(`${message}: ${cause.message}`, { cause });
}

/** Provider text (a job's error, an unexpected result) put into a message, secrets removed. */
export const providerText = (text: string, { prepared }: JobContext): string =>
  redactText(text, prepared.secrets);
