import {
  InferenceClientHubApiError,
  InferenceClientProviderApiError,
  type RequestSummary,
} from "../errors.js";

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
}

/**
 * Reads a failed response and throws the matching typed error. JSON bodies give their `error`
 * or `detail` field as the message; `text/plain` gives its text; anything else says
 * "An error occurred while fetching the blob".
 */
export async function throwForResponse(response: Response, context: ErrorContext): Promise<never> {
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text().catch(() => "");
  let message = "An error occurred while fetching the blob";
  if (/^application\/(problem\+)?json/.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const record = (parsed ?? {}) as Record<string, unknown>;
    const detail = record.error ?? record.detail ?? record.message;
    message =
      detail !== undefined
        ? describeErrorValue(detail)
        : parsed !== undefined
          ? JSON.stringify(parsed)
          : text || message;
    if (context.chatCompletion && [400, 404, 422, 500].includes(response.status)) {
      message = `Server ${context.model ?? ""} does not seem to support chat completion. Error: ${message}`;
    }
  } else if (contentType.startsWith("text/plain")) {
    message = text || `Server answered with status ${response.status}`;
  }
  const ErrorClass = context.hub ? InferenceClientHubApiError : InferenceClientProviderApiError;
  const secrets = context.secrets.filter((secret): secret is string => !!secret);
  throw new ErrorClass(
    message,
    context.request,
    { status: response.status, requestId: requestIdOf(response), body: text },
    secrets,
  );
}
