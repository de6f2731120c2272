import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  IMAGES_PATH,
  openAiCompatible,
} from "./provider-helper.js";

/**
 * Nebius Token Factory (formerly AI Studio, now at `api.tokenfactory.nebius.com`):
 * OpenAI-compatible chat, completions, embeddings and base64 images. Direct keys only: the
 * Hugging Face router no longer serves it.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "nebius", model: "meta-llama/Llama-3.1-8B-Instruct", messages });
 * ```
 */
export const nebius = openAiCompatible(
  "nebius",
  "https://api.tokenfactory.nebius.com",
  {
    conversational: CHAT_PATH,
    "text-generation": COMPLETIONS_PATH,
    "text-to-image": IMAGES_PATH,
    "feature-extraction": EMBEDDINGS_PATH,
  },
  { directOnly: true },
);
