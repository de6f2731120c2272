import {
  LOCAL_APPS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  type LibraryUiElement,
  type ModelData,
} from "@modeldeck/tasks";

/**
 * The library registry and local apps of `@modeldeck/tasks`, looked up by plain string ids as
 * they arrive in URLs and API responses. Kept apart from the task lookups because the registry
 * (with every snippet function) is large and only some screens need it.
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
