import { CHAT_PATH, EMBEDDINGS_PATH, openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

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

/**
 * sambanova's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.sambanova.ai/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "Meta-Llama-3.3-70B-Instruct",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.sambanova.ai/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "Meta-Llama-3.3-70B-Instruct" },
        },
      ],
    },
  ],
};
