import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";

/**
 * Cerebras: OpenAI-compatible chat completions.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "cerebras", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const cerebras = openAiCompatible("cerebras", "https://api.cerebras.ai", {
  conversational: CHAT_PATH,
});
