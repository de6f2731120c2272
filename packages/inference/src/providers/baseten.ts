import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Baseten: OpenAI-compatible chat completions.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "baseten", model: "deepseek-ai/DeepSeek-V3-0324", messages });
 * ```
 */
export const baseten = openAiCompatible("baseten", "https://inference.baseten.co", {
  conversational: CHAT_PATH,
});

/**
 * baseten's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://inference.baseten.co/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "deepseek-ai/DeepSeek-V3-0324",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://inference.baseten.co/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "deepseek-ai/DeepSeek-V3-0324" },
        },
      ],
    },
  ],
};
