import { openAiCompatible } from "./provider-helper.js";

/**
 * Fireworks AI: OpenAI-compatible chat and completions under `inference/`.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "fireworks-ai", model: "deepseek-ai/DeepSeek-R1", messages });
 * ```
 */
export const fireworksAi = openAiCompatible("fireworks-ai", "https://api.fireworks.ai", {
  conversational: "inference/v1/chat/completions",
  "text-generation": "inference/v1/completions",
});
