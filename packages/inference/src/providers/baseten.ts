import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";

/**
 * Baseten: OpenAI-compatible chat completions.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "baseten", model: "deepseek-ai/DeepSeek-V3-0324", messages });
 * ```
 */
export const baseten = openAiCompatible("baseten", "https://inference.baseten.co", {
  conversational: CHAT_PATH,
});
