import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";

/**
 * Public AI: OpenAI-compatible chat completions.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "publicai", model: "swiss-ai/Apertus-8B-Instruct-2509", messages });
 * ```
 */
export const publicai = openAiCompatible("publicai", "https://api.publicai.co", {
  conversational: CHAT_PATH,
});
