import type { Options } from "../types.js";
import { sleep as realSleep, throwIfAborted } from "./sleep.js";

/** First backoff wait; doubled after each 503 up to `MAX_DELAY`. */
const BASE_DELAY = 1_000;
const MAX_DELAY = 30_000;
/**
 * Longest single wait a `Retry-After` may ask for. 503s are retried without limit, so one
 * answer saying "come back in a day" must not park the call (and its caller) for a day.
 */
const MAX_RETRY_AFTER = 60_000;

/**
 * Reads `Retry-After` (seconds or an HTTP date) as milliseconds, or `undefined` when absent or
 * unreadable. Negative values (a date in the past) mean "now".
 */
export function retryAfterMilliseconds(
  header: string | null,
  now = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (header.trim() !== "" && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before retry number `attempt` (0-based): exponential, capped, with "equal
 * jitter" (half fixed, half random) so clients that failed together do not retry together.
 * A server's `Retry-After` wins when given, up to `MAX_RETRY_AFTER` (60 s) per wait.
 */
export function backoffDelay(attempt: number, retryAfter?: number, random = Math.random): number {
  if (retryAfter !== undefined) return Math.min(retryAfter, MAX_RETRY_AFTER);
  const ceiling = Math.min(MAX_DELAY, BASE_DELAY * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/**
 * The client's only retry policy: sends the request, and while the answer is 503 (model
 * loading, provider overloaded) waits and sends it again, without limit unless
 * `retry_on_error` is false. The signal cuts a wait short at once.
 */
export function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: Pick<Options, "fetch" | "retry_on_error" | "signal" | "sleep">,
): Promise<Response> {
  try {
    throwIfAborted(options.signal);
  } catch (reason) {
    return Promise.reject(reason);
  }
  const fetchFunction = options.fetch ?? globalThis.fetch;
  // The usual case (no 503) costs one fetch and one check, without an extra async frame.
  return fetchFunction(url, init).then((response) =>
    response.status === 503 && options.retry_on_error !== false
      ? retryAfter503(response, url, init, options, fetchFunction)
      : response,
  );
}

async function retryAfter503(
  first: Response,
  url: string,
  init: RequestInit,
  options: Pick<Options, "retry_on_error" | "signal" | "sleep">,
  fetchFunction: typeof fetch,
): Promise<Response> {
  const wait = options.sleep ?? realSleep;
  let response = first;
  for (let attempt = 0; ; attempt++) {
    // Free the connection before waiting; the body of a 503 is not needed.
    await response.body?.cancel().catch(() => undefined);
    const retryAfter = retryAfterMilliseconds(response.headers.get("retry-after"));
    await wait(backoffDelay(attempt, retryAfter), options.signal);
    throwIfAborted(options.signal);
    response = await fetchFunction(url, init);
    if (response.status !== 503) return response;
  }
}
