/**
 * The p-th percentile (0 < p ≤ 100) of numbers sorted ascending, by the nearest-rank method: the
 * smallest value with at least p % of the values at or below it, i.e. the value at rank
 * ⌈p/100 · n⌉ (from 1). It is always a latency that was measured, never one between two; for an
 * even count p50 is the lower of the two middle values. NaN for an empty list.
 *
 * @example
 * ```ts
 * nearestRankPercentile([120, 180, 250, 900], 50); // 180
 * nearestRankPercentile([120, 180, 250, 900], 95); // 900
 * ```
 */
export function nearestRankPercentile(sorted: ArrayLike<number>, percentile: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/**
 * A distribution of durations in milliseconds: how many, their median, 95th percentile (both by
 * `nearestRankPercentile`) and mean. The figures are absent when there is no duration.
 *
 * @example
 * ```ts
 * const latency: DurationSummary = { count: 200, p50: 840, p95: 2210, mean: 1032.5 };
 * ```
 */
export interface DurationSummary {
  count: number;
  p50?: number;
  p95?: number;
  mean?: number;
}

function summarize(values: number[]): DurationSummary {
  const usable = Float64Array.from(
    values.filter((value) => Number.isFinite(value) && value >= 0),
  ).sort();
  if (usable.length === 0) return { count: 0 };
  return {
    count: usable.length,
    p50: nearestRankPercentile(usable, 50),
    p95: nearestRankPercentile(usable, 95),
    mean: usable.reduce((sum, value) => sum + value, 0) / usable.length,
  };
}

/**
 * Latency and time-to-first-token summaries of a column, from each row's timings as runs record
 * them (`{ totalMs, firstTokenMs? }`). Pass the answered rows: a failed row's time measures how
 * long the failure took. Time to first token covers the rows that streamed. A negative or
 * non-finite duration is left out.
 *
 * @example
 * ```ts
 * timingSummary([{ totalMs: 900, firstTokenMs: 210 }, { totalMs: 1400, firstTokenMs: 260 }, { totalMs: 700 }]);
 * // { latency: { count: 3, p50: 900, p95: 1400, mean: 1000 }, firstToken: { count: 2, p50: 210, p95: 260, mean: 235 } }
 * ```
 */
export function timingSummary(
  timings: Iterable<{ totalMs: number; firstTokenMs?: number | undefined }>,
): {
  latency: DurationSummary;
  firstToken: DurationSummary;
} {
  const totals: number[] = [];
  const firstTokens: number[] = [];
  for (const { totalMs, firstTokenMs } of timings) {
    totals.push(totalMs);
    if (firstTokenMs !== undefined) firstTokens.push(firstTokenMs);
  }
  return { latency: summarize(totals), firstToken: summarize(firstTokens) };
}
