import type { ArenaTally } from "./pair-tally.js";

/**
 * A model's record in the votes, before any fitting: the votes it took part in, its pairwise
 * comparisons (a best-of-four vote gives its winner three and each other model one) and how
 * they ended, and its win rate: the share of its comparisons it won, ties and "both bad" counting
 * as not won (0 for a model with no comparison).
 *
 * @example
 * ```ts
 * const record: ModelRecord = { votes: 20, comparisons: 22, wins: 11, losses: 7, ties: 3, bothBad: 1, winRate: 0.5 };
 * ```
 */
export interface ModelRecord {
  votes: number;
  comparisons: number;
  wins: number;
  losses: number;
  ties: number;
  bothBad: number;
  winRate: number;
}

/**
 * Every model's record in a tally, summing repeated rows. Throws a `RangeError` for a vote count
 * that is negative or not finite (pair counts are checked by `comparisonTable`).
 *
 * @example
 * ```ts
 * modelRecords({ pairs: [{ first: "a", second: "b", firstWins: 2, secondWins: 1, ties: 1, bothBad: 0 }], votes: [] })
 *   .get("b"); // { votes: 0, comparisons: 4, wins: 1, losses: 2, ties: 1, bothBad: 0, winRate: 0.25 }
 * ```
 */
export function modelRecords(tally: ArenaTally): Map<string, ModelRecord> {
  const records = new Map<string, ModelRecord>();
  const recordOf = (model: string): ModelRecord => {
    let record = records.get(model);
    if (record === undefined) {
      record = { votes: 0, comparisons: 0, wins: 0, losses: 0, ties: 0, bothBad: 0, winRate: 0 };
      records.set(model, record);
    }
    return record;
  };
  for (const { first, second, firstWins, secondWins, ties, bothBad } of tally.pairs) {
    for (const [record, won, lost] of [
      [recordOf(first), firstWins, secondWins],
      [recordOf(second), secondWins, firstWins],
    ] as const) {
      record.wins += won;
      record.losses += lost;
      record.ties += ties;
      record.bothBad += bothBad;
      record.comparisons += won + lost + ties + bothBad;
    }
  }
  for (const { model, votes } of tally.votes) {
    if (!Number.isFinite(votes) || votes < 0)
      throw new RangeError(`A tally's vote count must be a finite count, not ${votes}.`);
    recordOf(model).votes += votes;
  }
  for (const record of records.values())
    record.winRate = record.comparisons === 0 ? 0 : record.wins / record.comparisons;
  return records;
}
