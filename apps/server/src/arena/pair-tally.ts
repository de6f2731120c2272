import { pairOutcomes, type ArenaVote } from "./arena-vote.js";

/**
 * The pairwise results between two models, summed over any number of votes: the aggregate the
 * database keeps (per task, and per day and category when those filters are wanted) so that a
 * leaderboard never reads raw votes. `ties` and `bothBad` are kept apart for display; the fit
 * counts both as ties. Rows may repeat a pair (one per day, say): the leaderboard adds them up.
 *
 * @example
 * ```ts
 * const row: PairTally = { first: "model-a", second: "model-b", firstWins: 12, secondWins: 7, ties: 3, bothBad: 1 };
 * ```
 */
export interface PairTally {
  first: string;
  second: string;
  firstWins: number;
  secondWins: number;
  ties: number;
  bothBad: number;
}

/**
 * How many votes a model took part in. A best-of-four vote is one vote for each of its four
 * models although it yields three pairwise results, so this is counted apart from the pairs;
 * the minimum-votes rule reads it.
 *
 * @example
 * ```ts
 * const row: ModelVotes = { model: "model-a", votes: 23 };
 * ```
 */
export interface ModelVotes {
  model: string;
  votes: number;
}

/**
 * Everything a leaderboard needs from a set of votes. A database can keep both lists
 * incrementally (add `pairOutcomes(vote)` to the pair rows and one to each model's count when a
 * vote is stored) or compute them with `GROUP BY`.
 *
 * @example
 * ```ts
 * const tally: ArenaTally = {
 *   pairs: [{ first: "a", second: "b", firstWins: 1, secondWins: 0, ties: 0, bothBad: 0 }],
 *   votes: [{ model: "a", votes: 1 }, { model: "b", votes: 1 }],
 * };
 * ```
 */
export interface ArenaTally {
  pairs: PairTally[];
  votes: ModelVotes[];
}

/**
 * Sums votes into a tally: one row per pair of models that met, sorted by `first` then
 * `second`, and each model's vote count, sorted by model. Throws a `RangeError` for a vote
 * `voteProblem` refuses.
 *
 * @example
 * ```ts
 * tallyVotes([
 *   { models: ["a", "b"], outcome: { kind: "best", column: 0 }, at: 0 },
 *   { models: ["b", "a"], outcome: { kind: "tie" }, at: 1 },
 * ]);
 * // { pairs: [{ first: "a", second: "b", firstWins: 1, secondWins: 0, ties: 1, bothBad: 0 }],
 * //   votes: [{ model: "a", votes: 2 }, { model: "b", votes: 2 }] }
 * ```
 */
export function tallyVotes(votes: Iterable<ArenaVote>): ArenaTally {
  // Keyed by the JSON of [first, second]: unambiguous for any model id, unlike a separator.
  const pairs = new Map<string, PairTally>();
  const counts = new Map<string, number>();
  for (const vote of votes) {
    for (const { first, second, result } of pairOutcomes(vote)) {
      const key = JSON.stringify([first, second]);
      let row = pairs.get(key);
      if (row === undefined) {
        row = { first, second, firstWins: 0, secondWins: 0, ties: 0, bothBad: 0 };
        pairs.set(key, row);
      }
      if (result === "first") row.firstWins += 1;
      else if (result === "second") row.secondWins += 1;
      else if (result === "tie") row.ties += 1;
      else row.bothBad += 1;
    }
    for (const model of vote.models) counts.set(model, (counts.get(model) ?? 0) + 1);
  }
  const byCodeUnits = (one: string, other: string): number =>
    one < other ? -1 : one > other ? 1 : 0;
  return {
    pairs: [...pairs.values()].sort(
      (one, other) => byCodeUnits(one.first, other.first) || byCodeUnits(one.second, other.second),
    ),
    votes: [...counts]
      .map(([model, count]) => ({ model, votes: count }))
      .sort((one, other) => byCodeUnits(one.model, other.model)),
  };
}
