import { createHash } from "node:crypto";
import { leaderboardFromTally, type Leaderboard } from "./arena-leaderboard.js";
import type { ArenaTally } from "./pair-tally.js";

/** Boards kept: one per task and filter in use, far fewer than this on any real server. */
const CACHED_BOARDS = 200;

const boardKey = (tally: ArenaTally, options: { minimumVotes: number; resamples?: number }) =>
  createHash("sha256")
    .update(JSON.stringify([tally, options.minimumVotes, options.resamples ?? 200]))
    .digest("base64url");

/**
 * Fits leaderboards, remembering the last ones by the tally they were fitted from: the query
 * reads the tally every time (so a new vote shows at once, on every server of a deployment),
 * but the bootstrap, whose cost grows with models and resamples, runs only when the tally
 * changed.
 *
 * @example
 * ```ts
 * const boards = new LeaderboardCache();
 * const board = boards.board(tally, { minimumVotes: 10 });
 * ```
 */
export class LeaderboardCache {
  private readonly boards = new Map<string, Leaderboard>();

  /** The board fitted from this very tally, if one is kept; never fits one. */
  peek(tally: ArenaTally, options: { minimumVotes: number; resamples?: number }) {
    return this.boards.get(boardKey(tally, options));
  }

  board(tally: ArenaTally, options: { minimumVotes: number; resamples?: number }): Leaderboard {
    const key = boardKey(tally, options);
    const known = this.boards.get(key);
    if (known !== undefined) {
      // Map order is insertion order: re-inserting makes it the most recently used.
      this.boards.delete(key);
      this.boards.set(key, known);
      return known;
    }
    const board = leaderboardFromTally(tally, {
      minimumVotes: options.minimumVotes,
      ...(options.resamples === undefined ? {} : { resamples: options.resamples }),
    });
    this.boards.set(key, board);
    if (this.boards.size > CACHED_BOARDS) {
      const oldest = this.boards.keys().next().value as string;
      this.boards.delete(oldest);
    }
    return board;
  }
}

/**
 * A CSV cell: quoted, with doubled quotes, and a leading `'` before what a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@`, tab, carriage return), since model ids come from a hub.
 *
 * @example
 * ```ts
 * csvCell('=HYPERLINK("x")'); // "\"'=HYPERLINK(\"\"x\"\")\""
 * ```
 */
export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const round = (value: number | undefined, digits: number) =>
  value === undefined ? undefined : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A leaderboard as CSV, one line per ranked model, best first, with a header line.
 *
 * @example
 * ```ts
 * leaderboardCsv(board).split("\n")[0]; // "rank,model,rating,rating_lower,…"
 * ```
 */
export function leaderboardCsv(board: Leaderboard): string {
  const header = [
    "rank",
    "model",
    "rating",
    "rating_lower",
    "rating_upper",
    "rank_lower",
    "rank_upper",
    "votes",
    "comparisons",
    "wins",
    "losses",
    "ties",
    "both_bad",
    "win_rate",
  ];
  const lines = board.entries.map((entry) =>
    [
      entry.rank,
      entry.model,
      round(entry.rating, 1),
      round(entry.interval?.lower, 1),
      round(entry.interval?.upper, 1),
      entry.rankInterval?.lower,
      entry.rankInterval?.upper,
      entry.votes,
      entry.comparisons,
      entry.wins,
      entry.losses,
      entry.ties,
      entry.bothBad,
      round(entry.winRate, 4),
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\n")}\n`;
}

/**
 * A board fitted without resamples, given the intervals of an earlier, fully resampled board of
 * the same filter: each model's rating interval moved by how far its rating moved, its rank
 * interval widened to hold its new rank. One vote among thousands changes an interval's width by
 * far less than 200 resamples can tell, so this stands in until the new bootstrap is done.
 *
 * @example
 * ```ts
 * const quick = carriedIntervals(leaderboardFromTally(tally, { resamples: 0 }), lastFullBoard);
 * ```
 */
export function carriedIntervals(point: Leaderboard, earlier: Leaderboard): Leaderboard {
  const before = new Map(earlier.entries.map((entry) => [entry.model, entry]));
  return {
    hidden: point.hidden,
    entries: point.entries.map((entry) => {
      const old = before.get(entry.model);
      if (old?.interval === undefined || old.rankInterval === undefined) return entry;
      const moved = entry.rating - old.rating;
      return {
        ...entry,
        interval: { lower: old.interval.lower + moved, upper: old.interval.upper + moved },
        rankInterval: {
          lower: Math.min(old.rankInterval.lower, entry.rank),
          upper: Math.max(old.rankInterval.upper, entry.rank),
        },
      };
    }),
  };
}
