import { HttpError } from "../http-error.js";

/**
 * Why the gateway answered instead of the provider, as a stable `code` the web app can act on
 * (`upstream_unreachable`, `upstream_timeout`, `not_inference_route`, `credentials_required`,
 * `gateway_token_invalid`, `gateway_misconfigured`, `rate_limited`, and for downloads
 * `not_storage_url` and `storage_redirect_refused`).
 *
 * @example
 * ```ts
 * const code: GatewayErrorCode = "upstream_timeout";
 * ```
 */
export type GatewayErrorCode =
  | "upstream_unreachable"
  | "upstream_timeout"
  | "not_inference_route"
  | "credentials_required"
  | "gateway_token_invalid"
  | "gateway_misconfigured"
  | "rate_limited"
  | "not_storage_url"
  | "storage_redirect_refused";

/**
 * An answer of the gateway itself, sent as `{ "error": message, "code": code }`. Messages are for
 * end users: plain words, never a key, never an environment variable name.
 *
 * @example
 * ```ts
 * throw new GatewayError(504, "upstream_timeout", "together did not answer within 300 seconds");
 * ```
 */
export class GatewayError extends HttpError {
  override name = "GatewayError";

  constructor(
    statusCode: number,
    readonly code: GatewayErrorCode,
    message: string,
    headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(statusCode, message, headers);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
