/** First backoff wait; doubled after each failure up to `MAX_DELAY_MS`. */
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Longest wait one `Retry-After` may impose: a hub saying "in a day" must not park the sync. */
const MAX_RETRY_AFTER_MS = 60_000;
/** Answers worth sending again: rate limited, or a gateway or server briefly unwell. */
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);

/**
 * How `patientFetch` retries: at most `attempts` sends in all (default 8), waiting with
 * `sleep` (injectable so tests need no real time), told through `onRetry`.
 *
 * @example
 * ```ts
 * const patience: Patience = { attempts: 5, onRetry: (why, wait) => console.error(`${why}; again in ${wait} ms`) };
 * ```
 */
export interface Patience {
  attempts?: number;
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  onRetry?: (reason: string, waitMilliseconds: number) => void;
}

/**
 * `Retry-After` (seconds or an HTTP date) in milliseconds, or `undefined` when absent or
 * unreadable.
 *
 * @example
 * ```ts
 * retryAfterMilliseconds("2"); // 2000
 * ```
 */
export function retryAfterMilliseconds(
  header: string | null,
  now = Date.now(),
): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function waitFor(milliseconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, milliseconds);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * A `fetch` for reading a hub that may rate-limit or drop connections: a `GET` answered 429,
 * 502, 503 or 504, or cut off before any answer (a reset connection), is sent again after the
 * server's `Retry-After` (at most 60 s) or else an exponential backoff with jitter (0.5 s
 * doubling to 30 s, half of it random, so clients that failed together do not retry together).
 * After `attempts` sends the last answer (or error) is the caller's. An abort stops at once.
 * Only `GET` and `HEAD` are retried: they change nothing upstream.
 *
 * @example
 * ```ts
 * const read = patientFetch(fetch, { attempts: 8 });
 * const response = await read("https://huggingface.co/api/models/openai-community/gpt2");
 * ```
 */
export function patientFetch(fetchFunction: typeof fetch, patience: Patience = {}): typeof fetch {
  const attempts = Math.max(1, patience.attempts ?? 8);
  const sleep = patience.sleep ?? waitFor;
  const random = patience.random ?? Math.random;
  return async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD") return fetchFunction(input, init);
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await fetchFunction(input, init);
      } catch (error) {
        // fetch reports a connection that failed or was reset as a TypeError; anything else
        // (an abort, a refused redirect) is not a reason to send again.
        if (!(error instanceof TypeError) || init?.signal?.aborted || attempt >= attempts) {
          throw error;
        }
        failure = error;
      }
      if (
        response !== undefined &&
        (!RETRIED_STATUSES.has(response.status) || attempt >= attempts)
      ) {
        return response;
      }
      const retryAfter = retryAfterMilliseconds(response?.headers.get("retry-after") ?? null);
      // The body of an answer that is thrown away still holds the connection until read.
      await response?.body?.cancel().catch(() => undefined);
      const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
      const wait =
        retryAfter === undefined
          ? ceiling / 2 + random() * (ceiling / 2)
          : Math.min(retryAfter, MAX_RETRY_AFTER_MS);
      const reason =
        response === undefined
          ? `no answer (${failure instanceof Error ? failure.message : String(failure)})`
          : `answered ${response.status}`;
      patience.onRetry?.(reason, wait);
      await sleep(wait, init?.signal ?? undefined);
    }
  };
}
