import { describe, expect, it } from "vitest";
import { poissonSample } from "./poisson-sample.js";
import { seededRandom } from "./seeded-random.js";

/** The exact Poisson probability of k, by the recurrence P(k) = P(k-1)·mean/k. */
function poissonProbability(mean: number, k: number): number {
  let probability = Math.exp(-mean);
  for (let step = 1; step <= k; step += 1) probability *= mean / step;
  return probability;
}

describe("poissonSample", () => {
  it.each([0.5, 3, 9.99, 10, 47.5, 10_000, 1_000_000])(
    "has the mean and variance of a Poisson distribution with mean %d",
    (mean) => {
      const random = seededRandom(Math.round(mean * 100));
      const count = 40_000;
      const values = Array.from({ length: count }, () => poissonSample(mean, random));
      const average = values.reduce((sum, value) => sum + value, 0) / count;
      const variance = values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (count - 1);
      expect(values.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
      // Five standard errors of the mean; the variance's standard error is about mean·sqrt(2/n).
      expect(Math.abs(average - mean)).toBeLessThan(5 * Math.sqrt(mean / count));
      expect(Math.abs(variance / mean - 1)).toBeLessThan(
        5 * Math.sqrt(2 / count) + 5 / Math.sqrt(mean * count),
      );
    },
  );

  it.each([4, 15.5, 120])("matches the exact probabilities for mean %d (chi-squared)", (mean) => {
    const random = seededRandom(99);
    const count = 400_000;
    const seen = new Map<number, number>();
    for (let draw = 0; draw < count; draw += 1) {
      const value = poissonSample(mean, random);
      seen.set(value, (seen.get(value) ?? 0) + 1);
    }
    // Every k expected at least 20 times is a bin of its own; the rest share two tail bins.
    let statistic = 0;
    let bins = 0;
    let coveredProbability = 0;
    let coveredSeen = 0;
    for (let k = 0; k <= 4 * mean + 20; k += 1) {
      const expected = count * poissonProbability(mean, k);
      if (expected < 20) continue;
      const observed = seen.get(k) ?? 0;
      statistic += (observed - expected) ** 2 / expected;
      bins += 1;
      coveredProbability += expected / count;
      coveredSeen += observed;
    }
    const tailExpected = count * (1 - coveredProbability);
    statistic += (count - coveredSeen - tailExpected) ** 2 / tailExpected;
    // Chi-squared with `bins` degrees of freedom: mean `bins`, standard deviation sqrt(2·bins).
    // Six deviations above the mean is far beyond chance, and a sampler off by a tenth of a
    // percent in the pmf's shape already exceeds it at this sample size.
    expect(statistic).toBeLessThan(bins + 6 * Math.sqrt(2 * bins));
  });

  it("returns zero for a mean of zero and refuses negative or non-finite means", () => {
    const random = seededRandom(1);
    expect(poissonSample(0, random)).toBe(0);
    for (const mean of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => poissonSample(mean, random)).toThrow(RangeError);
  });
});
