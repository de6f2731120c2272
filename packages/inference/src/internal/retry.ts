import type { Options } from "../types.js";
import { lostAnswer } from "./failure.js";
import { sleep as realSleep, throwIfAborted } from "./sleep.js";

/** First backoff wait; doubled after each retry up to `MAX_DELAY`. */
const BASE_DELAY = 1_000;
const MAX_DELAY = 30_000;
/**
 * Longest single wait a `Retry-After` may ask for, so one answer saying "come back in a day"
 * cannot park the call (and its caller) for a day.
 */
const MAX_RETRY_AFTER = 60_000;
/** Retries of one request unless `maxRetries` says otherwise: about two minutes of backoff. */
const DEFAULT_MAX_RETRIES = 8;

/** What the retry policy reads from a call's options. */
type RetryOptions = Pick<Options, "fetch" | "retry_on_error" | "maxRetries" | "sleep" | "timeout">;

/**
 * Reads `Retry-After` (seconds or an HTTP date) as milliseconds. Absent, unreadable, zero,
 * negative or a date in the past all give `undefined`, so the backoff applies: a server (or a
 * proxy) saying "now" must not make the client send hundreds of requests a second.
 */
export function retryAfterMilliseconds(
  header: string | null,
  now = Date.now(),
): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const wait =
    header.trim() !== "" && Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return wait > 0 ? wait : undefined;
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
 * The client's only retry policy, for every request it sends. An answer with status 429 (rate
 * limited) or 503 (model loading, provider busy) is retried after a backoff or the server's
 * `Retry-After`; a lost connection or a timeout only when `idempotent` (GETs: job polls, result
 * fetches, Hub lookups), since a POST may already have reached the provider and been billed. At
 * most `maxRetries` retries (default 8; `Infinity` for 3.6.2's unbounded retries), none with
 * `retry_on_error: false`. The request's signal cuts a wait short at once. A request that gets
 * no answer becomes an `InferenceClientConnectionError`, one whose answer does not start within
 * `timeout` milliseconds an `InferenceClientTimeoutError`.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions,
  idempotent = false,
): Promise<Response> {
  const signal = init.signal ?? undefined;
  const { timeout } = options;
  const retries =
    options.retry_on_error === false ? 0 : (options.maxRetries ?? DEFAULT_MAX_RETRIES);
  const wait = options.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    throwIfAborted(signal);
    // The timeout's own signal, beside the caller's; cleared once the answer starts, so a
    // stream may take as long as it needs.
    const timer = new AbortController();
    const clock = timeout === undefined ? undefined : setTimeout(() => timer.abort(), timeout);
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(
        url,
        clock === undefined
          ? init
          : { ...init, signal: signal ? AbortSignal.any([signal, timer.signal]) : timer.signal },
      );
    } catch (cause) {
      if (signal?.aborted) throw cause;
      if (!idempotent || attempt >= retries) {
        throw await lostAnswer(url, timer.signal.aborted ? timeout : undefined, cause);
      }
      await wait(backoffDelay(attempt), signal);
      continue;
    } finally {
      clearTimeout(clock);
    }
    if ((response.status !== 429 && response.status !== 503) || attempt >= retries) {
      return response;
    }
    // Free the connection before waiting; the body of a refusal is not needed.
    await response.body?.cancel().catch(() => undefined);
    const retryAfter = retryAfterMilliseconds(response.headers.get("retry-after"));
    await wait(backoffDelay(attempt, retryAfter), signal);
  }
}
