import { HttpError } from "../http-error.js";

/** Seconds a client is told to wait before trying a refused write again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A user-data write (a saved run, an upload) that could not start within its bounded wait: the
 * user-data database's write lock or its connections stayed busy. Answered 503 with
 * `Retry-After` and the code `storage_busy`, in words a user can act on; never a 500, and the
 * server never sits blocked waiting for it.
 *
 * @example
 * ```ts
 * throw new UserDataBusyError();
 * ```
 */
export class UserDataBusyError extends HttpError {
  override name = "UserDataBusyError";
  readonly code = "storage_busy";

  constructor(options?: ErrorOptions) {
    super(
      503,
      `saved runs and uploads are busy at the moment; nothing was stored, try again in ${RETRY_AFTER_SECONDS} seconds`,
      { "retry-after": String(RETRY_AFTER_SECONDS) },
    );
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
