import { openAiCompatible, openAiBody, promptAsChatBody } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

const GROQ_CHAT_PATH = "openai/v1/chat/completions";

/**
 * Groq: OpenAI-compatible under `openai/`; plain text generation is sent as a one-message chat.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "groq", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const groq = openAiCompatible(
  "groq",
  "https://api.groq.com",
  { conversational: GROQ_CHAT_PATH, "text-generation": GROQ_CHAT_PATH },
  {
    // api.groq.com answers pages' cross-origin calls, so a Groq key may go straight from one.
    browserCalls: true,
    body: (context) =>
      context.task === "text-generation" ? promptAsChatBody(context) : openAiBody(context),
  },
);

/**
 * groq's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.groq.com/openai/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "llama-3.3-70b-versatile",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.groq.com/openai/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: { messages: CHAT_MESSAGES, max_tokens: 16, model: "llama-3.3-70b-versatile" },
        },
      ],
    },
  ],
};
