/**
 * The p-quantile of numbers already sorted ascending, interpolating linearly between the two
 * nearest order statistics (Hyndman and Fan's type 7, the default of R and NumPy). Bootstrap
 * intervals use it, since they summarize a few hundred resamples. NaN for an empty list.
 *
 * @example
 * ```ts
 * sortedQuantile([10, 20, 30, 40], 0.5); // 25
 * sortedQuantile([10, 20, 30, 40], 0.025); // 10.75
 * ```
 */
export function sortedQuantile(sorted: ArrayLike<number>, probability: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * probability;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (position - below) * (upper - lower);
}
