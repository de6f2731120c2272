import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";

/**
 * Cerebras: OpenAI-compatible chat completions, without OpenAI's `store` field (refused).
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "cerebras", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const cerebras = openAiCompatible(
  "cerebras",
  "https://api.cerebras.ai",
  { conversational: CHAT_PATH },
  {
    // Cerebras validates bodies strictly and answers 400 to OpenAI's `store` field.
    body: ({ args, model }) => {
      const { store: _store, ...rest } = args;
      return { ...rest, model };
    },
  },
);
