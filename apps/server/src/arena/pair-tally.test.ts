import { describe, expect, it } from "vitest";
import type { ArenaVote } from "./arena-vote.js";
import { tallyVotes } from "./pair-tally.js";

describe("tallyVotes", () => {
  it("sums every pairwise result per pair and counts each model's votes once per vote", () => {
    const votes: ArenaVote[] = [
      { models: ["b", "a"], outcome: { kind: "best", column: 0 }, at: 1 },
      { models: ["a", "b"], outcome: { kind: "best", column: 0 }, at: 2 },
      { models: ["a", "b"], outcome: { kind: "tie" }, at: 3 },
      { models: ["a", "b"], outcome: { kind: "both-bad" }, at: 4, category: "code" },
      { models: ["c", "a", "b"], outcome: { kind: "best", column: 0 }, at: 5 },
    ];
    expect(tallyVotes(votes)).toEqual({
      pairs: [
        { first: "a", second: "b", firstWins: 1, secondWins: 1, ties: 1, bothBad: 1 },
        { first: "a", second: "c", firstWins: 0, secondWins: 1, ties: 0, bothBad: 0 },
        { first: "b", second: "c", firstWins: 0, secondWins: 1, ties: 0, bothBad: 0 },
      ],
      votes: [
        { model: "a", votes: 5 },
        { model: "b", votes: 5 },
        { model: "c", votes: 1 },
      ],
    });
  });

  it("keeps pairs apart whatever characters the model ids contain", () => {
    const tally = tallyVotes([
      { models: ["x|y", "z"], outcome: { kind: "tie" }, at: 0 },
      { models: ["x", "y|z"], outcome: { kind: "tie" }, at: 0 },
      { models: ["__proto__", "toString"], outcome: { kind: "tie" }, at: 0 },
    ]);
    expect(tally.pairs.map(({ first, second }) => [first, second])).toEqual([
      ["__proto__", "toString"],
      ["x", "y|z"],
      ["x|y", "z"],
    ]);
  });

  it("is empty without votes", () => {
    expect(tallyVotes([])).toEqual({ pairs: [], votes: [] });
  });
});
