import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.js";

const draws = (seed: number, count: number): number[] => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random());
};

describe("seededRandom", () => {
  it("gives the same stream for the same seed and unrelated streams for neighbouring seeds", () => {
    expect(draws(42, 5)).toEqual(draws(42, 5));
    const one = draws(1, 1000);
    const two = draws(2, 1000);
    expect(one.filter((value, index) => value === two[index])).toEqual([]);
    // Only the low 32 bits of a seed count.
    expect(draws(2 ** 32 + 7, 3)).toEqual(draws(7, 3));
  });

  it("stays strictly between 0 and 1 and spreads evenly over ten bins", () => {
    const values = draws(2025, 100_000);
    expect(values.every((value) => value > 0 && value < 1)).toBe(true);
    const bins = new Array<number>(10).fill(0);
    for (const value of values)
      bins[Math.floor(value * 10)] = (bins[Math.floor(value * 10)] as number) + 1;
    // 10,000 expected per bin, standard deviation 95: five deviations either way.
    for (const count of bins) expect(Math.abs(count - 10_000)).toBeLessThan(475);
    // Successive draws are uncorrelated (standard error 1/sqrt(n) ≈ 0.003).
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    let covariance = 0;
    let variance = 0;
    for (let index = 1; index < values.length; index += 1) {
      covariance += ((values[index] as number) - mean) * ((values[index - 1] as number) - mean);
      variance += ((values[index] as number) - mean) ** 2;
    }
    expect(Math.abs(covariance / variance)).toBeLessThan(0.015);
  });
});
