import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  openAiCompatible,
} from "./provider-helper.js";

/**
 * Scaleway Generative APIs: OpenAI-compatible chat, completions and embeddings.
 *
 * @example
 * ```ts
 * await featureExtraction({ provider: "scaleway", model: "BAAI/bge-multilingual-gemma2", inputs: "hi" });
 * ```
 */
export const scaleway = openAiCompatible("scaleway", "https://api.scaleway.ai", {
  conversational: CHAT_PATH,
  "text-generation": COMPLETIONS_PATH,
  "feature-extraction": EMBEDDINGS_PATH,
});
