import { listModelsPage } from "@modeldeck/hub";
import type { PipelineType } from "@modeldeck/tasks";
import { NotServedNote } from "../ui/not-served-note";
import { useApiClient } from "../../lib/api-client";
import { loadTask, pipelineName } from "../../lib/catalogue";
import { Link } from "../../lib/router";
import { useResource } from "../../lib/use-resource";
import { paths } from "../../paths";
import type { ModelProviders } from "../../lib/run/model-providers";

/** How many served models of the same task the note names. */
const ALTERNATIVES = 3;

/**
 * The try-it box's answer when nothing can be sent for `modelId`: the hub does not know the id,
 * or its provider mapping lists no provider, or the mapping could not be read. It names up to
 * three models of the same task that a provider does serve (from this hub), the task's
 * libraries, and the user's own provider key.
 *
 * @example
 * ```tsx
 * <NoProviderNote modelId="acme/unserved" task="text-classification" providers={{ kind: "mapped", entries: [] }} />
 * ```
 */
export function NoProviderNote({
  modelId,
  task,
  providers,
}: {
  modelId: string;
  task: PipelineType;
  providers: ModelProviders;
}) {
  const api = useApiClient();
  const served = useResource(`served-models:${api.hub.hubUrl}:${task}`, async () =>
    (
      await listModelsPage(
        {
          pipelineTag: task,
          inferenceProvider: "all",
          sort: "downloads",
          direction: -1,
          pageSize: ALTERNATIVES + 1,
        },
        api.hub,
      )
    ).models.map((model) => model.id),
  );
  const details = useResource(`task:${task}`, () => loadTask(task));
  const alternatives =
    served.status === "ready"
      ? served.data
          .filter((id) => id !== modelId)
          .slice(0, ALTERNATIVES)
          .map((id) => ({ id, href: `${paths.model(id)}?tab=try` }))
      : [];
  const libraries = details.status === "ready" ? (details.data?.libraries ?? []) : [];
  const browseServed =
    served.status === "ready" && served.data.length > 0
      ? paths.models({ task, provider: "all" })
      : undefined;
  const common = { alternatives, browseServed, libraries };
  if (providers.kind === "unknown") {
    return (
      <NotServedNote title={`This hub does not know ${modelId}`} {...common}>
        <p>
          No model has this id here, so nothing is sent. Check its spelling, or{" "}
          <Link href={paths.models({ search: modelId })}>search the models</Link>.
        </p>
      </NotServedNote>
    );
  }
  if (providers.kind === "failed") {
    return (
      <NotServedNote title={`Could not find out who serves ${modelId}`} {...common}>
        <p>The hub did not answer ({providers.message}), so nothing is sent.</p>
      </NotServedNote>
    );
  }
  return (
    <NotServedNote title={`No inference provider serves ${modelId}`} {...common}>
      <p>
        The hub&apos;s provider mapping lists no provider running it for{" "}
        {pipelineName(task) || task}, so there is nothing to send from here.
      </p>
    </NotServedNote>
  );
}

/**
 * What the box says for a task the inference client cannot run at all: that plainly, the
 * libraries that run it locally and the user's own provider key.
 *
 * @example
 * ```tsx
 * <TaskNotServedNote task="reinforcement-learning" />
 * ```
 */
export function TaskNotServedNote({ task }: { task: PipelineType }) {
  const details = useResource(`task:${task}`, () => loadTask(task));
  const libraries = details.status === "ready" ? (details.data?.libraries ?? []) : [];
  return (
    <NotServedNote
      title={`No inference provider serves ${pipelineName(task) || task} models`}
      libraries={libraries}
    >
      <p>There is nothing to send from here for this task.</p>
    </NotServedNote>
  );
}
