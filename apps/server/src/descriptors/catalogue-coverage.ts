import { MODEL_LIBRARIES_UI_ELEMENTS, PIPELINE_DATA, TASKS_DATA } from "@modeldeck/tasks";

/**
 * What the database already holds, as far as catalogue coverage is concerned: the model ids,
 * pipeline tags and libraries present. `coverageDescriptors` adds models only for what is missing.
 *
 * @example
 * ```ts
 * const stored: StoredCoverage = { ids: new Set(["openai-community/gpt2"]), pipelines: new Set(["text-generation"]), libraries: new Set(["transformers"]) };
 * const missing = coverageDescriptors(stored);
 * ```
 */
export interface StoredCoverage {
  ids: ReadonlySet<string>;
  pipelines: ReadonlySet<string>;
  libraries: ReadonlySet<string>;
}

/**
 * Minimal descriptors for whatever the catalogue names but the database lacks: models a task
 * suggests, and an example for every listed pipeline and filterable library without models.
 * The shipped seed normally covers all of it; this keeps the promise when the catalogue grows
 * after the seed file was generated.
 *
 * @example
 * ```ts
 * coverageDescriptors({ ids: new Set(), pipelines: new Set(), libraries: new Set() }).length; // > 0
 * ```
 */
export function coverageDescriptors(stored: StoredCoverage): Record<string, unknown>[] {
  const descriptors = new Map<string, Record<string, unknown>>();
  for (const task of Object.values(TASKS_DATA)) {
    const suggested = [...task.widgetModels, ...task.models.map((model) => model.id)];
    for (const id of suggested) {
      if (id !== "" && !stored.ids.has(id) && !descriptors.has(id)) {
        descriptors.set(id, { id, pipeline_tag: task.id, tags: [task.id] });
      }
    }
  }
  for (const [pipeline, data] of Object.entries(PIPELINE_DATA)) {
    const hidden = "hideInModels" in data && data.hideInModels;
    if (hidden || stored.pipelines.has(pipeline)) continue;
    const id = `modeldeck-examples/${pipeline}-example`;
    descriptors.set(id, { id, pipeline_tag: pipeline, tags: [pipeline] });
  }
  const libraries = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, { filter?: boolean }>;
  for (const [library, element] of Object.entries(libraries)) {
    if (!element.filter || stored.libraries.has(library)) continue;
    const id = `modeldeck-examples/${library.replace(/[^\w.-]/g, "-")}-library-example`;
    descriptors.set(id, { id, library_name: library, tags: [library] });
  }
  return [...descriptors.values()];
}
