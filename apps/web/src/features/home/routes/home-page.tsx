import { useState } from "react";
import { useApiClient } from "../../../lib/api-client";
import { formatCount } from "../../../lib/format";
import { navigate } from "../../../lib/router";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";
import { loadStats } from "../api/stats";
import { TaskGroups } from "../components/task-groups";

/**
 * The home screen: a search box that goes to the model browser, and every task grouped by
 * modality with model counts. Counts are optional: if the stats call fails the tasks still show.
 *
 * @example
 * ```tsx
 * <HomePage />
 * ```
 */
export default function HomePage() {
  const api = useApiClient();
  const stats = useResource("stats", () => loadStats(api));
  const [query, setQuery] = useState("");
  const counts = stats.status === "ready" ? stats.data.pipelineCounts : undefined;
  return (
    <>
      <h1>Machine-learning tasks and models</h1>
      <p className="muted">
        Browse tasks, copy working code and try models with any inference provider.
        {stats.status === "ready" ? ` ${formatCount(stats.data.total)} models in this hub.` : ""}
      </p>
      <form
        role="search"
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(paths.models({ search: query.trim() }));
        }}
      >
        <div>
          <label htmlFor="home-search">Search models</label>
          <input
            id="home-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. bert, whisper, llama"
          />
        </div>
        <button type="submit" className="primary">
          Search
        </button>
        <p className="muted">
          Press <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac) to jump to any
          task, model or library.
        </p>
      </form>
      {stats.status === "error" ? (
        <p className="muted">Model counts are unavailable right now ({stats.error.message}).</p>
      ) : null}
      <TaskGroups counts={counts} />
    </>
  );
}
