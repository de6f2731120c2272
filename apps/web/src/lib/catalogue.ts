import { PIPELINE_DATA, TASKS_DATA, type TaskData } from "@modeldeck/tasks";

// Typed lookups into the task catalogue by plain string ids, as they arrive in URLs.

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
