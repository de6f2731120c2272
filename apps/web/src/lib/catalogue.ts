import { PIPELINE_DATA, loadTaskData, type TaskData } from "@modeldeck/tasks";

// Typed lookups into the task catalogue by plain string ids, as they arrive in URLs.

/**
 * Loads the task page data for a pipeline id, if the catalogue has one. Only that task's file
 * is downloaded, never the whole catalogue.
 *
 * @example
 * ```ts
 * (await loadTask("summarization"))?.canonicalId; // "text-generation"
 * ```
 */
export function loadTask(id: string): Promise<TaskData | undefined> {
  return loadTaskData(id);
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

/**
 * The pipeline the Hub groups a subtask under (for example `text2text-generation` under
 * `text-generation`), or `undefined` when `id` is a pipeline itself or unknown. Models still carry
 * such subtask ids as their `pipeline_tag`, and links from them should reach a real task page.
 *
 * @example
 * ```ts
 * groupingPipeline("text2text-generation"); // "text-generation"
 * ```
 */
export function groupingPipeline(id: string): string | undefined {
  if (isPipeline(id)) return undefined;
  const pipelines = PIPELINE_DATA as Record<string, { subtasks?: readonly { type: string }[] }>;
  return Object.keys(pipelines).find((pipeline) =>
    pipelines[pipeline]?.subtasks?.some((subtask) => subtask.type === id),
  );
}

/**
 * A subtask's display name from the pipeline that groups it, falling back to the id.
 *
 * @example
 * ```ts
 * subtaskName("text2text-generation"); // "Text2Text Generation"
 * ```
 */
export function subtaskName(id: string): string {
  const pipelines = PIPELINE_DATA as Record<
    string,
    { subtasks?: readonly { type: string; name: string }[] }
  >;
  for (const pipeline of Object.values(pipelines)) {
    const found = pipeline.subtasks?.find((subtask) => subtask.type === id);
    if (found) return found.name;
  }
  return id;
}
