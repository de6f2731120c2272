import { CHAT_PATH, COMPLETIONS_PATH, openAiCompatible } from "./provider-helper.js";

/**
 * OVHcloud AI Endpoints: OpenAI-compatible chat and completions.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "ovhcloud", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const ovhcloud = openAiCompatible(
  "ovhcloud",
  "https://oai.endpoints.kepler.ai.cloud.ovh.net",
  { conversational: CHAT_PATH, "text-generation": COMPLETIONS_PATH },
);
