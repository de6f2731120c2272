import { openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Cohere: chat through its OpenAI compatibility layer.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "cohere", model: "CohereForAI/c4ai-command-r7b-12-2024", messages });
 * ```
 */
export const cohere = openAiCompatible("cohere", "https://api.cohere.com", {
  conversational: "compatibility/v1/chat/completions",
});

/**
 * cohere's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.cohere.com/compatibility/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "command-a-03-2025",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.cohere.com/compatibility/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "command-a-03-2025" },
        },
      ],
    },
  ],
};
