import { useRef } from "react";
import { formatRating, useArenaLeaderboard } from "../../../lib/arena-leaderboard";
import { Link } from "../../../lib/router";
import { useNearView } from "../../../lib/use-near-view";
import { paths } from "../../../paths";

/** How many of the leaderboard's models the task page lists. */
const SHOWN = 5;

/**
 * "Top models in this hub's arena": the first five of the task's arena leaderboard (rank, model,
 * rating with its 95 % interval, votes) and a link to the arena for the task. The board is read
 * only once the reader nears the section, so the task page's first load does not wait on it.
 *
 * @example
 * ```tsx
 * <TaskArena taskId="text-generation" label="Text Generation" />
 * ```
 */
export function TaskArena({ taskId, label }: { taskId: string; label: string }) {
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section);
  const board = useArenaLeaderboard(taskId, near);
  const top = board.data?.entries.slice(0, SHOWN) ?? [];
  const arena = <Link href={paths.arena(taskId)}>Open the arena for {label.toLowerCase()}</Link>;
  return (
    <section aria-labelledby="task-arena-heading" ref={section} className="task-deferred">
      <h2 id="task-arena-heading">Top models in this hub&apos;s arena</h2>
      {board.isError ? (
        <p className="muted">The arena&apos;s leaderboard could not be loaded. {arena}</p>
      ) : !board.data ? (
        <p className="muted">The leaderboard loads as you scroll to it…</p>
      ) : top.length === 0 ? (
        <p>
          No model has {board.data.minimumVotes} votes yet in this hub&apos;s blind arena. {arena}
        </p>
      ) : (
        <>
          <table aria-label={`Top models in the arena for ${label.toLowerCase()}`}>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Model</th>
                <th scope="col">Rating (95 % interval)</th>
                <th scope="col">Votes</th>
              </tr>
            </thead>
            <tbody>
              {top.map((entry) => (
                <tr key={entry.model}>
                  <td>{entry.rank}</td>
                  <td>
                    <Link href={paths.model(entry.model)}>{entry.model}</Link>
                  </td>
                  <td>{formatRating(entry)}</td>
                  <td>{entry.votes}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{arena}</p>
        </>
      )}
    </section>
  );
}
