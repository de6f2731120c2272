import { describe, expect, it } from "vitest";
import { DEFAULT_FIT, fitLogStrengths } from "./bradley-terry.js";
import { comparisonTable } from "./comparison-table.js";
import type { PairTally } from "./pair-tally.js";
import { ratingsFromLogStrengths } from "./rating-scale.js";

const pair = (
  first: string,
  second: string,
  firstWins: number,
  secondWins: number,
  ties = 0,
): PairTally => ({
  first,
  second,
  firstWins,
  secondWins,
  ties,
  bothBad: 0,
});
const fitted = (pairs: PairTally[], priorGames = DEFAULT_FIT.priorGames) => {
  const table = comparisonTable({ pairs, votes: [] });
  return { table, ...fitLogStrengths(table, table, { ...DEFAULT_FIT, priorGames }) };
};
const logistic = (value: number) => 1 / (1 + Math.exp(-value));

describe("fitLogStrengths", () => {
  // Worked by hand: strengths 9 : 3 : 1 predict a beating b 3 times in 4, b beating c 3 in 4 and
  // a beating c 9 in 10. Those are exactly the counts below, so 9 : 3 : 1 is the maximum
  // likelihood, and the ratings are 1000 + 400·log10(π / 3): 1190.85, 1000 and 809.15.
  const exact = [pair("a", "b", 3, 1), pair("b", "c", 3, 1), pair("a", "c", 9, 1)];

  it("finds the hand-worked maximum when the prior is negligible", () => {
    const { logStrengths, converged } = fitted(exact, 1e-9);
    expect(converged).toBe(true);
    const ratings = [...ratingsFromLogStrengths(logStrengths)];
    const expected = [1000 + 400 * Math.log10(3), 1000, 1000 - 400 * Math.log10(3)];
    ratings.forEach((rating, index) => expect(rating).toBeCloseTo(expected[index] as number, 4));
  });

  it("counts a tie as half a win for each side", () => {
    // a–b: 3 wins to 1 becomes 2 wins, no loss and 2 ties: the same score of 3 out of 4.
    const withTies = [pair("a", "b", 2, 0, 2), pair("b", "c", 3, 1), pair("a", "c", 9, 1)];
    const plain = fitted(exact).logStrengths;
    fitted(withTies).logStrengths.forEach((value, index) =>
      expect(value).toBeCloseTo(plain[index] as number, 8),
    );
  });

  it("stops where the posterior's gradient is zero, checked term by term", () => {
    // An independent check of the default fit (two prior games against strength 1): for each
    // model, score + 1 = Σ n·σ(θi − θj) + 2·σ(θi), the expected score under the fitted model.
    const pairs = [
      pair("a", "b", 7, 2, 3),
      pair("b", "c", 1, 4, 0),
      pair("a", "c", 5, 0, 1),
      pair("c", "d", 6, 6, 2),
    ];
    const { table, logStrengths } = fitted(pairs);
    const theta = (model: string) => logStrengths[table.models.indexOf(model)] as number;
    for (const model of table.models) {
      let score = 1;
      let expected = 2 * logistic(theta(model));
      for (const row of pairs) {
        if (row.first !== model && row.second !== model) continue;
        const other = row.first === model ? row.second : row.first;
        score += (row.first === model ? row.firstWins : row.secondWins) + row.ties / 2;
        expected +=
          (row.firstWins + row.secondWins + row.ties) * logistic(theta(model) - theta(other));
      }
      expect(expected).toBeCloseTo(score, 6);
    }
  });

  it("gives finite, ordered strengths to a model that never lost and one that never won", () => {
    const { table, logStrengths } = fitted([
      pair("champion", "middle", 12, 0),
      pair("middle", "last", 12, 0),
    ]);
    const [champion, last, middle] = table.models.map(
      (model) => logStrengths[table.models.indexOf(model)] as number,
    );
    expect(table.models).toEqual(["champion", "last", "middle"]);
    expect([champion, middle, last].every(Number.isFinite)).toBe(true);
    expect(champion).toBeGreaterThan(middle as number);
    expect(middle).toBeGreaterThan(last as number);
    // More wins without a loss still raise the champion, by less each time.
    const more = fitted([pair("champion", "middle", 48, 0), pair("middle", "last", 12, 0)]);
    expect(more.logStrengths[0]).toBeGreaterThan(champion as number);
  });

  it("settles groups of models that never met each other in a few dozen sweeps", () => {
    const { logStrengths, sweeps, converged } = fitted([
      pair("a", "b", 400, 100),
      pair("c", "d", 10, 90),
    ]);
    expect(converged).toBe(true);
    expect(sweeps).toBeLessThan(100);
    // Each group is symmetric about the prior's reference (strength 1, log 0).
    expect((logStrengths[0] as number) + (logStrengths[1] as number)).toBeCloseTo(0, 6);
    expect((logStrengths[2] as number) + (logStrengths[3] as number)).toBeCloseTo(0, 6);
  });

  it("reaches the same strengths from a warm start, in fewer sweeps", () => {
    const cold = fitted(exact);
    const warm = fitLogStrengths(cold.table, cold.table, DEFAULT_FIT, cold.logStrengths);
    expect(warm.sweeps).toBeLessThan(cold.sweeps);
    warm.logStrengths.forEach((value, index) =>
      expect(value).toBeCloseTo(cold.logStrengths[index] as number, 7),
    );
  });

  it("refuses a prior of no games, which would let a perfect record run to infinity", () => {
    expect(() => fitted(exact, 0)).toThrow(
      new RangeError("priorGames must be a positive number, not 0."),
    );
  });
});
