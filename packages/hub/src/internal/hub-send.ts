import { HubApiError } from "../hub-api-error.js";
import type { HubRequestOptions } from "../types.js";
import { errorMessage, hubUrlFor, pathOf } from "./hub-request.js";

/**
 * Sends a request with a method and an optional body to an API path and returns the response
 * when it is 2xx, or throws a {@link HubApiError} carrying the server's message (and its `code`
 * when there is one, such as `secret_in_run`). No `Authorization` goes along: blobs and runs are
 * not the caller's account, and a token has no business reaching them.
 */
export async function hubSend(
  method: "POST" | "HEAD" | "DELETE" | "GET",
  pathAndQuery: string,
  options: HubRequestOptions,
  init: { body?: BodyInit; headers?: Record<string, string>; url?: string } = {},
): Promise<Response> {
  const url = init.url ?? hubUrlFor(options, pathAndQuery);
  const fetchFunction = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchFunction(url, {
      method,
      headers: { accept: "application/json", ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const where = /^https?:/.test(url) ? ` at ${new URL(url).origin}` : "";
    throw new HubApiError(`could not reach the hub${where}`, 0, pathOf(url), { cause: error });
  }
  if (!response.ok && response.status !== 304) {
    const copy = response.clone();
    const message = await errorMessage(response);
    const code = await copy
      .json()
      .then((body: { code?: unknown }) => (typeof body.code === "string" ? body.code : undefined))
      .catch(() => undefined);
    throw new HubApiError(
      message,
      response.status,
      pathOf(url),
      code === undefined ? {} : { code },
    );
  }
  return response;
}
