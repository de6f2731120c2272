import type { UserData } from "../db/user-data.js";
import { leaderboardFromTally, type Leaderboard } from "./arena-leaderboard.js";
import { readTally, tallyCategories, type TallyFilter } from "./arena-tally-store.js";
import type { ArenaTally } from "./pair-tally.js";
import { carriedIntervals, LeaderboardCache } from "./leaderboard-view.js";
import { readTallyVersion } from "./tally-versions.js";

/**
 * What a leaderboard request answers besides its filter: the board, the votes it counts (summed
 * over models) and the task's categories for the filter menu.
 *
 * @example
 * ```ts
 * const { board, modelVotes, categories, provisional }: LeaderboardAnswer = await answers.answer("text-generation", {}, 10);
 * ```
 */
export interface LeaderboardAnswer {
  board: Leaderboard;
  modelVotes: number;
  categories: string[];
  /** True while the intervals are carried over from the last bootstrap (`carriedIntervals`). */
  provisional: boolean;
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
 * The bootstrap (200 fits) is what a recomputation costs; the point fit is one. So when this
 * filter was answered before, the request gets the new ratings and records at once with the last
 * bootstrap's intervals carried over (`provisional`), and the bootstrap runs later, at most once a
 * `settleDelayMs` (1 s) per filter however fast votes arrive, replacing the cached answer when
 * done. Only a filter's first request waits for it.
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
      /** The last board with its own bootstrap, whatever its version. */
      settled?: Leaderboard;
      /** The answer's tally and the rest, while its intervals are carried over. */
      pending?: { tally: ArenaTally; modelVotes: number; categories: string[] };
    }
  >();
  private readonly boards = new LeaderboardCache();
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly userData: UserData,
    private readonly settleDelayMs = 1000,
  ) {}

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
    const settled = known?.settled;
    const answer = this.compute(key, version, [task, filter, minimumVotes], settled);
    this.answers.set(key, {
      version,
      answer,
      request: [task, filter, minimumVotes],
      ...(settled === undefined ? {} : { settled }),
    });
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
    key: string,
    version: number,
    [task, filter, minimumVotes]: [string, TallyFilter, number],
    settled: Leaderboard | undefined,
  ): Promise<LeaderboardAnswer> {
    const [tally, categories] = await Promise.all([
      readTally(this.userData, task, filter),
      tallyCategories(this.userData, task),
    ]);
    const modelVotes = tally.votes.reduce((sum, row) => sum + row.votes, 0);
    const options = { minimumVotes };
    // Same tally, same board: a vote outside this window changes the version, not the tally,
    // and then the bootstrap is not run again.
    const known = this.boards.peek(tally, options);
    if (known !== undefined || settled === undefined) {
      const board = known ?? this.boards.board(tally, options);
      this.settle(key, version, board);
      return { board, modelVotes, categories, provisional: false };
    }
    const point = leaderboardFromTally(tally, { minimumVotes, resamples: 0 });
    const entry = this.answers.get(key);
    if (entry?.version === version) entry.pending = { tally, modelVotes, categories };
    if (!this.timers.has(key)) {
      const timer = setTimeout(() => this.settlePending(key, minimumVotes), this.settleDelayMs);
      // A pending bootstrap never keeps a finished process alive.
      timer.unref();
      this.timers.set(key, timer);
    }
    return { board: carriedIntervals(point, settled), modelVotes, categories, provisional: true };
  }

  /** Runs the bootstrap of the newest provisional answer of `key`, and caches its board. */
  private settlePending(key: string, minimumVotes: number): void {
    this.timers.delete(key);
    const entry = this.answers.get(key);
    const pending = entry?.pending;
    if (entry === undefined || pending === undefined) return;
    try {
      const board = this.boards.board(pending.tally, { minimumVotes });
      entry.answer = Promise.resolve({ ...pending, board, provisional: false });
      entry.settled = board;
      delete entry.pending;
    } catch {
      // The provisional answer stays; the next change of the tallies tries again.
    }
  }

  private settle(key: string, version: number, board: Leaderboard): void {
    const entry = this.answers.get(key);
    if (entry?.version === version) entry.settled = board;
  }
}
