import type { Kysely, Transaction } from "kysely";
import type { UserData } from "../db/user-data.js";
import type { UserDataSchema } from "../db/user-data-schema.js";
import { pairOutcomes, type ArenaOutcome } from "./arena-vote.js";
import type { ArenaTally, PairTally } from "./pair-tally.js";
import { bumpTallyVersions } from "./tally-versions.js";
import { votePeriods, windowPeriods, type PeriodRange } from "./tally-periods.js";

type Writer = Kysely<UserDataSchema> | Transaction<UserDataSchema>;

/**
 * A vote as the tallies see it: task, models in column order, outcome, category (`""` for
 * none) and the time it was cast (ISO 8601, UTC).
 *
 * @example
 * ```ts
 * const counted: CountedVote = { task: "text-generation", models: ["a/x", "b/y"], outcome: { kind: "tie" }, category: "", votedAt: new Date().toISOString() };
 * ```
 */
export interface CountedVote {
  task: string;
  models: string[];
  outcome: ArenaOutcome;
  category: string;
  votedAt: string;
}

interface PairDelta {
  task: string;
  category: string;
  period: string;
  first: string;
  second: string;
  first_wins: number;
  second_wins: number;
  ties: number;
  both_bad: number;
}

interface ModelDelta {
  task: string;
  category: string;
  period: string;
  model: string;
  votes: number;
}

/**
 * Rows per statement: nine columns make 18,000 parameters, under SQLite's 32,766 and
 * PostgreSQL's 65,535; fewer, larger statements cut the bulk fill's round trips (to SQLite's
 * writer thread, or to PostgreSQL) fourfold against 500.
 */
const ROWS_PER_STATEMENT = 2000;

/** A key part separator no model id, category or period holds (they are checked text). */
const SEPARATOR = "\u0000";

/**
 * The tally rows that `votes` add (`sign` 1) or take back (`sign` -1), each key once so one
 * multi-row upsert can apply them (PostgreSQL refuses to update a row twice in one statement).
 * Keys are plain joined strings: JSON-encoding three or four parts for every pair of every vote
 * was most of a bulk fill's time.
 */
function tallyDeltas(votes: readonly CountedVote[], sign: 1 | -1) {
  const pairs = new Map<string, PairDelta>();
  const models = new Map<string, ModelDelta>();
  for (const vote of votes) {
    const outcomes = pairOutcomes({ models: vote.models, outcome: vote.outcome, at: 0 });
    const categories = vote.category === "" ? ["*"] : ["*", vote.category];
    const periods = votePeriods(vote.votedAt);
    for (const category of categories) {
      for (const period of periods) {
        const prefix = vote.task + SEPARATOR + category + SEPARATOR + period + SEPARATOR;
        for (const { first, second, result } of outcomes) {
          const key = prefix + first + SEPARATOR + second;
          let row = pairs.get(key);
          if (row === undefined) {
            row = {
              task: vote.task,
              category,
              period,
              first,
              second,
              first_wins: 0,
              second_wins: 0,
              ties: 0,
              both_bad: 0,
            };
            pairs.set(key, row);
          }
          if (result === "first") row.first_wins += sign;
          else if (result === "second") row.second_wins += sign;
          else if (result === "tie") row.ties += sign;
          else row.both_bad += sign;
        }
        for (const model of vote.models) {
          const key = prefix + model;
          let row = models.get(key);
          if (row === undefined) {
            row = { task: vote.task, category, period, model, votes: 0 };
            models.set(key, row);
          }
          row.votes += sign;
        }
      }
    }
  }
  return { pairs: [...pairs.values()], models: [...models.values()] };
}

/**
 * Adds `votes` to the tallies (or, with `sign` -1, takes them back out), inside the caller's
 * transaction so a vote and its counts are written together. One code path for both engines:
 * `INSERT … ON CONFLICT DO UPDATE` adds to the existing row.
 *
 * @example
 * ```ts
 * declare const transaction: Parameters<typeof addToTallies>[0];
 * await addToTallies(transaction, [vote], 1);
 * ```
 */
export async function addToTallies(
  db: Writer,
  votes: readonly CountedVote[],
  sign: 1 | -1,
): Promise<void> {
  const { pairs, models } = tallyDeltas(votes, sign);
  for (let start = 0; start < pairs.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto("arena_pair_tallies")
      .values(pairs.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict.columns(["task", "category", "period", "first", "second"]).doUpdateSet((row) => ({
          first_wins: row("arena_pair_tallies.first_wins", "+", row.ref("excluded.first_wins")),
          second_wins: row("arena_pair_tallies.second_wins", "+", row.ref("excluded.second_wins")),
          ties: row("arena_pair_tallies.ties", "+", row.ref("excluded.ties")),
          both_bad: row("arena_pair_tallies.both_bad", "+", row.ref("excluded.both_bad")),
        })),
      )
      .execute();
  }
  for (let start = 0; start < models.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto("arena_model_votes")
      .values(models.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict.columns(["task", "category", "period", "model"]).doUpdateSet((row) => ({
          votes: row("arena_model_votes.votes", "+", row.ref("excluded.votes")),
        })),
      )
      .execute();
  }
  const categories = models.filter((row) => row.period === "all" && row.category !== "*");
  const perCategory = new Map<string, { task: string; category: string; votes: number }>();
  for (const row of categories) {
    const key = row.task + SEPARATOR + row.category;
    const sum = perCategory.get(key) ?? { task: row.task, category: row.category, votes: 0 };
    sum.votes += row.votes;
    perCategory.set(key, sum);
  }
  const categoryRows = [...perCategory.values()];
  for (let start = 0; start < categoryRows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto("arena_category_votes")
      .values(categoryRows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict.columns(["task", "category"]).doUpdateSet((row) => ({
          votes: row("arena_category_votes.votes", "+", row.ref("excluded.votes")),
        })),
      )
      .execute();
  }
  await bumpTallyVersions(db, [...new Set(votes.map((vote) => vote.task))]);
}

