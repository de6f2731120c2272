import { describe, expect, it } from "vitest";
import { arenaLeaderboard } from "./arena-leaderboard.js";
import { simulateVotes, type SimulatedArena } from "./test-support/simulate-votes.js";

/**
 * Kendall's τ (τ-a) between two rankings given as scores per model: concordant minus discordant
 * pairs over all pairs. 1 is the same order, −1 the reverse; with ten models one swapped
 * neighbour gives 43/45 ≈ 0.956, two give 0.911, three 0.867.
 */
function kendallTau(truth: Record<string, number>, found: Record<string, number>): number {
  const models = Object.keys(truth);
  let balance = 0;
  let pairs = 0;
  for (const [index, one] of models.entries())
    for (const other of models.slice(index + 1)) {
      const agreement =
        Math.sign((truth[one] as number) - (truth[other] as number)) *
        Math.sign((found[one] as number) - (found[other] as number));
      balance += agreement;
      pairs += 1;
    }
  return balance / pairs;
}

// Ten models 40 to 70 points apart (one model expected to score 56–60 % against the next), as
// close as neighbours on public chat leaderboards. Exposure is uneven (some models meet three
// times as often as others). Outcomes are random draws: a close pair ties about a third of the
// time, three in ten ties are "both bad", 15 % of the votes pick the best of three and 5 % order
// four, drawn by Plackett–Luce from the same strengths (see SimulatedArena).
const RATINGS = [1250, 1190, 1150, 1100, 1060, 1000, 960, 900, 850, 780];
const arena: SimulatedArena = {
  ratings: Object.fromEntries(RATINGS.map((rating, index) => [`org/model-${index}`, rating])),
  exposure: Object.fromEntries(RATINGS.map((_, index) => [`org/model-${index}`, 1 + (index % 3)])),
  tieShare: 0.35,
  bothBadShare: 0.3,
  threeWayShare: 0.15,
  fourWayOrderShare: 0.05,
};
const SEEDS = Array.from({ length: 20 }, (_, index) => index + 1);

describe("the leaderboard on simulated votes", () => {
  // One board per seed; each seed draws other votes and resamples with another bootstrap seed.
  const boards = SEEDS.map((seed) => arenaLeaderboard(simulateVotes(arena, 2000, seed), { seed }));
  const average = RATINGS.reduce((sum, rating) => sum + rating, 0) / RATINGS.length;
  // Ratings are relative to the average model, so the truth is centred the same way.
  const truthOf = (model: string) => (arena.ratings[model] as number) - average + 1000;

  it("recovers the true order from 2,000 votes with Kendall's τ of at least 0.9, for every seed", () => {
    for (const board of boards) {
      expect(board.entries).toHaveLength(RATINGS.length);
      const found = Object.fromEntries(board.entries.map((entry) => [entry.model, entry.rating]));
      expect(kendallTau(arena.ratings, found)).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("has 95 % intervals that hold the true rating at least 90 % of the time, and are informative", () => {
    const entries = boards.flatMap((board) => board.entries);
    const covered = entries.filter(({ model, interval }) => {
      const truth = truthOf(model);
      return interval !== undefined && interval.lower <= truth && truth <= interval.upper;
    });
    expect(covered.length / entries.length).toBeGreaterThanOrEqual(0.9);
    // Coverage is cheap with wide intervals: these must also tell neighbours apart. With about
    // 400 comparisons a model, a 95 % interval is about ±30 points.
    const widths = entries.map(
      ({ interval }) => (interval?.upper ?? Infinity) - (interval?.lower ?? 0),
    );
    expect(widths.reduce((sum, width) => sum + width, 0) / widths.length).toBeLessThan(80);
  });

  it("places each true rank inside the rank interval at least 90 % of the time", () => {
    const ranked = [...RATINGS].sort((one, other) => other - one);
    const entries = boards.flatMap((board) => board.entries);
    const covered = entries.filter(({ model, rankInterval }) => {
      const trueRank = ranked.indexOf(arena.ratings[model] as number) + 1;
      return (
        rankInterval !== undefined &&
        rankInterval.lower <= trueRank &&
        trueRank <= rankInterval.upper
      );
    });
    expect(covered.length / entries.length).toBeGreaterThanOrEqual(0.9);
  });
});
