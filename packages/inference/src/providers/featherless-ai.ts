import { CHAT_PATH, COMPLETIONS_PATH, openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Featherless AI: OpenAI-compatible chat and completions.
 *
 * @example
 * ```ts
 * await textGeneration({ provider: "featherless-ai", model: "mistralai/Magistral-Small-2506", inputs: "Hi" });
 * ```
 */
export const featherlessAi = openAiCompatible("featherless-ai", "https://api.featherless.ai", {
  conversational: CHAT_PATH,
  "text-generation": COMPLETIONS_PATH,
});

/**
 * featherless-ai's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.featherless.ai/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.featherless.ai/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: {
            messages: CHAT_MESSAGES,
            max_tokens: 16,
            model: "meta-llama/Meta-Llama-3.1-8B-Instruct",
          },
        },
      ],
    },
  ],
};
