import { describe, expect, it } from "vitest";
import { comparisonTable } from "./comparison-table.js";
import type { PairTally } from "./pair-tally.js";

const pair = (
  first: string,
  second: string,
  firstWins: number,
  secondWins: number,
  ties = 0,
  bothBad = 0,
): PairTally => ({
  first,
  second,
  firstWins,
  secondWins,
  ties,
  bothBad,
});

describe("comparisonTable", () => {
  it("indexes sorted models and sums repeated rows of a pair, whichever way round they are written", () => {
    const table = comparisonTable({
      pairs: [pair("b", "a", 2, 1, 1, 0), pair("a", "b", 3, 0, 0, 2), pair("c", "b", 1, 1)],
      votes: [{ model: "d", votes: 4 }],
    });
    expect(table.models).toEqual(["a", "b", "c", "d"]);
    expect([...table.first]).toEqual([0, 1]);
    expect([...table.second]).toEqual([1, 2]);
    expect([...table.firstWins]).toEqual([4, 1]);
    expect([...table.secondWins]).toEqual([2, 1]);
    expect([...table.ties]).toEqual([3, 0]);
    // b meets a (pair 0) and c (pair 1); d, with votes but no pair, meets nobody.
    const pairsOf = (model: number) => [
      ...table.neighbourPair.slice(table.neighbourStart[model], table.neighbourStart[model + 1]),
    ];
    expect([pairsOf(0), pairsOf(1), pairsOf(2), pairsOf(3)]).toEqual([[0], [0, 1], [1], []]);
    expect([...table.group]).toEqual([0, 0, 0, 1]);
    expect(table.groupCount).toBe(2);
  });

  it("puts models in separate groups when they never compared, or only in empty rows", () => {
    const table = comparisonTable({
      pairs: [pair("a", "b", 1, 0), pair("c", "d", 0, 1), pair("b", "c", 0, 0)],
      votes: [],
    });
    expect([...table.group]).toEqual([0, 0, 1, 1]);
  });

  it.each([
    [pair("a", "b", -1, 0), "A tally's firstWins must be a finite count, not -1."],
    [pair("a", "b", 0, Number.NaN), "A tally's secondWins must be a finite count, not NaN."],
    [
      pair("a", "b", 0, 0, Number.POSITIVE_INFINITY),
      "A tally's ties must be a finite count, not Infinity.",
    ],
    [pair("a", "a", 1, 0), 'A tally pairs "a" with itself.'],
  ])("refuses %j", (row, message) => {
    expect(() => comparisonTable({ pairs: [row], votes: [] })).toThrow(new RangeError(message));
  });
});
