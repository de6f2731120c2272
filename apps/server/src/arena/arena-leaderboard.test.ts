import { describe, expect, it } from "vitest";
import {
  arenaLeaderboard,
  leaderboardFromTally,
  type LeaderboardEntry,
} from "./arena-leaderboard.js";
import type { ArenaOutcome, ArenaVote } from "./arena-vote.js";
import { tallyVotes, type ArenaTally } from "./pair-tally.js";

const votes = (count: number, models: string[], outcome: ArenaOutcome): ArenaVote[] =>
  Array.from({ length: count }, (_, index) => ({ models, outcome, at: index }));

/** strong beats middle 30–10, middle beats weak 25–15 (5 ties, 2 of them "both bad"), rare played twice. */
const board: ArenaVote[] = [
  ...votes(30, ["strong", "middle"], { kind: "best", column: 0 }),
  ...votes(10, ["strong", "middle"], { kind: "best", column: 1 }),
  ...votes(25, ["middle", "weak"], { kind: "best", column: 0 }),
  ...votes(15, ["weak", "middle"], { kind: "best", column: 0 }),
  ...votes(3, ["middle", "weak"], { kind: "tie" }),
  ...votes(2, ["middle", "weak"], { kind: "both-bad" }),
  ...votes(2, ["rare", "strong"], { kind: "best", column: 0 }),
];

describe("arenaLeaderboard", () => {
  it("ranks by strength with each model's record, and hides models below the minimum votes", () => {
    const { entries, hidden } = arenaLeaderboard(board, { minimumVotes: 10 });
    expect(entries.map((entry) => entry.model)).toEqual(["strong", "middle", "weak"]);
    expect(hidden).toEqual([{ model: "rare", votes: 2 }]);
    expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(entries[1]).toMatchObject({
      model: "middle",
      votes: 85,
      comparisons: 85,
      wins: 35,
      losses: 45,
      ties: 3,
      bothBad: 2,
      winRate: 35 / 85,
    } satisfies Partial<LeaderboardEntry>);
    for (const entry of entries) {
      expect(entry.interval?.lower).toBeLessThan(entry.rating);
      expect(entry.interval?.upper).toBeGreaterThan(entry.rating);
    }
    // 40 and 45 comparisons are too few to be sure of the order: the ranks overlap.
    expect(entries.map((entry) => entry.rankInterval)).toEqual([
      { lower: 1, upper: 1 },
      { lower: 2, upper: 3 },
      { lower: 2, upper: 3 },
    ]);
  });

  it("gives the same leaderboard from votes, from their tally, and from the tally split into daily rows", () => {
    const tally = tallyVotes(board);
    const split: ArenaTally = {
      pairs: tally.pairs.flatMap((row) => [
        { ...row, firstWins: 1, secondWins: 0, ties: 0, bothBad: 0 },
        { ...row, firstWins: row.firstWins - 1 },
      ]),
      votes: tally.votes.flatMap((row) => [row, { model: row.model, votes: 0 }]),
    };
    const fromVotes = arenaLeaderboard(board, { seed: 9 });
    expect(leaderboardFromTally(tally, { seed: 9 })).toEqual(fromVotes);
    expect(leaderboardFromTally(split, { seed: 9 })).toEqual(fromVotes);
  });

  it("is reproducible for a seed, and leaves intervals out without resamples", () => {
    expect(arenaLeaderboard(board, { seed: 3 })).toEqual(arenaLeaderboard(board, { seed: 3 }));
    const bare = arenaLeaderboard(board, { resamples: 0 });
    expect(
      bare.entries.every(
        (entry) => entry.interval === undefined && entry.rankInterval === undefined,
      ),
    ).toBe(true);
    expect(bare.entries.map((entry) => entry.rating)).toEqual(
      arenaLeaderboard(board).entries.map((entry) => entry.rating),
    );
  });

  it("gives equal models one rank, ordered by id, and ranks only the models shown", () => {
    const even = [
      ...votes(5, ["b", "a"], { kind: "best", column: 0 }),
      ...votes(5, ["a", "b"], { kind: "best", column: 0 }),
      ...votes(1, ["c", "a"], { kind: "best", column: 0 }),
      ...votes(1, ["a", "c"], { kind: "best", column: 0 }),
    ];
    const { entries } = arenaLeaderboard(even, { minimumVotes: 5 });
    expect(entries.map(({ model, rank }) => [model, rank])).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
  });

  it("ranks models whatever their ids, including ones that name object properties", () => {
    const named = votes(6, ["__proto__", "constructor"], { kind: "best", column: 0 });
    expect(
      arenaLeaderboard(named, { resamples: 10 }).entries.map((entry) => [entry.model, entry.votes]),
    ).toEqual([
      ["__proto__", 6],
      ["constructor", 6],
    ]);
  });

  it("answers an empty leaderboard for no votes, and refuses a confidence outside (0, 1)", () => {
    expect(arenaLeaderboard([])).toEqual({ entries: [], hidden: [] });
    expect(() => arenaLeaderboard(board, { confidence: 95 })).toThrow(
      new RangeError("confidence must be between 0 and 1, not 95."),
    );
  });
});
