import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * OpenAI: closed-source, so never routed. The model is given as `openai/{id}` and only an
 * OpenAI key is accepted (tokens starting with `hf_` are rejected).
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "openai", model: "openai/gpt-4o-mini", accessToken: "sk-…", messages });
 * ```
 */
export const openai = openAiCompatible(
  "openai",
  "https://api.openai.com",
  { conversational: CHAT_PATH },
  // api.openai.com answers pages' cross-origin calls, so an OpenAI key may go straight from one.
  { clientSideRoutingOnly: true, browserCalls: true },
);

/**
 * openai's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.openai.com/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "gpt-4o-mini",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.openai.com/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "gpt-4o-mini" },
        },
      ],
    },
  ],
};
