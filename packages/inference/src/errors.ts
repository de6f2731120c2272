import { redactHeaders, redactText } from "./internal/redact.js";

/**
 * Base class of every error this client throws (except `InferenceOutputError`, which keeps the
 * reference client's `TypeError` ancestry). `name` is always the concrete class name.
 *
 * @example
 * ```ts
 * try { await client.chatCompletion(args); } catch (error) {
 *   if (error instanceof InferenceClientError) console.error(error.name, error.message);
 * }
 * ```
 */
export class InferenceClientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
  // Names are literal strings: bundlers that minify would otherwise rename the classes.
  override name = "InferenceClientError";
}

/**
 * The call names no provider a credential may go to: `provider: "auto"` with a provider's own
 * key (which belongs to one provider, and `"auto"` could pick another). Thrown before any
 * request, so the key never leaves.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "auto", model, messages, accessToken: "tgp_v1_…" }).catch((error) => {
 *   error instanceof InferenceClientRoutingError; // true: name the key's provider instead
 * });
 * ```
 */
export class InferenceClientRoutingError extends InferenceClientError {
  override name = "InferenceClientRoutingError";
}

/**
 * The call's arguments cannot be sent: a missing task, a model given as a URL, a wrong token
 * for a closed-source provider, an unsupported input type…
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "openai", model: "gpt-4o", messages }).catch((error) => {
 *   error instanceof InferenceClientInputError; // true: openai models need the "openai/" prefix
 * });
 * ```
 */
export class InferenceClientInputError extends InferenceClientError {
  override name = "InferenceClientInputError";
}

/**
 * A request as an error reports it: the Authorization header and keys are already redacted.
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceClientHttpRequestError) console.log(error.request.url); }
 * ```
 */
export interface RequestSummary {
  url: string;
  method: string;
  headers?: Record<string, string>;
}

/**
 * A response as an error reports it: status, request id and the first bytes of the body.
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceClientHttpRequestError) console.log(error.response.body); }
 * ```
 */
export interface ResponseSummary {
  status: number;
  requestId: string;
  body: string;
}

const EXCERPT_LENGTH = 500;

/**
 * The request got no answer: the connection was refused, reset or lost before the answer
 * started. The message names where it went (credentials redacted); `cause` is the runtime's
 * error. Requests that may be sent twice (job polls, result fetches) were already retried.
 *
 * @example
 * ```ts
 * try { await client.chatCompletion(args); } catch (error) {
 *   if (error instanceof InferenceClientConnectionError) console.log("offline?", error.message);
 * }
 * ```
 */
export class InferenceClientConnectionError extends InferenceClientError {
  override name = "InferenceClientConnectionError";
}

/**
 * The answer did not start within the call's `timeout` (milliseconds). A connection error too,
 * as in openai-node, so code handling lost connections handles this as well.
 *
 * @example
 * ```ts
 * try { await client.chatCompletion(args, { timeout: 10_000 }); } catch (error) {
 *   if (error instanceof InferenceClientTimeoutError) console.log("no answer within 10 s");
 * }
 * ```
 */
export class InferenceClientTimeoutError extends InferenceClientConnectionError {
  override name = "InferenceClientTimeoutError";
}

/**
 * An HTTP answer that was not a success. Carries the status, the request id (`x-request-id`
 * or a provider equivalent) and an excerpt of the body, with every secret redacted.
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceClientHttpRequestError) console.log(error.status, error.requestId); }
 * ```
 */
export class InferenceClientHttpRequestError extends InferenceClientError {
  override name = "InferenceClientHttpRequestError";
  readonly status: number;
  readonly requestId: string;
  readonly responseExcerpt: string;
  readonly request: RequestSummary;
  readonly response: ResponseSummary;

  constructor(
    message: string,
    request: RequestSummary,
    response: ResponseSummary,
    secrets: readonly string[] = [],
    options?: { cause?: unknown },
  ) {
    super(redactText(message, secrets), options);
    this.request = {
      url: redactText(request.url, secrets),
      method: request.method,
      ...(request.headers ? { headers: redactHeaders(request.headers, secrets) } : {}),
    };
    const body = redactText(response.body.slice(0, EXCERPT_LENGTH), secrets);
    this.response = { status: response.status, requestId: response.requestId, body };
    this.status = response.status;
    this.requestId = response.requestId;
    this.responseExcerpt = body;
  }
}

/**
 * A provider (or the router) answered with an error status.
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceClientProviderApiError && error.status === 429) wait(); }
 * ```
 */
export class InferenceClientProviderApiError extends InferenceClientHttpRequestError {
  override name = "InferenceClientProviderApiError";
}

/**
 * The Hub answered a model or task lookup with an error status.
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceClientHubApiError) console.log(error.status); }
 * ```
 */
export class InferenceClientHubApiError extends InferenceClientHttpRequestError {
  override name = "InferenceClientHubApiError";
}

/**
 * A provider answered successfully but with something unusable: a failed job, an unparsable
 * status, a result without the expected URL.
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceClientProviderOutputError) retryLater(); }
 * ```
 */
export class InferenceClientProviderOutputError extends InferenceClientError {
  override name = "InferenceClientProviderOutputError";
}

/**
 * A provider job (a queued video, a polled image) that did not finish within the client's
 * deadline (`options.jobTimeout`, 15 minutes by default). The job may still finish on the
 * provider's side; the client stopped waiting.
 *
 * @example
 * ```ts
 * try {
 *   await textToVideo(args, { jobTimeout: 60_000 });
 * } catch (error) {
 *   if (error instanceof InferenceClientJobTimeoutError) console.log("still running, gave up");
 * }
 * ```
 */
export class InferenceClientJobTimeoutError extends InferenceClientProviderOutputError {
  override name = "InferenceClientJobTimeoutError";
}

/**
 * The answer does not have the shape the task promises. The message names the expected shape;
 * `request` with the same arguments returns the raw answer without checks. An
 * `InferenceClientProviderOutputError`, as 4.x throws for a wrong shape, so code written for
 * either client catches it (3.6.2 made it a `TypeError`).
 *
 * @example
 * ```ts
 * try {
 *   await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * } catch (error) { if (error instanceof InferenceOutputError) console.log(error.message); }
 * ```
 */
export class InferenceOutputError extends InferenceClientProviderOutputError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(
      `Invalid inference output: ${message}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
      options,
    );
  }
  override name = "InferenceOutputError";
}