/**
 * Which votes a leaderboard counts: a prompt category (all when absent) and a window of whole UTC
 * days, `since` and `until` included (`YYYY-MM-DD`, either may be absent).
 *
 * @example
 * ```ts
 * const filter: TallyFilter = { category: "code", since: "2026-11-01" };
 * ```
 */
export interface TallyFilter {
  category?: string;
  since?: string;
  until?: string;
}

/**
 * The summed tally of one task for a filter: one `GROUP BY` over the pre-summed rows of at most
 * three period ranges (see `windowPeriods`), so its cost follows the models and the window, not
 * the votes. Rows summing to nothing (every vote taken back) are left out.
 *
 * @example
 * ```ts
 * const tally = await readTally(userData, "text-generation", { since: "2026-11-01" });
 * leaderboardFromTally(tally, { minimumVotes: 20 });
 * ```
 */
export async function readTally(
  userData: UserData,
  task: string,
  filter: TallyFilter = {},
): Promise<ArenaTally> {
  const db = userData.db;
  const ranges = windowPeriods(filter.since, filter.until);
  if (ranges.length === 0) return { pairs: [], votes: [] };
  const category = filter.category ?? "*";
  const [pairRows, voteRows] = await Promise.all([
    Promise.all(ranges.map((range) => pairSums(db, task, category, range))),
    Promise.all(ranges.map((range) => voteSums(db, task, category, range))),
  ]);
  const pairs = new Map<string, PairTally>();
  for (const rows of pairRows) {
    for (const row of rows) {
      const key = row.first + SEPARATOR + row.second;
      let sum = pairs.get(key);
      if (sum === undefined) {
        sum = {
          first: row.first,
          second: row.second,
          firstWins: 0,
          secondWins: 0,
          ties: 0,
          bothBad: 0,
        };
        pairs.set(key, sum);
      }
      sum.firstWins += Number(row.first_wins);
      sum.secondWins += Number(row.second_wins);
      sum.ties += Number(row.ties);
      sum.bothBad += Number(row.both_bad);
    }
  }
  const votes = new Map<string, number>();
  for (const row of voteRows.flat())
    votes.set(row.model, (votes.get(row.model) ?? 0) + Number(row.votes));
  return {
    pairs: [...pairs.values()]
      .filter((row) => row.firstWins + row.secondWins + row.ties + row.bothBad > 0)
      .sort(
        (one, other) =>
          byCodeUnits(one.first, other.first) || byCodeUnits(one.second, other.second),
      ),
    votes: [...votes]
      .map(([model, count]) => ({ model, votes: count }))
      .filter((row) => row.votes > 0)
      .sort((one, other) => byCodeUnits(one.model, other.model)),
  };
}

const byCodeUnits = (one: string, other: string): number =>
  one < other ? -1 : one > other ? 1 : 0;

/**
 * One period range's pair sums. Each range is its own query so both engines seek the key's
 * `(task, category, period)` prefix; an `OR` of ranges made SQLite scan every period instead.
 */
function pairSums(db: Writer, task: string, category: string, range: PeriodRange) {
  return db
    .selectFrom("arena_pair_tallies")
    .select((row) => [
      "first",
      "second",
      row.fn.sum<number | string>("first_wins").as("first_wins"),
      row.fn.sum<number | string>("second_wins").as("second_wins"),
      row.fn.sum<number | string>("ties").as("ties"),
      row.fn.sum<number | string>("both_bad").as("both_bad"),
    ])
    .where("task", "=", task)
    .where("category", "=", category)
    .where("period", ">=", range.from)
    .where("period", "<=", range.to)
    .groupBy(["first", "second"])
    .execute();
}

function voteSums(db: Writer, task: string, category: string, range: PeriodRange) {
  return db
    .selectFrom("arena_model_votes")
    .select((row) => ["model", row.fn.sum<number | string>("votes").as("votes")])
    .where("task", "=", task)
    .where("category", "=", category)
    .where("period", ">=", range.from)
    .where("period", "<=", range.to)
    .groupBy("model")
    .execute();
}

/**
 * The categories with votes for a task, for the leaderboard's filter: a few rows of their own
 * table, kept with the tallies, rather than a scan of every period's rows.
 *
 * @example
 * ```ts
 * await tallyCategories(userData, "text-generation"); // ["code", "writing"]
 * ```
 */
export async function tallyCategories(userData: UserData, task: string): Promise<string[]> {
  const rows = await userData.db
    .selectFrom("arena_category_votes")
    .select("category")
    .where("task", "=", task)
    .where("votes", ">", 0)
    .orderBy("category")
    .execute();
  return rows.map((row) => row.category);
}
