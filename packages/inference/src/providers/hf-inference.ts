import type { ProviderDefinition } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

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
  routerOnly: true,
  path: ({ task, model }) =>
    task && PIPELINE_ROUTED.has(task)
      ? `pipeline/${task}/${model}`
      : task === "conversational"
        ? `models/${model}/v1/chat/completions`
        : `models/${model}`,
  body: ({ task, args, model }) => (task === "conversational" ? { ...args, model } : args),
};

/**
 * hf-inference's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://router.huggingface.co/hf-inference/models/HuggingFaceTB/SmolLM3-3B/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "HuggingFaceTB/SmolLM3-3B",
      args: CHAT_ARGS,
      exchanges: [
        {
          request:
            "POST https://router.huggingface.co/hf-inference/models/HuggingFaceTB/SmolLM3-3B/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "HuggingFaceTB/SmolLM3-3B" },
        },
      ],
    },
  ],
};
