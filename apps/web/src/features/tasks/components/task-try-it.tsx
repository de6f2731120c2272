import type { TaskData } from "@modeldeck/tasks";
import { NotServedNote } from "../../../components/ui/not-served-note";
import { Loading } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { Link } from "../../../lib/router";
import { useTryIt } from "../../../lib/try-it-slot";
import { useResource } from "../../../lib/use-resource";
import { paths } from "../../../paths";
import { chooseTryItModel } from "../api/try-it-model";

/**
 * A task page's "Try it" section: the try-it box on a model that a provider serves (see
 * `chooseTryItModel`), with links to the model and to compare it. A task no provider serves in
 * this hub keeps the section and says so, with the libraries that run it locally and the user's
 * own provider key as the ways on, instead of dropping it silently.
 *
 * @example
 * ```tsx
 * <TaskTryIt task={TASKS_DATA["text-classification"]} />
 * ```
 */
export function TaskTryIt({ task }: { task: TaskData }) {
  const api = useApiClient();
  const TryIt = useTryIt();
  const choice = useResource(`try-it-model:${api.hub.hubUrl}:${task.id}`, () =>
    chooseTryItModel(api, task),
  );
  const label = task.label.toLowerCase();
  return (
    <section aria-labelledby="try-heading" className="panel">
      <h2 id="try-heading">Try it</h2>
      {choice.status === "loading" ? (
        <Loading what="a model to try" />
      ) : choice.status === "error" || choice.data.kind === "none" ? (
        <NotServedNote
          title={`No inference provider serves a ${label} model in this hub`}
          libraries={task.libraries}
        >
          <p>
            None of this hub&apos;s {label} models is listed by a provider, so there is nothing to
            send from here. <Link href={paths.models({ task: task.id })}>Browse the models</Link> to
            read about them.
          </p>
        </NotServedNote>
      ) : (
        <>
          <p>
            With <Link href={paths.model(choice.data.id)}>{choice.data.id}</Link> ·{" "}
            <Link href={paths.compare({ task: task.id, add: choice.data.id })}>Add to compare</Link>
          </p>
          {/* eslint-disable-next-line react-hooks/static-components -- the app's try-it component from context, the same one on every render */}
          <TryIt
            modelId={choice.data.id}
            task={task.id}
            // The page's example fits its widget model; another model starts from the same.
            widgetInput={task.widgetInput}
          />
        </>
      )}
    </section>
  );
}
