/** Rating points per unit of natural-log strength: 400 points for odds of 10 to 1. */
const POINTS_PER_LOG_UNIT = 400 / Math.LN10;

/**
 * Ratings on the readable, Elo-like scale from fitted log-strengths: 1000 + 400·log10(π / π̄),
 * π̄ being the geometric mean strength of all the models fitted together. So 1000 is the
 * average model, and a model 400 points above another is expected to score ten times as much
 * against it (about 91 % of the points, a tie being half a point); 100 points is 64 %. Only
 * differences mean anything: the same model rates differently beside other models.
 *
 * @example
 * ```ts
 * ratingsFromLogStrengths(Float64Array.of(Math.log(9), Math.log(3), 0));
 * // Float64Array [1190.85…, 1000, 809.15…]
 * ```
 */
export function ratingsFromLogStrengths(logStrengths: Float64Array): Float64Array {
  let sum = 0;
  for (const value of logStrengths) sum += value;
  const mean = logStrengths.length === 0 ? 0 : sum / logStrengths.length;
  return logStrengths.map((value) => 1000 + POINTS_PER_LOG_UNIT * (value - mean));
}
