import type { ProviderDefinition } from "./provider-helper.js";

/** Tasks whose pipelines are interchangeable on hf-inference, so the route names the task. */
const PIPELINE_ROUTED = new Set(["feature-extraction", "sentence-similarity"]);

/**
 * The Hub's own hosted inference. Every task is served under `models/{model}`; chat has the
 * OpenAI path below it, and two embedding tasks go through `pipeline/{task}/{model}`.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "hf-inference", model: "google/gemma-2b", messages });
 * ```
 */
export const hfInference: ProviderDefinition = {
  id: "hf-inference",
  baseUrl: "https://router.huggingface.co/hf-inference",
  tasks: "all",
  path: ({ task, model }) =>
    task && PIPELINE_ROUTED.has(task)
      ? `pipeline/${task}/${model}`
      : task === "conversational"
        ? `models/${model}/v1/chat/completions`
        : `models/${model}`,
  body: ({ task, args, model }) => (task === "conversational" ? { ...args, model } : args),
};
