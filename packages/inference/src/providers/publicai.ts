import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Public AI: OpenAI-compatible chat completions.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "publicai", model: "swiss-ai/Apertus-8B-Instruct-2509", messages });
 * ```
 */
export const publicai = openAiCompatible("publicai", "https://api.publicai.co", {
  conversational: CHAT_PATH,
});

/**
 * publicai's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.publicai.co/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "swiss-ai/apertus-8b-instruct",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.publicai.co/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "swiss-ai/apertus-8b-instruct" },
        },
      ],
    },
  ],
};
