import { CHAT_PATH, openAiCompatible } from "./provider-helper.js";

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
  { clientSideRoutingOnly: true },
);
