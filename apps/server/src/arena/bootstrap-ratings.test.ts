import { describe, expect, it } from "vitest";
import { bootstrapRatings } from "./bootstrap-ratings.js";
import { DEFAULT_FIT, fitLogStrengths } from "./bradley-terry.js";
import { comparisonTable } from "./comparison-table.js";
import type { PairTally } from "./pair-tally.js";
import { sortedQuantile } from "./quantile.js";

const tableOf = (scale: number) =>
  comparisonTable({
    pairs: [
      {
        first: "a",
        second: "b",
        firstWins: 30 * scale,
        secondWins: 20 * scale,
        ties: 6 * scale,
        bothBad: 2 * scale,
      },
      {
        first: "b",
        second: "c",
        firstWins: 25 * scale,
        secondWins: 25 * scale,
        ties: 10 * scale,
        bothBad: 0,
      },
    ] satisfies PairTally[],
    votes: [],
  });
const replicatesOf = (scale: number, seed: number, resamples = 400) => {
  const table = tableOf(scale);
  const point = fitLogStrengths(table, table).logStrengths;
  return bootstrapRatings(table, point, { resamples, seed, fit: DEFAULT_FIT });
};
/** The width of model `index`'s central 95 % over the replicates. */
const width = (replicates: Float64Array[], index: number) => {
  const values = Float64Array.from(replicates, (ratings) => ratings[index] as number).sort();
  return sortedQuantile(values, 0.975) - sortedQuantile(values, 0.025);
};

describe("bootstrapRatings", () => {
  it("gives the same replicates for the same seed, and others for another seed", () => {
    expect(replicatesOf(1, 5, 20)).toEqual(replicatesOf(1, 5, 20));
    expect(replicatesOf(1, 6, 20)).not.toEqual(replicatesOf(1, 5, 20));
    expect(replicatesOf(1, 5, 0)).toEqual([]);
  });

  it("centres on the point estimate and narrows like one over the square root of the votes", () => {
    const table = tableOf(1);
    const replicates = replicatesOf(1, 11);
    expect(replicates).toHaveLength(400);
    const point = fitLogStrengths(table, table).logStrengths;
    const pointGap = ((point[0] as number) - (point[1] as number)) * (400 / Math.LN10);
    const meanGap =
      replicates.reduce(
        (sum, ratings) => sum + (ratings[0] as number) - (ratings[1] as number),
        0,
      ) / replicates.length;
    expect(Math.abs(meanGap - pointGap)).toBeLessThan(10);
    // Four times the votes: half the width, give or take the resampling's own noise.
    const ratio = width(replicatesOf(4, 11), 0) / width(replicates, 0);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(0.6);
  });

  it("resamples 1.6 million comparisons through their counts, down to an interval of a few points", () => {
    const replicates = replicatesOf(20_000, 3, 50);
    // 1,580,000 comparisons behind two pairs: the interval is a few rating points wide.
    expect(width(replicates, 0)).toBeGreaterThan(0.5);
    expect(width(replicates, 0)).toBeLessThan(5);
  });

  it("refuses a resample count that is not a whole number", () => {
    const table = tableOf(1);
    expect(() =>
      bootstrapRatings(table, new Float64Array(3), { resamples: 2.5, seed: 1, fit: DEFAULT_FIT }),
    ).toThrow(new RangeError("resamples must be a whole number, not 2.5."));
  });
});
