import { openAiCompatible } from "./provider-helper.js";

/**
 * DeepInfra: OpenAI-compatible chat, completions, embeddings and images under `v1/openai`.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "deepinfra", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const deepinfra = openAiCompatible("deepinfra", "https://api.deepinfra.com", {
  conversational: "v1/openai/chat/completions",
  "text-generation": "v1/openai/completions",
  "feature-extraction": "v1/openai/embeddings",
  "text-to-image": "v1/openai/images/generations",
});
