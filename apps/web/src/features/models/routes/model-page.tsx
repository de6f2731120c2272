import type { ApiModelStatus } from "@modeldeck/hub";
import type { InferenceProviderMappingEntry, ModelData, WidgetInput } from "@modeldeck/tasks";
import { lazy, Suspense } from "react";
import { loadTask } from "../../../lib/catalogue";
import { ErrorMessage, Loading, ResourceView } from "../../../components/ui/status";
import { Tabs } from "../../../components/ui/tabs";
import { useApiClient } from "../../../lib/api-client";
import { getProviderMapping } from "../../../lib/provider-mapping";
import { navigate, useLocation } from "../../../lib/router";
import { useTryIt } from "../../../lib/try-it-slot";
import { useResource, type Resource } from "../../../lib/use-resource";
import { getModel, getModelStatus, getReadme } from "../api/models-api";
import { ApiSnippets } from "../components/api-snippets";
import { ModelArenaRank } from "../components/model-arena-rank";
import { ModelFiles } from "../components/model-files";
import { ModelHeader } from "../components/model-header";
import { ModelProviderScoreboard } from "../components/model-provider-scoreboard";
import { ModelTree } from "../components/model-tree";
import { NoStoredCard } from "./model-page-no-card";
import { isModelNotFound, ModelNotFound } from "./model-not-found";
import { PartNote, UpstreamNotes } from "./model-page-status";

/** The model card's own widget example when it has text, else the task's example. */
function startingInput(
  model: ModelData,
  fallback: WidgetInput | undefined,
): WidgetInput | undefined {
  const example = model.widgetData?.[0] ?? model.cardData?.widget?.[0];
  if (typeof example?.text === "string" && (!fallback || fallback.kind === "text")) {
    return { kind: "text", text: example.text };
  }
  return fallback;
}

// "Use this model" needs the whole library registry (every library's snippets), the app's largest
// chunk: it loads when that tab is opened, not with every model page.
const UseThisModel = lazy(() =>
  import("../components/use-this-model").then((module) => ({ default: module.UseThisModel })),
);

// The card's markdown renderer and sanitizer are a large chunk too; the header (the page's largest
// text on a phone) paints without waiting for them.
const ModelCard = lazy(() =>
  import("../components/model-card").then((module) => ({ default: module.ModelCard })),
);

const TAB_IDS = ["card", "files", "use", "api", "try"] as const;

/**
 * A model page, at the model's Hub path: header, tabs (card, files, use, API, try it) and the
 * model tree beside them. The selected tab is in the URL (`?tab=api`) so links open the right tab. Provider data loads separately: a failure there never hides the card.
 *
 * @example
 * ```tsx
 * <ModelPage modelId="distilbert/distilbert-base-uncased-finetuned-sst-2-english" />
 * ```
 */
export default function ModelPage({ modelId }: { modelId: string }) {
  const api = useApiClient();
  // The three requests start together, so the card does not wait for the header's data.
  const model = useResource(`model:${modelId}`, () => getModel(api, modelId));
  const readme = useResource(`readme:${modelId}`, () => getReadme(api, modelId));
  const providers = useResource(`providers:${modelId}`, () => getProviderMapping(api, modelId));
  // When each part was read and from where; its absence (an older server) changes nothing else.
  const status = useResource(`model-status:${modelId}`, () => getModelStatus(api, modelId));
  if (model.status === "error" && isModelNotFound(model.error)) {
    return <ModelNotFound modelId={modelId} />;
  }
  return (
    <ResourceView resource={model} what={`the model ${modelId}`}>
      {(data) => (
        <ModelDetails
          model={data}
          readme={readme}
          providers={providers}
          status={status.status === "ready" ? status.data : null}
        />
      )}
    </ResourceView>
  );
}

