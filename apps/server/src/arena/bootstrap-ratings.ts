import { fitLogStrengths, type FitOptions } from "./bradley-terry.js";
import type { ComparisonTable } from "./comparison-table.js";
import { poissonSample } from "./poisson-sample.js";
import { ratingsFromLogStrengths } from "./rating-scale.js";
import { seededRandom } from "./seeded-random.js";

/**
 * How many bootstrap resamples to draw, from which seed, and the fit each resample gets.
 *
 * @example
 * ```ts
 * const options: BootstrapOptions = { resamples: 200, seed: 1, fit: { ...DEFAULT_FIT, tolerance: 1e-6 } };
 * ```
 */
export interface BootstrapOptions {
  resamples: number;
  seed: number;
  fit: FitOptions;
}

/**
 * The ratings of every model of `table` (by index) in each of `resamples` bootstrap resamples.
 *
 * Resampling works on the aggregated table, never on raw votes: each count of the table (one
 * pair's first-model wins, second-model wins, ties) is replaced by a Poisson draw with that
 * count as its mean. That is the Poisson bootstrap (Hanley and MacGibbon, 2006): the same as
 * giving each pairwise result an independent Poisson(1) weight, which for large samples behaves
 * like drawing the results again with replacement, while costing one draw per cell instead of
 * one per vote. A pair with a million votes costs what a pair with ten does. The pairs of one
 * best-of-four vote are resampled as if independent, so for multi-way votes the intervals are
 * slightly narrower than a vote-level bootstrap's would be.
 *
 * Each resample is fitted starting from `start` (the full data's fit), which it is close to.
 * The same table, start and seed always give the same ratings.
 *
 * @example
 * ```ts
 * const point = fitLogStrengths(table, table).logStrengths;
 * const replicates = bootstrapRatings(table, point, { resamples: 200, seed: 1, fit: DEFAULT_FIT });
 * replicates.length; // 200, each a Float64Array of table.models.length ratings
 * ```
 */
export function bootstrapRatings(
  table: ComparisonTable,
  start: Float64Array,
  options: BootstrapOptions,
): Float64Array[] {
  if (!Number.isInteger(options.resamples) || options.resamples < 0)
    throw new RangeError(`resamples must be a whole number, not ${options.resamples}.`);
  const random = seededRandom(options.seed);
  const pairCount = table.first.length;
  const counts = {
    firstWins: new Float64Array(pairCount),
    secondWins: new Float64Array(pairCount),
    ties: new Float64Array(pairCount),
  };
  const replicates: Float64Array[] = [];
  for (let replicate = 0; replicate < options.resamples; replicate += 1) {
    for (let pair = 0; pair < pairCount; pair += 1) {
      counts.firstWins[pair] = poissonSample(table.firstWins[pair] as number, random);
      counts.secondWins[pair] = poissonSample(table.secondWins[pair] as number, random);
      counts.ties[pair] = poissonSample(table.ties[pair] as number, random);
    }
    const { logStrengths } = fitLogStrengths(table, counts, options.fit, start);
    replicates.push(ratingsFromLogStrengths(logStrengths));
  }
  return replicates;
}
