import {
  LOCAL_APPS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  TASKS_DATA,
  type LibraryUiElement,
  type ModelData,
  type TaskData,
} from "@modeldeck/tasks";

/**
 * Typed lookups into the `@modeldeck/tasks` catalogue by plain string ids, as they arrive in
 * URLs and API responses.
 *
 * @example
 * ```ts
 * libraryById("transformers")?.prettyLabel; // "Transformers"
 * ```
 */
export function libraryById(id: string): LibraryUiElement | undefined {
  return (MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement | undefined>)[id];
}

/**
 * Every library in the catalogue as `[id, element]` pairs, sorted by display name.
 *
 * @example
 * ```ts
 * allLibraries()[0]; // ["adapter-transformers", { prettyLabel: "Adapters", … }]
 * ```
 */
export function allLibraries(): [string, LibraryUiElement][] {
  return Object.entries(MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>).sort(
    ([, left], [, right]) => left.prettyLabel.localeCompare(right.prettyLabel),
  );
}

/**
 * The task page data for a pipeline id, if the catalogue has one.
 *
 * @example
 * ```ts
 * taskById("summarization")?.canonicalId; // "text-generation"
 * ```
 */
export function taskById(id: string): TaskData | undefined {
  return (TASKS_DATA as Record<string, TaskData | undefined>)[id];
}

/**
 * A pipeline's display name, falling back to the id.
 *
 * @example
 * ```ts
 * pipelineName("fill-mask"); // "Fill-Mask"
 * ```
 */
export function pipelineName(id: string | undefined): string {
  if (!id) return "";
  return (PIPELINE_DATA as Record<string, { name: string } | undefined>)[id]?.name ?? id;
}

/**
 * True when the catalogue knows `id` as a pipeline type (with or without a task page).
 *
 * @example
 * ```ts
 * isPipeline("graph-ml"); // true
 * ```
 */
export function isPipeline(id: string): boolean {
  return Object.hasOwn(PIPELINE_DATA, id);
}

/** A local app as this web app uses it; the catalogue's entries are read through this shape. */
export interface LocalAppView {
  id: string;
  prettyLabel: string;
  docsUrl?: string;
  /** Deep link that opens the model in the app, when the app has one. */
  deeplink?: (model: ModelData, filepath?: string) => URL | string;
  /** Commands (setup + run) to paste in a terminal. */
  snippet?: (model: ModelData, filepath?: string) => unknown;
  displayOnModelPage?: (model: ModelData) => boolean;
}

/**
 * Local apps whose `displayOnModelPage` accepts the model.
 *
 * @example
 * ```ts
 * localAppsFor(ggufModel).map((app) => app.prettyLabel); // ["llama.cpp", "Ollama", …]
 * ```
 */
export function localAppsFor(model: ModelData): LocalAppView[] {
  return Object.entries(LOCAL_APPS as Record<string, Omit<LocalAppView, "id">>)
    .map(([id, app]) => ({ ...app, id }))
    .filter((app) => {
      try {
        return app.displayOnModelPage ? app.displayOnModelPage(model) : false;
      } catch {
        return false;
      }
    });
}
