/**
 * A hub request that failed: the HTTP status, the URL path (never a token) and the server's
 * `{ "error": … }` message (and `code`) when it sent one.
 *
 * @example
 * ```ts
 * try {
 *   await modelInfo({ name: "nobody/nothing" });
 * } catch (error) {
 *   if (error instanceof HubApiError && error.status === 404) console.log("no such model");
 * }
 * ```
 */
export class HubApiError extends Error {
  override name = "HubApiError";
  /** The server's stable error `code` when it sent one (ModelDeck's `secret_in_run`, `rate_limited`…). */
  readonly code: string | undefined;

  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    options?: { cause?: unknown; code?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = options?.code;
  }
}
