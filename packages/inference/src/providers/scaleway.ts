import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  openAiCompatible,
} from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

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

/**
 * scaleway's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.scaleway.ai/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "llama-3.3-70b-instruct",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.scaleway.ai/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "llama-3.3-70b-instruct" },
        },
      ],
    },
  ],
};
