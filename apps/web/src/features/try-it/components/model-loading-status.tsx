import { useEffect, useRef, useState } from "react";
import {
  formatSeconds,
  loadingLimitMs,
  nextLoading,
  type ModelLoading,
} from "../api/model-loading";
import type { RecordedExchange } from "../api/recording-fetch";

/**
 * Follows a run's recorded exchanges for a model that is loading (503 answers the client retries
 * by itself), ticking once a second while it lasts, and calls `onGiveUp` once the wait passes its
 * bound (see `loadingLimitMs`), so a run never spins forever. The retries stay the inference
 * client's; this only watches what its `fetch` saw.
 *
 * @example
 * ```ts
 * const loading = useModelLoading((waitedMs) => controller.abort());
 * createInferenceClient({ …, onRecord: (exchange) => { recorder.record(exchange); loading.observe(exchange); } });
 * ```
 */
export function useModelLoading(onGiveUp: (waitedMs: number) => void) {
  const [loading, setLoading] = useState<ModelLoading | undefined>();
  const [now, setNow] = useState(() => performance.now());
  const gaveUp = useRef(false);
  const giveUp = useRef(onGiveUp);
  giveUp.current = onGiveUp;
  const active = loading !== undefined;
  useEffect(() => {
    if (!active) return;
    setNow(performance.now());
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  const waited = loading ? Math.max(0, now - loading.since) : 0;
  useEffect(() => {
    if (!loading || gaveUp.current) return;
    if (waited >= loadingLimitMs(loading.estimatedSeconds)) {
      gaveUp.current = true;
      giveUp.current(waited);
    }
  }, [loading, waited]);
  return {
    loading,
    waitedMs: waited,
    observe: (exchange: RecordedExchange) =>
      setLoading((current) => nextLoading(current, exchange, performance.now())),
    reset: () => {
      gaveUp.current = false;
      setLoading(undefined);
    },
  };
}

/**
 * `performance.now()`, refreshed every second while mounted: a clock for a wait on screen.
 *
 * @example
 * ```tsx
 * const now = useNow();
 * <p>{Math.round((now - since) / 1000)} s</p>
 * ```
 */
export function useNow(): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What the box shows while the provider loads the model: that it is loading, the provider's
 * estimate and the time waited so far. The sentence is announced once; the counter beside it
 * is not, so a screen reader is not interrupted every second.
 *
 * @example
 * ```tsx
 * <ModelLoadingStatus provider="hf-inference" loading={{ since: 0, estimatedSeconds: 20 }} waitedMs={7000} />
 * ```
 */
export function ModelLoadingStatus({
  provider,
  loading,
  waitedMs,
}: {
  provider: string;
  loading: ModelLoading;
  waitedMs: number;
}) {
  const estimate = loading.estimatedSeconds;
  return (
    <div className="model-loading">
      <p role="status">
        The model is loading on {provider}
        {estimate !== undefined ? `; ${provider} estimates about ${formatSeconds(estimate)}` : ""}.
        The request is sent again until it answers, or press Stop.
      </p>
      <p className="muted">
        Waiting for {formatSeconds(waitedMs / 1000)} (gives up after{" "}
        {formatSeconds(loadingLimitMs(estimate) / 1000)}).
      </p>
    </div>
  );
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
