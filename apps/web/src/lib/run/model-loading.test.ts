import { afterEach, describe, expect, it, vi } from "vitest";
import {
  estimatedSeconds,
  formatSeconds,
  loadingLimitMs,
  nextLoading,
  watchLoading,
} from "./model-loading";
import type { RecordedExchange } from "./recording-fetch";

// The router's answer while a model is loaded onto a machine, as recorded for the inspector.
const LOADING_BODY =
  '{"error":"Model openai/whisper-large-v3 is currently loading","estimated_time":20.0}';
const exchange = (sequence: number, status?: number, response?: string): RecordedExchange => ({
  sequence,
  method: "POST",
  url: "https://router.huggingface.co/hf-inference/models/openai/whisper-large-v3",
  headers: {},
  status,
  response,
});

describe("model loading", () => {
  afterEach(() => vi.useRealTimers());

  it("reads the provider's estimate and tells loading answers from other outages", () => {
    expect(estimatedSeconds(LOADING_BODY)).toBe(20);
    expect(estimatedSeconds('{"error":"Service Unavailable"}')).toBeUndefined();
    const started = nextLoading(undefined, exchange(1, 503), 1000);
    expect(started).toEqual({ since: 1000, estimatedSeconds: undefined });
    const estimated = nextLoading(started, exchange(1, 503, LOADING_BODY), 1500);
    expect(estimated).toEqual({ since: 1000, estimatedSeconds: 20 });
    // A retry on its way changes nothing; an answer ends the wait.
    expect(nextLoading(estimated, exchange(2), 2000)).toBe(estimated);
    expect(nextLoading(estimated, exchange(2, 200), 2000)).toBeUndefined();
    expect(nextLoading(undefined, exchange(3, 503, '{"error":"overloaded"}'), 0)).toBeUndefined();
  });

  it("waits at least two and at most ten minutes, twice the estimate in between", () => {
    expect(loadingLimitMs(undefined)).toBe(120_000);
    expect(loadingLimitMs(90)).toBe(180_000);
    expect(loadingLimitMs(3600)).toBe(600_000);
    expect(formatSeconds(125)).toBe("2 min 5 s");
    expect(formatSeconds(120)).toBe("2 min");
  });

  it("gives up once the bound has passed, and never when the model answers first", () => {
    vi.useFakeTimers();
    let clock = 0;
    const changes: unknown[] = [];
    const gaveUp: number[] = [];
    const watch = watchLoading({
      onChange: (loading) => changes.push(loading),
      onGiveUp: (waited) => gaveUp.push(waited),
      now: () => clock,
    });
    watch.observe(exchange(1, 503, LOADING_BODY));
    expect(watch.seen()).toBe(true);
    clock = 119_000;
    vi.advanceTimersByTime(119_000);
    expect(gaveUp).toEqual([]);
    clock = 120_000;
    vi.advanceTimersByTime(1000);
    expect(gaveUp).toEqual([120_000]);
    expect(watch.gaveUpAfter()).toBe(120_000);

    const answered: number[] = [];
    const other = watchLoading({
      onChange: () => undefined,
      onGiveUp: (waited) => answered.push(waited),
    });
    other.observe(exchange(1, 503, LOADING_BODY));
    other.observe(exchange(2, 200, "[]"));
    vi.advanceTimersByTime(700_000);
    expect(answered).toEqual([]);
    expect(changes.at(-1)).toEqual({ since: 0, estimatedSeconds: 20 });
  });
});
