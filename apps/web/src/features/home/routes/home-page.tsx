import { SearchCombobox } from "../../../components/ui/search-combobox";
import { formatCount } from "../../../lib/format";
import { navigate, useScrollRestoration } from "../../../lib/router";
import { paths } from "../../../paths";
import { useStats } from "../api/stats";
import { TaskGroups } from "../components/task-groups";

/**
 * The home screen: a search box over tasks, models and libraries (Enter alone searches models), and every task grouped by
 * modality with model counts. Counts are optional: if the stats call fails the tasks still show.
 *
 * @example
 * ```tsx
 * <HomePage />
 * ```
 */
export default function HomePage() {
  const stats = useStats();
  // Back to this page lands where the user was.
  useScrollRestoration(true);
  const counts = stats.status === "ready" ? stats.data.pipelineCounts : undefined;
  return (
    <>
      <h1>Machine-learning tasks and models</h1>
      <p className="muted">
        Browse tasks, copy working code and try models with any inference provider.
        {stats.status === "ready" ? ` ${formatCount(stats.data.total)} models in this hub.` : ""}
      </p>
      <div role="search" className="home-search">
        <SearchCombobox
          label="Search tasks, models and libraries"
          placeholder="e.g. bert, whisper, object detection"
          onChoose={(result) => navigate(result.href)}
          onSubmitText={(text) => navigate(paths.models({ search: text }))}
        />
        <p className="muted">
          Press <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac) anywhere to
          jump to a task, model or library; Enter with no suggestion searches all models.
        </p>
      </div>
      {stats.status === "error" ? (
        <p className="muted">Model counts are unavailable right now ({stats.error.message}).</p>
      ) : null}
      <TaskGroups counts={counts} />
    </>
  );
}
