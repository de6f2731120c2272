import type { RecordedExchange } from "./recording-fetch";

/** How long a loading model is waited for at least before the box gives up. */
const MINIMUM_WAIT_MS = 2 * 60_000;
/** Never longer than this, whatever the provider estimates. */
const MAXIMUM_WAIT_MS = 10 * 60_000;

/** A model the provider is still loading: since when, and how long the provider expects. */
export interface ModelLoading {
  /** `performance.now()` when the first "loading" answer arrived. */
  since: number;
  /** The provider's `estimated_time`, in seconds, when it gave one. */
  estimatedSeconds?: number;
}

/**
 * The `estimated_time` (seconds) in a loading model's 503 body, as the Hugging Face router and
 * Inference Endpoints send it (`{"error":"Model … is currently loading","estimated_time":20.0}`);
 * `undefined` when the body carries none.
 *
 * @example
 * ```ts
 * estimatedSeconds('{"error":"Model x is currently loading","estimated_time":20.0}'); // 20
 * ```
 */
export function estimatedSeconds(body: string | undefined): number | undefined {
  try {
    const parsed = JSON.parse(body ?? "") as { estimated_time?: unknown };
    const value = parsed.estimated_time;
    return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a recorded answer says the model is loading: a 503 (the status the router uses while
 * a model starts), whose body, once read, is not some other outage.
 *
 * @example
 * ```ts
 * isLoadingAnswer({ sequence: 1, method: "POST", url: "", headers: {}, status: 503 }); // true
 * ```
 */
function isLoadingAnswer(exchange: RecordedExchange): boolean {
  if (exchange.status !== 503) return false;
  if (exchange.response === undefined) return true;
  return estimatedSeconds(exchange.response) !== undefined || /loading/i.test(exchange.response);
}

/**
 * The next loading state after one recorded exchange: a loading answer starts it (or adds the
 * estimate once its body is read), any other answer ends it; a request still on its way changes
 * nothing, since the client's retry of a loading model is just that.
 *
 * @example
 * ```ts
 * nextLoading(undefined, exchange, performance.now()); // { since: …, estimatedSeconds: 20 }
 * ```
 */
export function nextLoading(
  current: ModelLoading | undefined,
  exchange: RecordedExchange,
  now: number,
): ModelLoading | undefined {
  if (exchange.status === undefined) return current;
  if (!isLoadingAnswer(exchange)) return undefined;
  const estimate = estimatedSeconds(exchange.response);
  return {
    since: current?.since ?? now,
    estimatedSeconds: estimate ?? current?.estimatedSeconds,
  };
}

/**
 * How long the box waits for a loading model before it gives up: twice the provider's estimate,
 * but at least two and at most ten minutes, so a run never spins forever.
 *
 * @example
 * ```ts
 * loadingLimitMs(20); // 120000
 * loadingLimitMs(300); // 600000
 * ```
 */
export function loadingLimitMs(estimate: number | undefined): number {
  const doubled = (estimate ?? 0) * 2 * 1000;
  return Math.min(MAXIMUM_WAIT_MS, Math.max(MINIMUM_WAIT_MS, doubled));
}

/**
 * A duration for people: "45 s", "2 min 5 s".
 *
 * @example
 * ```ts
 * formatSeconds(125); // "2 min 5 s"
 * ```
 */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** Follows one run's exchanges for a loading model; see {@link watchLoading}. */
export interface LoadingWatch {
  observe(exchange: RecordedExchange): void;
  /** Whether any answer said the model was loading. */
  seen(): boolean;
  /** How long the run had waited when the watch gave up, if it did. */
  gaveUpAfter(): number | undefined;
  stop(): void;
}

/**
 * Watches one run's recorded exchanges without React: reports each change of the loading state,
 * and gives up (calls `onGiveUp`, which should abort the run) once the wait passes
 * {@link loadingLimitMs}. The client keeps doing the retrying; this only watches its `fetch`.
 *
 * @example
 * ```ts
 * import { createInferenceClient, type ClientSetup } from "./inference-runner";
 * declare const setup: Omit<ClientSetup, "onRecord">;
 * const abort = new AbortController();
 * const watch = watchLoading({ onChange: (loading) => console.log(loading), onGiveUp: () => abort.abort() });
 * await createInferenceClient({ ...setup, onRecord: (exchange) => watch.observe(exchange) });
 * ```
 */
export function watchLoading(options: {
  onChange: (loading: ModelLoading | undefined) => void;
  onGiveUp: (waitedMs: number) => void;
  now?: () => number;
}): LoadingWatch {
  const now = options.now ?? (() => performance.now());
  let loading: ModelLoading | undefined;
  let seen = false;
  let gaveUpAfter: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    if (!loading) return;
    const since = loading.since;
    const limit = loadingLimitMs(loading.estimatedSeconds);
    timer = setTimeout(
      () => {
        gaveUpAfter = now() - since;
        options.onGiveUp(gaveUpAfter);
      },
      Math.max(0, limit - (now() - since)),
    );
  };
  return {
    observe(exchange) {
      const next = nextLoading(loading, exchange, now());
      if (next?.since === loading?.since && next?.estimatedSeconds === loading?.estimatedSeconds)
        return;
      loading = next;
      if (next) seen = true;
      options.onChange(next);
      schedule();
    },
    seen: () => seen,
    gaveUpAfter: () => gaveUpAfter,
    stop: () => clearTimeout(timer),
  };
}

/**
 * The plain words for a run that ended because the model was still loading: the box gave up
 * after `waitedMs`, or the client stopped retrying (a 503 reached the box).
 *
 * @example
 * ```ts
 * loadingGaveUp("openai/whisper-large-v3", "hf-inference", 120_000).title; // "The model did not finish loading"
 * ```
 */
export function loadingGaveUp(
  model: string,
  provider: string,
  waitedMs: number | undefined,
): { title: string; detail: string } {
  const waited = waitedMs === undefined ? "" : ` for ${formatSeconds(waitedMs / 1000)}`;
  return {
    title: "The model did not finish loading",
    detail: `${provider} was still loading ${model} after ModelDeck waited${waited}, so the request was stopped. Models that have not been used for a while are unloaded; try again in a few minutes, or pick another provider or model.`,
  };
}
