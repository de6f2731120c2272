import { describe, expect, it } from "vitest";
import { pairOutcomes, voteProblem, type ArenaOutcome, type ArenaVote } from "./arena-vote.js";

const vote = (models: string[], outcome: ArenaOutcome): ArenaVote => ({ models, outcome, at: 0 });

describe("pairOutcomes", () => {
  it("turns a two-column vote into one pair with the models in code-unit order", () => {
    expect(pairOutcomes(vote(["zephyr", "alpaca"], { kind: "best", column: 0 }))).toEqual([
      { first: "alpaca", second: "zephyr", result: "second" },
    ]);
    expect(pairOutcomes(vote(["zephyr", "alpaca"], { kind: "both-bad" }))).toEqual([
      { first: "alpaca", second: "zephyr", result: "both-bad" },
    ]);
    // Upper case sorts before lower case: the order is by code units, not by locale.
    expect(pairOutcomes(vote(["b", "Z"], { kind: "tie" }))).toEqual([
      { first: "Z", second: "b", result: "tie" },
    ]);
  });

  it("gives the best of three a win over each other column and nothing between the others", () => {
    expect(pairOutcomes(vote(["x", "y", "z"], { kind: "best", column: 1 }))).toEqual([
      { first: "x", second: "y", result: "second" },
      { first: "y", second: "z", result: "first" },
    ]);
  });

  it("turns a full order of four into all six pairs, each earlier column beating each later one", () => {
    const pairs = pairOutcomes(
      vote(["a", "b", "c", "d"], { kind: "order", columns: [2, 0, 3, 1] }),
    );
    const winners = pairs.map(({ first, second, result }) => (result === "first" ? first : second));
    const losers = pairs.map(({ first, second, result }) => (result === "first" ? second : first));
    // c > a > d > b: c wins 3, a 2, d 1, b none.
    expect(pairs).toHaveLength(6);
    expect(winners.sort()).toEqual(["a", "a", "c", "c", "c", "d"]);
    expect(losers.sort()).toEqual(["a", "b", "b", "b", "d", "d"]);
  });

  it("makes every pair even when three columns tie", () => {
    expect(pairOutcomes(vote(["c", "a", "b"], { kind: "tie" }))).toEqual([
      { first: "a", second: "c", result: "tie" },
      { first: "b", second: "c", result: "tie" },
      { first: "a", second: "b", result: "tie" },
    ]);
  });

  it("takes any model id, including ones that name object properties", () => {
    expect(pairOutcomes(vote(["__proto__", "constructor"], { kind: "best", column: 0 }))).toEqual([
      { first: "__proto__", second: "constructor", result: "first" },
    ]);
  });
});

describe("voteProblem", () => {
  it.each([
    [vote(["a"], { kind: "tie" }), "a vote has 2 to 4 columns, not 1"],
    [vote(["a", "b", "c", "d", "e"], { kind: "tie" }), "a vote has 2 to 4 columns, not 5"],
    [vote(["a", ""], { kind: "tie" }), "every column needs a model id"],
    [vote(["a", "a"], { kind: "tie" }), 'a vote names each model once, and "a" appears twice'],
    [vote(["a", "b"], { kind: "best", column: 2 }), "the best column must be one of the 2 columns"],
    [
      vote(["a", "b"], { kind: "best", column: 0.5 }),
      "the best column must be one of the 2 columns",
    ],
    [
      vote(["a", "b", "c"], { kind: "order", columns: [0, 1] }),
      "an order names every column exactly once",
    ],
    [
      vote(["a", "b", "c"], { kind: "order", columns: [0, 1, 1] }),
      "an order names every column exactly once",
    ],
    [
      vote(["a", "b"], { kind: "order", columns: [0, -1] }),
      "an order names every column exactly once",
    ],
    [
      vote(["a", "b"], { kind: "win" } as unknown as ArenaOutcome),
      "the outcome is not one of best, order, tie or both-bad",
    ],
  ])("refuses %j: %s", (refused, problem) => {
    expect(voteProblem(refused)).toBe(problem);
    expect(() => pairOutcomes(refused)).toThrow(
      new RangeError(`This vote cannot be counted: ${problem}.`),
    );
  });

  it("accepts every outcome over two to four distinct models", () => {
    expect(voteProblem(vote(["a", "b"], { kind: "best", column: 1 }))).toBeUndefined();
    expect(
      voteProblem(vote(["a", "b", "c", "d"], { kind: "order", columns: [3, 2, 1, 0] })),
    ).toBeUndefined();
    expect(voteProblem(vote(["a", "b", "c"], { kind: "both-bad" }))).toBeUndefined();
  });
});
