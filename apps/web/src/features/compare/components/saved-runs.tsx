import type { ApiRunSummary } from "@modeldeck/hub";
import { useCallback, useEffect, useState } from "react";
import { useApiClient } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format";
import { pipelineName } from "../../../lib/catalogue";
import { Link } from "../../../lib/router";
import { paths } from "../../../paths";
import { claimOlderRuns, deleteRun, runsPage } from "../../../lib/run/compare-api";

/** How many saved runs one page lists. */
const PAGE_SIZE = 20;

/**
 * The runs this browser saved (its owner key), newest first, a page at a time ("Show more"
 * follows the server's `Link` header), each opening on the compare screen and each deletable.
 * Nobody else's runs are listed: other browsers see theirs. Runs saved here before runs had
 * owners are claimed first, with the delete keys this browser kept for them. `version` changes
 * reload the list.
 *
 * @example
 * ```tsx
 * <SavedRuns version={savedCount} />
 * ```
 */
export function SavedRuns({ version }: { version: number }) {
  const api = useApiClient();
  const [runs, setRuns] = useState<ApiRunSummary[] | undefined>();
  const [nextUrl, setNextUrl] = useState<string | undefined>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const load = useCallback(async () => {
    try {
      await claimOlderRuns(api);
      const page = await runsPage(api, { limit: PAGE_SIZE });
      setRuns(page.runs);
      setNextUrl(page.nextUrl);
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }, [api]);

  // The next page is the one the server's `Link` header names, so runs saved meanwhile neither
  // repeat nor hide older ones; an id already shown is not listed twice.
  const more = async () => {
    if (!nextUrl || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await runsPage(api, { pageUrl: nextUrl });
      setRuns((current) => {
        const shown = new Set((current ?? []).map((run) => run.id));
        return [...(current ?? []), ...page.runs.filter((run) => !shown.has(run.id))];
      });
      setNextUrl(page.nextUrl);
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list is fetched from the server; its state is set when the answer arrives
    void load();
  }, [load, version]);

  const remove = async (run: ApiRunSummary) => {
    try {
      await deleteRun(api, run.id);
      setRuns((current) => current?.filter((item) => item.id !== run.id));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section aria-labelledby="saved-runs-heading" className="panel">
      <h2 id="saved-runs-heading">Your saved runs</h2>
      <p className="muted">
        Listed here for this browser only. A run opens for anyone with its link; it is in the public
        list only if you chose that when saving it.
      </p>
      {problem ? (
        <p role="alert" className="muted">
          {problem}
        </p>
      ) : null}
      {runs === undefined && !problem ? <p className="muted">Loading saved runs…</p> : null}
      {runs?.length === 0 ? (
        <p className="muted">You have not saved a run in this browser yet.</p>
      ) : null}
      {runs && runs.length > 0 ? (
        <ul className="saved-runs" aria-label="Your saved runs">
          {runs.map((run) => {
            const title = run.title || run.models.join(" vs ");
            return (
              <li key={run.id}>
                <Link href={paths.compare({ run: run.id })}>{title}</Link>{" "}
                <span className="muted">
                  {pipelineName(run.task) || run.task} ·{" "}
                  {run.kind === "try" ? "single run" : "comparison"} · {formatDate(run.createdAt)} ·{" "}
                  {run.listed ? "public" : "private"}
                </span>
                <button
                  type="button"
                  onClick={() => void remove(run)}
                  aria-label={`Delete ${title}`}
                >
                  Delete
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {runs && nextUrl ? (
        <button type="button" onClick={() => void more()} disabled={loadingMore}>
          {loadingMore ? "Loading…" : "Show more"}
        </button>
      ) : null}
    </section>
  );
}
