import { listModelsPage, providerMappingList } from "@modeldeck/hub";
import type { PipelineType, TaskData } from "@modeldeck/tasks";
import type { ApiClient } from "../../../lib/api-client";

/** How many of the task's served models are read to choose from (most downloaded first). */
const CANDIDATES = 100;

/** The model a task page's try-it box runs, or why there is none. */
export type TryItModel =
  | { kind: "served"; id: string }
  | { kind: "none" }
  /** The hub could not be asked: the page's own widget model, left to the box to check. */
  | { kind: "unchecked"; id: string };

/**
 * Chooses the model a task page offers to try: one that a provider serves live according to the
 * hub's mapping (`GET /api/models?pipeline_tag={task}&inference_provider=all`), preferring the
 * page's widget model, then its suggested models in their order, then the most downloaded. On a
 * page whose example is a chat, a model some provider serves as a chat model comes first. A
 * task no provider serves in this hub gets `none`, so the page can say so instead of offering a
 * model nobody runs.
 *
 * @example
 * ```ts
 * await chooseTryItModel(api, TASKS_DATA["text-generation"]); // { kind: "served", id: "meta-llama/Llama-3.1-8B-Instruct" }
 * ```
 */
export async function chooseTryItModel(api: ApiClient, task: TaskData): Promise<TryItModel> {
  let served: { id: string; chat: boolean }[];
  try {
    const page = await listModelsPage<{ id: string; inferenceProviderMapping?: unknown }>(
      {
        pipelineTag: task.id as PipelineType,
        inferenceProvider: "all",
        sort: "downloads",
        direction: -1,
        pageSize: CANDIDATES,
        expand: ["inferenceProviderMapping"],
      },
      api.hub,
    );
    served = page.models.map((model) => ({
      id: model.id,
      chat: providerMappingList(model.inferenceProviderMapping).some(
        (entry) => entry.status === "live" && entry.task === "conversational",
      ),
    }));
  } catch {
    const widget = task.widgetModels[0];
    return widget ? { kind: "unchecked", id: widget } : { kind: "none" };
  }
  const fitting = task.widgetInput?.kind === "chat" ? served.filter((model) => model.chat) : [];
  const candidates = (fitting.length > 0 ? fitting : served).map((model) => model.id);
  const preferred = [...task.widgetModels, ...task.models.map((model) => model.id)];
  const id = preferred.find((candidate) => candidates.includes(candidate)) ?? candidates[0];
  return id === undefined ? { kind: "none" } : { kind: "served", id };
}
