import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  IMAGES_PATH,
  openAiCompatible,
} from "./provider-helper.js";

/**
 * Nebius AI Studio: OpenAI-compatible chat, completions, embeddings and base64 images.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "nebius", model: "meta-llama/Llama-3.1-8B-Instruct", messages });
 * ```
 */
export const nebius = openAiCompatible("nebius", "https://api.studio.nebius.ai", {
  conversational: CHAT_PATH,
  "text-generation": COMPLETIONS_PATH,
  "text-to-image": IMAGES_PATH,
  "feature-extraction": EMBEDDINGS_PATH,
});
