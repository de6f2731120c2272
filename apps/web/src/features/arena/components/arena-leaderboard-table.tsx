import { useApiClient } from "../../../lib/api-client";
import { formatRating, useArenaLeaderboard } from "../../../lib/arena-leaderboard";
import { arenaPaths } from "../api/arena-api";

/**
 * A task's arena leaderboard as a table (rank, model, rating with its 95 % interval, votes, win
 * rate), with CSV and JSON exports. Models below the minimum number of votes are counted apart.
 *
 * @example
 * ```tsx
 * <ArenaLeaderboardTable task="text-generation" />
 * ```
 */
export function ArenaLeaderboardTable({ task }: { task: string }) {
  const api = useApiClient();
  const query = useArenaLeaderboard(task);
  const board = query.data;
  return (
    <section aria-labelledby="arena-leaderboard-heading">
      <h2 id="arena-leaderboard-heading">Leaderboard</h2>
      {query.isError ? <p role="alert">{(query.error as Error).message}</p> : null}
      {board && board.entries.length === 0 ? (
        <p>
          No model has {board.minimumVotes} votes yet for {task}.
        </p>
      ) : null}
      {board && board.entries.length > 0 ? (
        <table aria-label={`Arena leaderboard for ${task}`}>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Model</th>
              <th scope="col">Rating (95 % interval)</th>
              <th scope="col">Votes</th>
              <th scope="col">Win rate</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => (
              <tr key={entry.model}>
                <td>{entry.rank}</td>
                <td>{entry.model}</td>
                <td>{formatRating(entry)}</td>
                <td>{entry.votes}</td>
                <td>{(entry.winRate * 100).toFixed(0)} %</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {board && board.hidden.length > 0 ? (
        <p className="muted">
          {board.hidden.length} more {board.hidden.length === 1 ? "model has" : "models have"} fewer
          than {board.minimumVotes} votes.
        </p>
      ) : null}
      <p>
        Export: <a href={`${api.baseUrl}${arenaPaths.leaderboard(task, "csv")}`}>CSV</a>,{" "}
        <a href={`${api.baseUrl}${arenaPaths.leaderboard(task, "json")}`}>JSON</a>
      </p>
    </section>
  );
}
