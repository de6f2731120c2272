import { useEffect, useState } from "react";
import { formatSeconds, loadingLimitMs, type ModelLoading } from "../../lib/run/model-loading";

/**
 * `performance.now()`, refreshed every second while mounted: a clock for a wait on screen.
 */
function useNow(): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What a run shows while the provider loads the model: that it is loading, the provider's
 * estimate and the time waited so far (ticking each second while shown). The sentence is
 * announced once; the counter beside it is not, so a screen reader is not interrupted every
 * second.
 *
 * @example
 * ```tsx
 * <ModelLoadingStatus provider="hf-inference" loading={{ since: performance.now(), estimatedSeconds: 20 }} />
 * ```
 */
export function ModelLoadingStatus({
  provider,
  loading,
}: {
  provider: string;
  loading: ModelLoading;
}) {
  const waitedMs = Math.max(0, useNow() - loading.since);
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
