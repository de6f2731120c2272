import {
  CHAT_PATH,
  IMAGES_PATH,
  openAiCompatible,
  promptAsChatBody,
  promptBody,
} from "./provider-helper.js";

/**
 * Hyperbolic: chat (also used for plain text generation, as one user message) and image
 * generation, whose body names the model `model_name` and whose images come back as base64.
 *
 * @example
 * ```ts
 * await textGeneration({ provider: "hyperbolic", model: "meta-llama/Llama-3.1-405B", inputs: "Once" });
 * ```
 */
export const hyperbolic = openAiCompatible(
  "hyperbolic",
  "https://api.hyperbolic.xyz",
  { conversational: CHAT_PATH, "text-generation": CHAT_PATH, "text-to-image": IMAGES_PATH },
  {
    body: (context) =>
      context.task === "text-to-image"
        ? promptBody(context, { model_name: context.model })
        : context.task === "text-generation"
          ? promptAsChatBody(context)
          : { ...context.args, model: context.model },
  },
);
