import type { UserData } from "../db/user-data.js";
import type { Leaderboard } from "./arena-leaderboard.js";
import { readTally, tallyCategories, type TallyFilter } from "./arena-tally-store.js";
import { LeaderboardCache } from "./leaderboard-view.js";
import { readTallyVersion } from "./tally-versions.js";

/**
 * What a leaderboard request answers besides its filter: the board, the votes it counts (summed
 * over models) and the task's categories for the filter menu.
 *
 * @example
 * ```ts
 * const { board, modelVotes, categories }: LeaderboardAnswer = await answers.answer("text-generation", {}, 10);
 * ```
 */
export interface LeaderboardAnswer {
  board: Leaderboard;
  modelVotes: number;
  categories: string[];
}

/** Answers kept: one per task and filter in use, far fewer than this on any real server. */
const CACHED_ANSWERS = 200;

/**
 * A leaderboard request's whole work, cached per task, filter and minimum: each request reads
 * the task's tally version (one primary-key row) and answers from memory while it is unchanged;
 * after a vote (or an exclusion, a reset, on any server of the deployment) the first request
 * sums the tallies again and refits, and requests arriving meanwhile share that one computation.
 * The version is read before the tallies, so a board cached under a version is never older than
 * it: at worst a vote landing in between makes the next request recompute once more.
 *
 * @example
 * ```ts
 * const answers = new LeaderboardAnswers(userData);
 * const { board } = await answers.answer("text-generation", { category: "code" }, 10);
 * ```
 */
export class LeaderboardAnswers {
  private readonly answers = new Map<
    string,
    {
      version: number;
      answer: Promise<LeaderboardAnswer>;
      request: [task: string, filter: TallyFilter, minimumVotes: number];
    }
  >();
  private readonly boards = new LeaderboardCache();

  constructor(private readonly userData: UserData) {}

  async answer(
    task: string,
    filter: TallyFilter,
    minimumVotes: number,
  ): Promise<LeaderboardAnswer> {
    const version = await readTallyVersion(this.userData, task);
    const key = [
      task,
      filter.category ?? "",
      filter.since ?? "",
      filter.until ?? "",
      minimumVotes,
    ].join("\u0000");
    const known = this.answers.get(key);
    if (known !== undefined && known.version === version) {
      // Map order is insertion order: re-inserting makes it the most recently used.
      this.answers.delete(key);
      this.answers.set(key, known);
      return known.answer;
    }
    const answer = this.compute(task, filter, minimumVotes);
    this.answers.set(key, { version, answer, request: [task, filter, minimumVotes] });
    if (this.answers.size > CACHED_ANSWERS)
      this.answers.delete(this.answers.keys().next().value as string);
    // A failed read is not kept: the next request tries again.
    answer.catch(() => {
      if (this.answers.get(key)?.answer === answer) this.answers.delete(key);
    });
    return answer;
  }

  /**
   * Recomputes, in the background, every cached answer of `task`: called after this server took
   * a vote, so the next reader usually finds the new board ready (or shares its computation)
   * instead of waiting for the tallies and the bootstrap. Failures are left for that reader.
   */
  refresh(task: string): void {
    for (const { request } of [...this.answers.values()])
      if (request[0] === task) this.answer(...request).catch(() => undefined);
  }

  private async compute(
    task: string,
    filter: TallyFilter,
    minimumVotes: number,
  ): Promise<LeaderboardAnswer> {
    const [tally, categories] = await Promise.all([
      readTally(this.userData, task, filter),
      tallyCategories(this.userData, task),
    ]);
    // Same tally, same board: a vote outside this window changes the version, not the tally,
    // and then the bootstrap is not run again.
    const board = this.boards.board(tally, { minimumVotes });
    const modelVotes = tally.votes.reduce((sum, row) => sum + row.votes, 0);
    return { board, modelVotes, categories };
  }
}
