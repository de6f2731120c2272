import type { ArenaVote } from "./arena-vote.js";
import { bootstrapRatings } from "./bootstrap-ratings.js";
import { DEFAULT_FIT, fitLogStrengths } from "./bradley-terry.js";
import { comparisonTable } from "./comparison-table.js";
import { tallyVotes, type ArenaTally, type ModelVotes } from "./pair-tally.js";
import { rankIntervals, ratingIntervals, type Interval } from "./leaderboard-intervals.js";
import { modelRecords, type ModelRecord } from "./model-record.js";
import { ratingsFromLogStrengths } from "./rating-scale.js";

/**
 * Leaderboard settings, all optional:
 * - `minimumVotes` (default 0): models with fewer votes are fitted (their votes still inform the
 *   others) but listed in `hidden` instead of ranked;
 * - `resamples` (default 200): bootstrap resamples behind the intervals; 0 leaves them out;
 * - `confidence` (default 0.95): the intervals' coverage;
 * - `seed` (default 1): the bootstrap's seed, fixed so the same votes always show the same
 *   intervals;
 * - `priorGames` (default 2): see `FitOptions`.
 *
 * @example
 * ```ts
 * const options: LeaderboardOptions = { minimumVotes: 30, resamples: 500 };
 * ```
 */
export interface LeaderboardOptions {
  minimumVotes?: number;
  resamples?: number;
  confidence?: number;
  seed?: number;
  priorGames?: number;
}

/**
 * One ranked model: its rating (see `ratingsFromLogStrengths`), its rank among the shown models
 * (1 is best; models whose ratings differ by less than 0.01 points share a rank), the bootstrap
 * intervals of both (absent with no resamples), and its record (`ModelRecord`).
 *
 * @example
 * ```ts
 * const entry: LeaderboardEntry = {
 *   model: "Qwen/Qwen2.5-7B-Instruct", rating: 1043.2, interval: { lower: 1011.5, upper: 1077.9 },
 *   rank: 2, rankInterval: { lower: 1, upper: 3 }, votes: 412, comparisons: 430,
 *   wins: 201, losses: 160, ties: 52, bothBad: 17, winRate: 0.467,
 * };
 * ```
 */
export interface LeaderboardEntry extends ModelRecord {
  model: string;
  rating: number;
  interval?: Interval;
  rank: number;
  rankInterval?: Interval;
}

/**
 * A leaderboard: the shown models best first, and those below the minimum number of votes.
 *
 * @example
 * ```ts
 * const { entries, hidden } = leaderboardFromTally(tally, { minimumVotes: 30 });
 * ```
 */
export interface Leaderboard {
  entries: LeaderboardEntry[];
  hidden: ModelVotes[];
}

/** Ratings closer than this share a rank: the fit's own precision is far finer. */
const SAME_RATING = 0.01;

/**
 * Ranks models by a Bradley–Terry fit (`fitLogStrengths`) of an aggregated tally, with bootstrap
 * intervals (`bootstrapRatings`) for each rating and each rank. This is the function a route
 * calls with the tally its database query summed; its cost depends on the number of models and
 * pairs, never on the number of votes. Throws a `RangeError` for an impossible tally.
 *
 * @example
 * ```ts
 * const board = leaderboardFromTally(
 *   { pairs: [{ first: "a", second: "b", firstWins: 30, secondWins: 10, ties: 5, bothBad: 0 }],
 *     votes: [{ model: "a", votes: 45 }, { model: "b", votes: 45 }] },
 *   { minimumVotes: 20 },
 * );
 * board.entries.map((entry) => entry.model); // ["a", "b"]
 * ```
 */
export function leaderboardFromTally(
  tally: ArenaTally,
  options: LeaderboardOptions = {},
): Leaderboard {
  const { minimumVotes = 0, resamples = 200, confidence = 0.95, seed = 1 } = options;
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be between 0 and 1, not ${confidence}.`);
  const fit = { ...DEFAULT_FIT, priorGames: options.priorGames ?? DEFAULT_FIT.priorGames };
  const table = comparisonTable(tally);
  const point = fitLogStrengths(table, table, fit).logStrengths;
  const ratings = ratingsFromLogStrengths(point);
  const records = modelRecords(tally);
  const shown: number[] = [];
  const hidden: ModelVotes[] = [];
  table.models.forEach((model, index) => {
    const votes = records.get(model)?.votes ?? 0;
    if (votes >= minimumVotes) shown.push(index);
    else hidden.push({ model, votes });
  });
  // A resample's fit stops at steps of 1e-4 (under 0.02 rating points): 200 resamples place a
  // 2.5th percentile only to within a few points, and the looser stop halves the sweeps.
  const replicates = bootstrapRatings(table, point, {
    resamples,
    seed,
    fit: { ...fit, tolerance: 1e-4 },
  });
  const intervals = ratingIntervals(replicates, shown, confidence);
  const ranks = rankIntervals(replicates, shown, confidence, SAME_RATING);
  const entries = shown.map((index, place): LeaderboardEntry => {
    const model = table.models[index] as string;
    const rating = ratings[index] as number;
    const better = shown.filter((other) => (ratings[other] as number) > rating + SAME_RATING);
    return {
      model,
      rating,
      ...(resamples > 0 ? { interval: intervals[place], rankInterval: ranks[place] } : {}),
      rank: better.length + 1,
      ...(records.get(model) as ModelRecord),
    };
  });
  entries.sort(
    (one, other) =>
      other.rating - one.rating || (one.model < other.model ? -1 : one.model > other.model ? 1 : 0),
  );
  return { entries, hidden };
}

/**
 * `leaderboardFromTally` over plain vote records, for callers that hold the votes themselves
 * (tests, small exports). A route over many stored votes should sum them in the database and
 * call `leaderboardFromTally`, whose cost does not grow with the votes.
 *
 * @example
 * ```ts
 * arenaLeaderboard(
 *   [{ models: ["a", "b"], outcome: { kind: "best", column: 0 }, at: Date.now() }],
 *   { resamples: 0 },
 * ).entries[0]?.model; // "a"
 * ```
 */
export function arenaLeaderboard(
  votes: Iterable<ArenaVote>,
  options?: LeaderboardOptions,
): Leaderboard {
  return leaderboardFromTally(tallyVotes(votes), options);
}
