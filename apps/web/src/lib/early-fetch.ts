/** One GET a page makes as soon as it renders, known from its URL alone. */
export interface EarlyRequest {
  /** Path and query on the app's server, exactly as `@modeldeck/hub` builds it. */
  path: string;
  /** The `accept` header the hub client sends with it. */
  accept: string;
}

/** Responses requested before the app rendered, each waiting for its one reader. */
export interface EarlyFetches {
  /**
   * The early response for this request, handed out once; `undefined` when none matches (another
   * URL, method or `accept`, a request with an `authorization` header, or one started too long
   * ago).
   */
  take(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined;
}

interface Pending {
  accept: string;
  startedAt: number;
  response: Promise<Response>;
}

/** An early response is only for the first render; later reads ask the server again. */
const MAX_AGE_MS = 10_000;

/** Lets go of a response nobody will read: its body is cancelled, so it holds no buffer or connection. */
function discard(response: Promise<Response>): void {
  response.then(
    (answer) => answer.body?.cancel().catch(() => undefined),
    () => undefined,
  );
}

function whenNotAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) {
    discard(response);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      discard(response);
      reject(signal.reason as Error);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * Starts a page's first API reads at once, before its code is downloaded and React has rendered
 * it, and hands each response to the first matching request the page makes (through the API
 * client's `fetch`, see `createApiClient`). On a first visit the answers then travel while the
 * page's chunk downloads, instead of after it and after React's first commit. A request that
 * nobody takes within 10 s is cancelled; one that fails fails the page's read as its own would have.
 *
 * @example
 * ```ts
 * const early = startEarlyFetches([{ path: "/api/models/gpt2", accept: "application/json" }], {
 *   origin: "http://127.0.0.1:8080",
 * });
 * await early.take("http://127.0.0.1:8080/api/models/gpt2", { headers: { accept: "application/json" } });
 * ```
 */
export function startEarlyFetches(
  requests: readonly EarlyRequest[],
  options: { origin: string; fetch?: typeof fetch; now?: () => number },
): EarlyFetches {
  const now = options.now ?? Date.now;
  const fetchFunction = options.fetch ?? globalThis.fetch;
  const pending = new Map<string, Pending>();
  for (const { path, accept } of requests) {
    const url = new URL(path, options.origin).href;
    const response = fetchFunction(url, { headers: { accept } });
    // Nobody may take it; its failure is reported to the page's read that does.
    response.catch(() => undefined);
    pending.set(url, { accept, startedAt: now(), response });
  }
  // What no read has taken by the time it is too old to hand out is let go of, not kept for the
  // page's whole life.
  if (pending.size > 0)
    setTimeout(() => {
      for (const early of pending.values()) discard(early.response);
      pending.clear();
    }, MAX_AGE_MS);
  return {
    take(input, init) {
      if (pending.size === 0 || input instanceof Request) return undefined;
      const url = new URL(String(input), options.origin).href;
      const early = pending.get(url);
      if (early === undefined) return undefined;
      const headers = new Headers(init?.headers);
      const method = (init?.method ?? "GET").toUpperCase();
      if (method !== "GET" || headers.has("authorization")) return undefined;
      if ((headers.get("accept") ?? "") !== early.accept) return undefined;
      pending.delete(url);
      if (now() - early.startedAt > MAX_AGE_MS) return undefined;
      return init?.signal ? whenNotAborted(early.response, init.signal) : early.response;
    },
  };
}
