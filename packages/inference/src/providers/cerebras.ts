import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

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

/**
 * cerebras's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.cerebras.ai/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "llama-3.3-70b",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.cerebras.ai/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "llama-3.3-70b" },
        },
      ],
    },
  ],
};
