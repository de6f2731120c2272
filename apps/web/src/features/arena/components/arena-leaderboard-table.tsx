import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useApiClient } from "../../../lib/api-client";
import { formatRating, useArenaLeaderboard } from "../../../lib/arena-leaderboard";
import { downloadLeaderboard } from "../api/arena-api";

/** Hands a downloaded file to the browser to save, under its name. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; a later tick lets slow browsers start reading it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The CSV and JSON exports of what the table shows, fetched with the gateway token (a plain
 * link could not send it) and then saved as files.
 */
function LeaderboardExports({ task, category }: { task: string; category: string }) {
  const api = useApiClient();
  const exportFile = useMutation({
    mutationFn: async (format: "csv" | "json") => {
      const { blob, name } = await downloadLeaderboard(api, task, format, category);
      saveFile(blob, name);
    },
  });
  return (
    <div role="group" aria-label="Export the leaderboard">
      Export:{" "}
      {(["csv", "json"] as const).map((format) => (
        <button
          key={format}
          type="button"
          disabled={exportFile.isPending}
          onClick={() => exportFile.mutate(format)}
        >
          Download {format.toUpperCase()}
        </button>
      ))}
      {exportFile.isError ? (
        <p role="alert">The export failed: {exportFile.error.message}</p>
      ) : null}
    </div>
  );
}

/**
 * A task's arena leaderboard as a table (rank, model, rating with its 95 % interval, votes, win
 * rate), filtered by prompt category when the reader picks one, with CSV and JSON exports of
 * what it shows. Models below the minimum number of votes are counted apart.
 *
 * @example
 * ```tsx
 * <ArenaLeaderboardTable task="text-generation" />
 * ```
 */
export function ArenaLeaderboardTable({ task }: { task: string }) {
  const [category, setCategory] = useState("");
  const query = useArenaLeaderboard(task, true, category);
  const board = query.data;
  const id = useId();
  // Kept while a filtered board loads, so the menu does not blink away.
  const [categories, setCategories] = useState<string[]>([]);
  if (board && board.categories.join("\n") !== categories.join("\n"))
    setCategories(board.categories);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Leaderboard</h2>
      <label>
        Prompt category{" "}
        <select value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">All categories</option>
          {[...new Set([...categories, ...(category ? [category] : [])])].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {query.isError ? <p role="alert">{(query.error as Error).message}</p> : null}
      {board && board.entries.length === 0 ? (
        <p>
          No model has {board.minimumVotes} votes yet for {task}
          {category ? ` in the category ${category}` : ""}.
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
      <LeaderboardExports task={task} category={category} />
    </section>
  );
}
