import { CHAT_PATH, COMPLETIONS_PATH, openAiCompatible } from "./provider-helper.js";

/**
 * Featherless AI: OpenAI-compatible chat and completions.
 *
 * @example
 * ```ts
 * await textGeneration({ provider: "featherless-ai", model: "mistralai/Magistral-Small-2506", inputs: "Hi" });
 * ```
 */
export const featherlessAi = openAiCompatible("featherless-ai", "https://api.featherless.ai", {
  conversational: CHAT_PATH,
  "text-generation": COMPLETIONS_PATH,
});
