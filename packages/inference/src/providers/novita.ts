import { openAiBody, openAiCompatible, promptBody } from "./provider-helper.js";

/**
 * Novita: OpenAI-compatible text under `v3/openai`, and video jobs at `v3/hf/{model}` that
 * answer with `{ video: { video_url } }` (the path names the model, so the body does not).
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "novita", model: "deepseek-ai/DeepSeek-V3", messages });
 * ```
 */
export const novita = openAiCompatible(
  "novita",
  "https://api.novita.ai",
  {
    conversational: "v3/openai/chat/completions",
    "text-generation": "v3/openai/completions",
    "text-to-video": "v3/hf",
  },
  {
    path: ({ task, model }) =>
      task === "text-to-video"
        ? `v3/hf/${model}`
        : task === "text-generation"
          ? "v3/openai/completions"
          : "v3/openai/chat/completions",
    body: (context) =>
      context.task === "text-to-video" ? promptBody(context) : openAiBody(context),
    followUpRoutes: [{ method: "GET", path: "v3/async/task-result" }],
  },
);
