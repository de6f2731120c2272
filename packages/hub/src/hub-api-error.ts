/**
 * A hub request that failed: the HTTP status, the URL path (never a token) and the server's
 * `{ "error": … }` message when it sent one.
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

  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
