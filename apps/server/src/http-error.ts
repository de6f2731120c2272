/**
 * An error with the HTTP status it should produce. The server's one error handler turns it into
 * `{ "error": message }`; anything else becomes a 500 with a generic message.
 *
 * @example
 * ```ts
 * throw new HttpError(404, "model acme/missing not found");
 * ```
 */
export class HttpError extends Error {
  override name = "HttpError";

  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Shorthand for a 400 about a request parameter.
 *
 * @example
 * ```ts
 * throw badRequest("limit must be between 1 and 1000");
 * ```
 */
export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}
