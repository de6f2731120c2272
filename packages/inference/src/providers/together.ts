import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  IMAGES_PATH,
  openAiBody,
  openAiCompatible,
} from "./provider-helper.js";

/**
 * Together AI: OpenAI-compatible chat, completions and images (asked for as base64, with the
 * step count sent as `steps`, the name its image API takes).
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
  {
    body: (context) => {
      if (context.task !== "text-to-image") return openAiBody(context);
      // Together's image API calls the step count `steps`.
      const { num_inference_steps, ...parameters } = (context.args.parameters ?? {}) as Record<
        string,
        unknown
      >;
      const body = openAiBody({ ...context, args: { ...context.args, parameters } }, "base64");
      return num_inference_steps === undefined ? body : { ...body, steps: num_inference_steps };
    },
  },
);
