import { sortedQuantile } from "./quantile.js";

/**
 * A two-sided interval: bootstrap percentiles of a rating, or the best and worst rank.
 *
 * @example
 * ```ts
 * const interval: Interval = { lower: 985.2, upper: 1031.7 };
 * ```
 */
export interface Interval {
  lower: number;
  upper: number;
}

/**
 * Percentile intervals of the shown models' ratings over the bootstrap replicates (by
 * `sortedQuantile`): with `confidence` 0.95, the 2.5th and 97.5th percentiles. One interval per
 * entry of `shown` (model indexes), in that order.
 *
 * @example
 * ```ts
 * ratingIntervals(bootstrapRatings(table, point, options), [0, 1], 0.95);
 * ```
 */
export function ratingIntervals(
  replicates: Float64Array[],
  shown: number[],
  confidence: number,
): Interval[] {
  const tail = (1 - confidence) / 2;
  return shown.map((model) => {
    const values = Float64Array.from(replicates, (ratings) => ratings[model] as number).sort();
    return { lower: sortedQuantile(values, tail), upper: sortedQuantile(values, 1 - tail) };
  });
}

/**
 * The shown models' rank intervals: each replicate ranks the shown models by its own ratings
 * (1 + the number rated higher by more than `sameRating`), and the interval runs from the
 * lower percentile of a model's ranks, rounded down, to the upper one, rounded up, so both ends
 * are ranks that occurred. One interval per entry of `shown`, in that order.
 *
 * @example
 * ```ts
 * rankIntervals(replicates, [0, 1, 2], 0.95, 0.01); // [{ lower: 1, upper: 2 }, …]
 * ```
 */
export function rankIntervals(
  replicates: Float64Array[],
  shown: number[],
  confidence: number,
  sameRating: number,
): Interval[] {
  const tail = (1 - confidence) / 2;
  const ranks = shown.map(() => new Float64Array(replicates.length));
  replicates.forEach((ratings, replicate) => {
    const order = shown.map((model) => ratings[model] as number);
    order.forEach((rating, place) => {
      let better = 0;
      for (const other of order) if (other > rating + sameRating) better += 1;
      (ranks[place] as Float64Array)[replicate] = better + 1;
    });
  });
  return ranks.map((values) => {
    values.sort();
    return {
      lower: Math.floor(sortedQuantile(values, tail)),
      upper: Math.ceil(sortedQuantile(values, 1 - tail)),
    };
  });
}
