import { InferenceClientConnectionError, InferenceClientTimeoutError } from "../errors.js";
import {
  InferenceClientHubApiError,
  InferenceClientProviderApiError,
  type InferenceClientHttpRequestError,
  type RequestSummary,
} from "../http-request-errors.js";
import { redactSecrets } from "../redact-secrets.js";

/** Turns an `error`/`detail` value into readable text: strings as they are, objects summarized. */
export function describeErrorValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.message === "string") return record.message;
    // FastAPI-style validation errors: a list of { loc, msg }.
    if (Array.isArray(value)) {
      return value.map((item) => describeErrorValue(item)).join("; ");
    }
    if (typeof record.msg === "string") {
      const location = Array.isArray(record.loc) ? `${record.loc.join(".")}: ` : "";
      return `${location}${record.msg}`;
    }
  }
  return JSON.stringify(value);
}

/** The id a provider gives a request, for support tickets. */
export function requestIdOf(response: Response): string {
  return (
    response.headers.get("x-request-id") ??
    response.headers.get("x-amzn-requestid") ??
    response.headers.get("cf-ray") ??
    ""
  );
}

/** What the failed call was, so the message can name it. */
export interface ErrorContext {
  request: RequestSummary;
  /** Secrets to redact from the message and the excerpt. */
  secrets: readonly (string | undefined)[];
  /** Chat requests explain that the server may not speak the chat API. */
  chatCompletion?: boolean;
  model?: string;
  /** Hub lookups throw `InferenceClientHubApiError`; everything else is a provider error. */
  hub?: boolean;
  /** The caller's signal: a stream cut by it is the caller's abort, not a lost connection. */
  signal?: AbortSignal;
}

/** The message of a failed answer, from its body: see `throwForResponse`. */
function messageOf(contentType: string, text: string, status: number): string {
  if (/^application\/(problem\+)?json/.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const record = (parsed ?? {}) as Record<string, unknown>;
    const detail = record.error ?? record.detail ?? record.message;
    if (detail !== undefined) return describeErrorValue(detail);
    if (parsed !== undefined) return JSON.stringify(parsed);
    return text || "An error occurred while fetching the blob";
  }
  if (contentType.startsWith("text/plain")) return text || `Server answered with status ${status}`;
  return "An error occurred while fetching the blob";
}

/**
 * How much of an error body is read (a misbehaving server may send megabytes of HTML or a stack
 * dump), and how long its message may be.
 */
const BODY_CAP = 65_536;
const MESSAGE_CAP = 2_000;

/**
 * An error answer's text, read up to 64 KiB of characters; the rest is cancelled, not
 * downloaded. Every error body this client reads goes through it.
 */
export async function cappedText(response: Response): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  try {
    const reader = response.body!.getReader();
    for (let chunk; text.length < BODY_CAP && !(chunk = await reader.read()).done;) {
      text += decoder.decode(chunk.value, { stream: true });
    }
    await reader.cancel();
  } catch {
    // No body, or one cut short: what arrived is the text.
  }
  return text.slice(0, BODY_CAP);
}

/** Statuses with which servers without the chat API turn a chat request down. */
const CHAT_UNSUPPORTED_STATUSES = new Set([400, 404, 422, 500]);

/**
 * Reads a failed response into the matching typed error, redacted with `context.secrets`. At
 * most 64 KiB of the body is read, and the message is cut at 2,000 characters. JSON bodies give their `error` or `detail` field as the message; `text/plain` gives its
 * text; anything else says "An error occurred while fetching the blob". A chat request
 * turned down with 400, 404, 422 or 500 says, whatever the body, that the server does not
 * seem to support chat completion.
 */
export async function errorForResponse(
  response: Response,
  context: ErrorContext,
): Promise<InferenceClientHttpRequestError> {
  const contentType = response.headers.get("content-type") ?? "";
  const text = await cappedText(response);
  let message = messageOf(contentType, text, response.status);
  if (message.length > MESSAGE_CAP) message = `${message.slice(0, MESSAGE_CAP)}…`;
  if (context.chatCompletion && CHAT_UNSUPPORTED_STATUSES.has(response.status)) {
    // Endpoint calls may name no model; "Server  does not…" would read as a typo.
    const server = context.model ? `Server ${context.model}` : "The server";
    message = `${server} does not seem to support chat completion. Error: ${message}`;
  }
  const ErrorClass = context.hub ? InferenceClientHubApiError : InferenceClientProviderApiError;
  const secrets = context.secrets.filter((secret): secret is string => !!secret);
  return new ErrorClass(
    message,
    context.request,
    { status: response.status, requestId: requestIdOf(response), body: text },
    secrets,
  );
}

/**
 * The error of a Hub task list (`GET {hub}/api/tasks`) that could not be read, with its body's
 * excerpt.
 */
export async function tasksLookupError(
  response: Response,
  url: string,
): Promise<InferenceClientHubApiError> {
  return new InferenceClientHubApiError(
    "Failed to load tasks definitions from Hugging Face Hub.",
    { url, method: "GET" },
    { status: response.status, requestId: "", body: await cappedText(response) },
  );
}

/**
 * The error of a request that got no answer: a connection error, or a timeout error when the
 * answer did not start within `timeout` milliseconds; the URL redacted (it may carry `key=`).
 */
export function lostAnswerError(
  url: string,
  timeout: number | undefined,
  cause: unknown,
): InferenceClientConnectionError {
  const ErrorClass =
    timeout === undefined ? InferenceClientConnectionError : InferenceClientTimeoutError;
  const within = timeout === undefined ? "" : ` within ${timeout} ms`;
  return new ErrorClass(redactSecrets(`No answer from ${url}${within}`), { cause });
}
