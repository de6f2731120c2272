import { useQuery } from "@tanstack/react-query";
import { useApiClient, type ApiClient } from "./api-client";
import { GATEWAY_TOKEN_HEADER } from "./inference";
import { readSettings, useSettings } from "./settings";

/**
 * One ranked model of an arena leaderboard, as the server answers it.
 *
 * @example
 * ```ts
 * const row: LeaderboardRow = { model: "org/model", rating: 1012.3, rank: 1, votes: 40, winRate: 0.55 };
 * ```
 */
export interface LeaderboardRow {
  model: string;
  rating: number;
  rank: number;
  votes: number;
  winRate: number;
  interval?: { lower: number; upper: number };
}

/**
 * A task's leaderboard: ranked models, and those still below the minimum number of votes.
 *
 * @example
 * ```ts
 * const board: ArenaLeaderboard = { task: "text-generation", entries: [], hidden: [], minimumVotes: 10, categories: ["code"] };
 * ```
 */
export interface ArenaLeaderboard {
  task: string;
  entries: LeaderboardRow[];
  hidden: { model: string; votes: number }[];
  minimumVotes: number;
  /** The prompt categories that have votes for the task, for the category filter. */
  categories: string[];
}

/**
 * Where a task's leaderboard lives on the server, optionally as a CSV or JSON export and for one
 * prompt category (all when empty).
 *
 * @example
 * ```ts
 * arenaLeaderboardPath("text-generation", "csv"); // "/api/arena/leaderboards/text-generation?format=csv"
 * arenaLeaderboardPath("text-generation", undefined, "code"); // "…/text-generation?category=code"
 * ```
 */
export function arenaLeaderboardPath(task: string, format?: "csv" | "json", category = ""): string {
  const query = new URLSearchParams();
  if (format) query.set("format", format);
  if (category) query.set("category", category);
  const search = query.toString();
  return `/api/arena/leaderboards/${encodeURIComponent(task)}${search ? `?${search}` : ""}`;
}

/**
 * The header carrying the gateway token from Settings, for requests to this server's arena (and
 * nowhere else); empty when the user set no token.
 *
 * @example
 * ```ts
 * await fetch("/api/arena/battles", { method: "POST", headers: gatewayTokenHeaders() });
 * ```
 */
export function gatewayTokenHeaders(
  token: string = readSettings().gatewayToken,
): Record<string, string> {
  return token ? { [GATEWAY_TOKEN_HEADER]: token } : {};
}

/**
 * Reads a task's leaderboard (for one prompt category when `category` is given), sending the
 * gateway token when there is one.
 *
 * @example
 * ```ts
 * const board = await fetchArenaLeaderboard(api, "text-generation", settings.gatewayToken);
 * ```
 */
export async function fetchArenaLeaderboard(
  api: ApiClient,
  task: string,
  token: string,
  signal?: AbortSignal,
  category = "",
): Promise<ArenaLeaderboard> {
  const path = arenaLeaderboardPath(task, undefined, category);
  const response = await api.fetch(`${api.baseUrl}${path}`, {
    headers: gatewayTokenHeaders(token),
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as Partial<ArenaLeaderboard> & {
    error?: unknown;
  };
  if (!response.ok) {
    throw new Error(
      typeof body.error === "string" ? body.error : `the server answered ${response.status}`,
    );
  }
  // The answer is read defensively: a page must not break on a malformed board.
  return {
    task,
    entries: Array.isArray(body.entries) ? body.entries : [],
    hidden: Array.isArray(body.hidden) ? body.hidden : [],
    minimumVotes: typeof body.minimumVotes === "number" ? body.minimumVotes : 0,
    categories: Array.isArray(body.categories)
      ? body.categories.filter((name): name is string => typeof name === "string")
      : [],
  };
}

/**
 * A task's arena leaderboard from the query cache (shared by the arena, task and model pages),
 * fetched only while `enabled` so a section far down a page loads it when the reader nears it;
 * `category` narrows it to one prompt category.
 *
 * @example
 * ```ts
 * const board = useArenaLeaderboard("text-generation", near);
 * ```
 */
export function useArenaLeaderboard(task: string, enabled = true, category = "") {
  const api = useApiClient();
  const { gatewayToken } = useSettings();
  return useQuery({
    queryKey: ["arena-leaderboard", task, gatewayToken, category],
    queryFn: ({ signal }) => fetchArenaLeaderboard(api, task, gatewayToken, signal, category),
    enabled,
  });
}

/**
 * A rating rounded, with its 95 % interval when the board has one.
 *
 * @example
 * ```ts
 * formatRating({ rating: 1012.3, interval: { lower: 990.1, upper: 1030.8 } }); // "1012 (990–1031)"
 * ```
 */
export function formatRating(entry: Pick<LeaderboardRow, "rating" | "interval">): string {
  const interval = entry.interval
    ? ` (${entry.interval.lower.toFixed(0)}–${entry.interval.upper.toFixed(0)})`
    : "";
  return `${entry.rating.toFixed(0)}${interval}`;
}
