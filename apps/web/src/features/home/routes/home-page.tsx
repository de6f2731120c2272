import { EmptyState } from "../../../components/ui/empty-state";
import { SearchCombobox } from "../../../components/ui/search-combobox";
import { ErrorMessage } from "../../../components/ui/status";
import { formatCount } from "../../../lib/format";
import { Link, navigate, useScrollRestoration } from "../../../lib/router";
import { paths } from "../../../paths";
import { useStats } from "../api/stats";
import { TaskGroups } from "../components/task-groups";

/**
 * The home screen: a search box over tasks, models and libraries (Enter alone searches models), and every task grouped by
 * modality with its icon and model count. Counts are optional: while they load each tile shows a
 * placeholder, and if the stats call fails the tasks still show, with the error and a retry.
 *
 * @example
 * ```tsx
 * <HomePage />
 * ```
 */
export default function HomePage() {
  const { stats, retry } = useStats();
  // Back to this page lands where the user was.
  useScrollRestoration(true);
  const counts = stats.status === "ready" ? stats.data.pipelineCounts : undefined;
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Machine-learning tasks and models</h1>
        <p className="lead muted">
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
          <p className="muted small">
            Press <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac) anywhere to
            jump to a task, model or library; Enter with no suggestion searches all models.
          </p>
        </div>
      </section>
      {stats.status === "error" ? (
        <ErrorMessage
          title="Model counts are unavailable right now"
          message={`The tasks below still work. (${stats.error.message})`}
          onRetry={retry}
        />
      ) : null}
      {stats.status === "ready" && stats.data.total === 0 ? (
        <EmptyState title="This hub has no models yet">
          <p>
            The tasks below still explain what each kind of model does. To list models here, run{" "}
            <code>modeldeck sync</code> on the server (see the README), or point ModelDeck at
            another hub in <Link href={paths.settings()}>Settings</Link>.
          </p>
        </EmptyState>
      ) : null}
      <TaskGroups counts={counts} loading={stats.status === "loading"} />
    </>
  );
}
