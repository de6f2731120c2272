import { InferenceClientInputError } from "../errors.js";
import { base64Of } from "../internal/binary.js";
import type { MediaProtocol } from "./media-protocol.js";
import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  IMAGES_PATH,
  openAiBody,
  openAiCompatible,
  type BodyContext,
} from "./provider-helper.js";

/** Together's image API calls the step count `steps`. */
function stepsOf(parameters: unknown): {
  steps: Record<string, unknown>;
  rest: Record<string, unknown>;
} {
  const { num_inference_steps, ...rest } = (parameters ?? {}) as Record<string, unknown>;
  return { steps: num_inference_steps === undefined ? {} : { steps: num_inference_steps }, rest };
}

/**
 * An image edit: the prompt and the image (a data URL). FLUX.1 Kontext reads one `image_url`;
 * FLUX.2 and the other editing models read `reference_images`, as Together documents.
 */
function imageEditBody({ args, model }: BodyContext): Record<string, unknown> {
  const { inputs, parameters, ...rest } = args;
  const { prompt, ...settings } = (parameters ?? {}) as Record<string, unknown>;
  const { steps, rest: other } = stepsOf(settings);
  const kontext = /flux\.1/i.test(model) && /kontext/i.test(model);
  const image = kontext ? { image_url: inputs } : { reference_images: [inputs] };
  return {
    ...rest,
    prompt: prompt ?? "",
    ...image,
    ...other,
    ...steps,
    response_format: "base64",
    model,
  };
}

/** Speech: the text as `input`; Together requires a voice, and Kokoro's default is `af_alloy`. */
function speechBody({ args, model }: BodyContext): Record<string, unknown> {
  const { inputs, parameters, ...rest } = args;
  const settings = (parameters ?? {}) as Record<string, unknown>;
  const voice = settings.voice ?? (/kokoro/i.test(model) ? "af_alloy" : undefined);
  return { ...rest, ...settings, ...(voice === undefined ? {} : { voice }), input: inputs, model };
}

/**
 * Together AI: OpenAI-compatible chat, completions, embeddings, images and image edits (asked
 * for as base64, with the step count sent as `steps`, the name its image API takes) and speech
 * (`v1/audio/speech`, answered with the audio bytes).
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "together", model: "deepseek-ai/DeepSeek-R1", messages });
 * ```
 */
export const together = openAiCompatible(
  "together",
  "https://api.together.xyz",
  {
    conversational: CHAT_PATH,
    "text-generation": COMPLETIONS_PATH,
    "feature-extraction": EMBEDDINGS_PATH,
    "text-to-image": IMAGES_PATH,
    "image-to-image": IMAGES_PATH,
    "text-to-speech": "v1/audio/speech",
  },
  {
    body: (context) => {
      if (context.task === "image-to-image") return imageEditBody(context);
      if (context.task === "text-to-speech") return speechBody(context);
      if (context.task !== "text-to-image") return openAiBody(context);
      const { steps, rest } = stepsOf(context.args.parameters);
      const body = openAiBody(
        { ...context, args: { ...context.args, parameters: rest } },
        "base64",
      );
      return { ...body, ...steps };
    },
  },
);

/**
 * Together's answer side: images come back in the OpenAI shape and speech as bytes (both read
 * generically); an image to edit is sent as a data URL.
 *
 * @example
 * ```ts
 * const payload = await togetherMedia.imageInput!({ provider: "together", model, inputs: photo });
 * ```
 */
export const togetherMedia: MediaProtocol = {
  imageInput: async (args) => {
    const { inputs, ...rest } = args as typeof args & { inputs?: unknown };
    if (!(inputs instanceof Blob)) {
      throw new InferenceClientInputError("Provider together expects the image as a Blob.");
    }
    return {
      ...rest,
      inputs: `data:${inputs.type || "image/jpeg"};base64,${await base64Of(inputs)}`,
    };
  },
};
