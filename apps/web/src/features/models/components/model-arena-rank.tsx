import { formatRating, useArenaLeaderboard } from "../../../lib/arena-leaderboard";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";

/**
 * The model's rank and rating interval in this hub's blind arena for its task, when that task's
 * leaderboard lists it; nothing otherwise (no task, not ranked yet, or no answer from the server).
 *
 * @example
 * ```tsx
 * <ModelArenaRank modelId="acme/chat-alpha" task="text-generation" />
 * ```
 */
export function ModelArenaRank({ modelId, task }: { modelId: string; task?: string }) {
  const board = useArenaLeaderboard(task ?? "", task !== undefined);
  const entry = board.data?.entries.find((row) => row.model === modelId);
  if (task === undefined || entry === undefined) return null;
  return (
    <p className="muted" role="note" aria-label="Arena rank">
      Arena: rank {entry.rank} of {board.data?.entries.length} for{" "}
      <Link href={paths.arena(task)}>{task}</Link>, rating {formatRating(entry)} from {entry.votes}{" "}
      {entry.votes === 1 ? "vote" : "votes"}.
    </p>
  );
}
