import { openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Fireworks AI: OpenAI-compatible chat and completions under `inference/`.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "fireworks-ai", model: "deepseek-ai/DeepSeek-R1", messages });
 * ```
 */
export const fireworksAi = openAiCompatible("fireworks-ai", "https://api.fireworks.ai", {
  conversational: "inference/v1/chat/completions",
  "text-generation": "inference/v1/completions",
});

/**
 * fireworks-ai's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.fireworks.ai/inference/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "accounts/fireworks/models/deepseek-v3",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.fireworks.ai/inference/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: {
            messages: CHAT_MESSAGES,
            max_tokens: 16,
            model: "accounts/fireworks/models/deepseek-v3",
          },
        },
      ],
    },
  ],
};