/** The model card tab: the stored card with where it came from, or why there is none. */
function CardTab({
  model,
  readme,
  status,
}: {
  model: ModelData;
  readme: Resource<string>;
  status: ApiModelStatus | null;
}) {
  return (
    <ResourceView resource={readme} what="the model card">
      {(markdown) =>
        markdown.trim() ? (
          <>
            <PartNote part="card" status={status} modelId={model.id} />
            <Suspense fallback={<Loading what="the model card" />}>
              <ModelCard markdown={markdown} />
            </Suspense>
          </>
        ) : (
          <NoStoredCard model={model} status={status} />
        )
      }
    </ResourceView>
  );
}

/** The files tab, with a note on when the list was read unless a snapshot holds every size. */
function FilesTab({ model, status }: { model: ModelData; status: ApiModelStatus | null }) {
  // Sizes a snapshot already holds need no "never read"; a read says when it was.
  const noted =
    Boolean(status?.filesReadAt) || (model.siblings ?? []).some((file) => file.size === undefined);
  return (
    <ModelFiles
      model={model}
      note={noted ? <PartNote part="files" status={status} modelId={model.id} /> : null}
    />
  );
}

function ModelDetails({
  model,
  readme,
  providers,
  status,
}: {
  model: ModelData;
  readme: Resource<string>;
  providers: Resource<InferenceProviderMappingEntry[]>;
  status: ApiModelStatus | null;
}) {
  const { pathname, search } = useLocation();
  const TryIt = useTryIt();
  const requested = new URLSearchParams(search).get("tab") ?? "card";
  const tab = (TAB_IDS as readonly string[]).includes(requested) ? requested : "card";
  // Only this model's task is downloaded, for its example input in "Try it", and only once that
  // tab is open: the other tabs never show it.
  const task = useResource(
    tab === "try" && model.pipeline_tag ? `task:${model.pipeline_tag}` : undefined,
    () => loadTask(model.pipeline_tag ?? ""),
  );
  const taskInput = task.status === "ready" ? task.data?.widgetInput : undefined;
  const providerList = providers.status === "ready" ? providers.data : [];
  const items = [
    {
      id: "card",
      label: "Model card",
      content: <CardTab model={model} readme={readme} status={status} />,
    },
    {
      id: "files",
      label: "Files",
      content: <FilesTab model={model} status={status} />,
    },
    {
      id: "use",
      label: "Use this model",
      content: (
        <Suspense fallback={<Loading what="the snippets" />}>
          <UseThisModel model={model} />
        </Suspense>
      ),
    },
    {
      id: "api",
      label: "API",
      content:
        providers.status === "loading" ? (
          <Loading what="providers" />
        ) : (
          <ApiSnippets model={model} providers={providerList} />
        ),
    },
    {
      id: "try",
      label: "Try it",
      content: model.pipeline_tag ? (
        providers.status === "loading" ? (
          <Loading what="providers" />
        ) : task.status === "loading" ? (
          <Loading what="the task" />
        ) : (
          // eslint-disable-next-line react-hooks/static-components -- the app's try-it component from context, the same one on every render
          <TryIt
            modelId={model.id}
            task={model.pipeline_tag}
            widgetInput={startingInput(model, taskInput)}
            providers={providerList}
            conversational={model.tags.includes("conversational")}
          />
        )
      ) : (
        <p>This model has no task tag, so there is nothing to try here.</p>
      ),
    },
  ];
  return (
    <article>
      <ModelHeader model={model} />
      <UpstreamNotes status={status} />
      <ModelArenaRank modelId={model.id} task={model.pipeline_tag} />
      <ModelProviderScoreboard modelId={model.id} />
      {providers.status === "error" ? (
        <ErrorMessage title="Providers unavailable" message={providers.error.message} />
      ) : null}
      <div className="model-page-layout">
        <Tabs
          label="Model sections"
          items={items}
          selected={tab}
          onSelect={(id) =>
            navigate(`${pathname}${id === "card" ? "" : `?tab=${id}`}`, { replace: true })
          }
        />
        <ModelTree model={model} />
      </div>
    </article>
  );
}
