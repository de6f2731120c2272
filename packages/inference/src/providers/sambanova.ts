import { CHAT_PATH, EMBEDDINGS_PATH, openAiCompatible } from "./provider-helper.js";

/**
 * SambaNova: OpenAI-compatible chat and embeddings. Direct keys only: the Hugging Face router
 * no longer serves it.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "sambanova", model: "meta-llama/Llama-3.1-8B-Instruct", messages });
 * ```
 */
export const sambanova = openAiCompatible(
  "sambanova",
  "https://api.sambanova.ai",
  { conversational: CHAT_PATH, "feature-extraction": EMBEDDINGS_PATH },
  { directOnly: true },
);
