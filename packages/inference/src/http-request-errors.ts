import { InferenceClientError } from "./errors.js";
import { redactHeaders, redactText } from "./internal/redact.js";

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
