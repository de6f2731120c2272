import { openAiCompatible, openAiBody, promptAsChatBody } from "./provider-helper.js";

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
    body: (context) =>
      context.task === "text-generation" ? promptAsChatBody(context) : openAiBody(context),
  },
);
