import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  IMAGES_PATH,
  openAiBody,
  openAiCompatible,
} from "./provider-helper.js";

/**
 * Together AI: OpenAI-compatible chat, completions and images (asked for as base64).
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "together", model: "deepseek-ai/DeepSeek-R1", messages });
 * ```
 */
export const together = openAiCompatible(
  "together",
  "https://api.together.xyz",
  { conversational: CHAT_PATH, "text-generation": COMPLETIONS_PATH, "text-to-image": IMAGES_PATH },
  { body: (context) => openAiBody(context, "base64") },
);
