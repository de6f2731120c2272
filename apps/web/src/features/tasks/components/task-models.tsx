import { listModelsPage, type ApiModelListEntry } from "@modeldeck/hub";
import type { PipelineType } from "@modeldeck/tasks";
import { EmptyState } from "../../../components/ui/empty-state";
import { Skeleton } from "../../../components/ui/skeleton";
import { ErrorMessage } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { formatCount } from "../../../lib/format";
import { Link } from "../../../lib/router";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";

/** How many of the task's most downloaded models the page lists. */
const SHOWN = 6;

function figures(model: ApiModelListEntry): string {
  // The list API answers 0 for a figure the hub does not know; a zero is left out, not claimed.
  return [
    model.downloads ? `${formatCount(model.downloads)} downloads` : "",
    model.likes ? `${formatCount(model.likes)} likes` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The task's most downloaded models in this hub, each linking to its page, and a link to the
 * model browser filtered by the task. Says so, with what to try, when the hub holds none.
 *
 * @example
 * ```tsx
 * <TaskModels taskId="text-classification" label="Text Classification" />
 * ```
 */
export function TaskModels({ taskId, label }: { taskId: string; label: string }) {
  const api = useApiClient();
  const models = useResource(`task-models:${api.hub.hubUrl}:${taskId}`, async () =>
    listModelsPage(
      { pipelineTag: taskId as PipelineType, sort: "downloads", direction: -1, pageSize: SHOWN },
      api.hub,
    ),
  );
  const browse = paths.models({ task: taskId });
  return (
    <section aria-labelledby="task-models-heading" className="task-deferred">
      <h2 id="task-models-heading">Models in this hub</h2>
      {models.status === "loading" ? (
        <Skeleton variant="cards" count={SHOWN} label="models" />
      ) : models.status === "error" ? (
        <ErrorMessage title="Could not load the models" message={models.error.message} />
      ) : models.data.models.length === 0 ? (
        <EmptyState title={`No ${label.toLowerCase()} models in this hub yet`} headingLevel={3}>
          <p>
            Look at the suggested models below, or have an operator add some with{" "}
            <code>modeldeck sync</code>.
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="card-grid" aria-label={`Most downloaded ${label.toLowerCase()} models`}>
            {models.data.models.map((model) => (
              <li key={model.id} className="card">
                <Link href={paths.model(model.id)} className="stretched-link">
                  {model.id}
                </Link>
                <div className="muted">{figures(model)}</div>
              </li>
            ))}
          </ul>
          <p>
            <Link href={browse}>
              {models.data.nextUrl ? "See all" : "Browse"} {label.toLowerCase()} models
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
