import type { LibraryUiElement } from "./library-ui-element.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "./libraries/index.js";
import type { PipelineType } from "./pipelines.js";
import type { TaskData } from "./tasks/task-data.js";
import { TASKS_DATA } from "./tasks/index.js";

/** Both directions of the library ↔ task relation. */
export interface LibraryTaskRelation {
  tasksForLibrary: (libraryId: string) => PipelineType[];
  librariesForTask: (taskId: PipelineType) => string[];
}

function addTo<Key, Value>(map: Map<Key, Set<Value>>, key: Key, value: Value): void {
  const values = map.get(key) ?? new Set<Value>();
  values.add(value);
  map.set(key, values);
}

function sorted<Value extends string>(values: Set<Value> | undefined): Value[] {
  return [...(values ?? [])].sort();
}

/**
 * Builds the relation from two catalogues. Task pages list the libraries that run them and
 * library entries list their pipelines; the two are maintained separately, so the relation
 * is their union.
 *
 * @example
 * ```ts
 * const relation = libraryTaskRelation(TASKS_DATA, MODEL_LIBRARIES_UI_ELEMENTS);
 * relation.tasksForLibrary("timm"); // ["image-classification", "image-feature-extraction"]
 * ```
 */
export function libraryTaskRelation(
  tasks: Partial<Record<string, TaskData>>,
  libraries: Record<string, LibraryUiElement>,
): LibraryTaskRelation {
  const tasksByLibrary = new Map<string, Set<PipelineType>>();
  const librariesByTask = new Map<PipelineType, Set<string>>();
  const link = (libraryId: string, taskId: PipelineType) => {
    addTo(tasksByLibrary, libraryId, taskId);
    addTo(librariesByTask, taskId, libraryId);
  };
  for (const task of Object.values(tasks)) {
    if (!task) continue;
    for (const libraryId of task.libraries) link(libraryId, task.id);
  }
  for (const [libraryId, library] of Object.entries(libraries)) {
    for (const taskId of library.pipelines ?? []) link(libraryId, taskId);
  }
  return {
    tasksForLibrary: (libraryId) => sorted(tasksByLibrary.get(libraryId)),
    librariesForTask: (taskId) => sorted(librariesByTask.get(taskId)),
  };
}

// Built on first use, so importing the package costs nothing for code that never asks.
let catalogueRelation: LibraryTaskRelation | undefined;

function relation(): LibraryTaskRelation {
  catalogueRelation ??= libraryTaskRelation(
    TASKS_DATA as Partial<Record<string, TaskData>>,
    MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>,
  );
  return catalogueRelation;
}

/**
 * The tasks a library can run, from the task pages that list it and from its own `pipelines`,
 * deduplicated and sorted. Unknown libraries have none.
 *
 * @example
 * ```ts
 * tasksForLibrary("sentence-transformers"); // ["feature-extraction", "sentence-similarity", …]
 * ```
 */
export function tasksForLibrary(libraryId: string): PipelineType[] {
  return relation().tasksForLibrary(libraryId);
}

/**
 * The libraries that run a task ("libraries that run this task" on a task page), from the
 * task's own list and from every library's `pipelines`, deduplicated and sorted.
 *
 * @example
 * ```ts
 * librariesForTask("text-to-image"); // ["diffusers", …]
 * ```
 */
export function librariesForTask(taskId: PipelineType): string[] {
  return relation().librariesForTask(taskId);
}
