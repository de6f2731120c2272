import { CHAT_PATH, COMPLETIONS_PATH, openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * OVHcloud AI Endpoints: OpenAI-compatible chat and completions.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "ovhcloud", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const ovhcloud = openAiCompatible(
  "ovhcloud",
  "https://oai.endpoints.kepler.ai.cloud.ovh.net",
  { conversational: CHAT_PATH, "text-generation": COMPLETIONS_PATH },
);

/**
 * ovhcloud's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://oai.endpoints.kepler.ai.cloud.ovh.net/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "Meta-Llama-3_3-70B-Instruct",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://oai.endpoints.kepler.ai.cloud.ovh.net/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "Meta-Llama-3_3-70B-Instruct" },
        },
      ],
    },
  ],
};
