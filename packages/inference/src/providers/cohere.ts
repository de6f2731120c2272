import { openAiCompatible } from "./provider-helper.js";

/**
 * Cohere: chat through its OpenAI compatibility layer.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "cohere", model: "CohereForAI/c4ai-command-r7b-12-2024", messages });
 * ```
 */
export const cohere = openAiCompatible("cohere", "https://api.cohere.com", {
  conversational: "compatibility/v1/chat/completions",
});
