import { InferenceClientInputError } from "../errors.js";
import { base64Of } from "../internal/binary.js";
import type { MediaProtocol } from "./media-protocol.js";
import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  IMAGES_PATH,
  openAiImageBody,
  openAiCompatible,
} from "./provider-helper.js";
import { RECORDED_PNG_BASE64, type ProviderConformance } from "./conformance-fixture.js";

/** Together's image API calls the step count `steps`. */
function withSteps(parameters: unknown): Record<string, unknown> {
  const { num_inference_steps, ...rest } = (parameters ?? {}) as Record<string, unknown>;
  return num_inference_steps === undefined ? rest : { ...rest, steps: num_inference_steps };
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
  // Images and speech are shaped by `togetherMedia.bodies`.
);

/**
 * Together's media side: image bodies with `steps` and base64 output, speech bodies with a
 * voice; images come back in the OpenAI shape and speech as bytes (both read generically); an
 * image to edit is sent as a data URL.
 *
 * @example
 * ```ts
 * const payload = await togetherMedia.imageInput!({ provider: "together", model, inputs: photo });
 * ```
 */
export const togetherMedia: MediaProtocol = {
  bodies: {
    "text-to-image": (context) =>
      openAiImageBody(
        { ...context, args: { ...context.args, parameters: withSteps(context.args.parameters) } },
        "base64",
      ),
    // Speech: the text as `input`; Together requires a voice, and Kokoro's default is `af_alloy`.
    "text-to-speech": ({ args, model }) => {
      const { inputs, parameters, ...rest } = args;
      const voice = /kokoro/i.test(model) ? { voice: "af_alloy" } : {};
      return { ...rest, ...voice, ...(parameters as object | undefined), input: inputs, model };
    },
  },
  // An image edit is built whole here (only media tasks load it): the prompt, the image as a
  // data URL (FLUX.1 Kontext reads one `image_url`, FLUX.2 and the other editing models
  // `reference_images`, as Together documents), `steps`, and base64 output.
  imageInput: async (args) => {
    const { inputs, parameters, ...rest } = args as typeof args & { inputs?: unknown };
    if (!(inputs instanceof Blob)) {
      throw new InferenceClientInputError("Provider together expects the image as a Blob.");
    }
    const { prompt, ...settings } = withSteps(parameters);
    const image = `data:${inputs.type || "image/jpeg"};base64,${await base64Of(inputs)}`;
    const model = String(args.model ?? "");
    const kontext = /flux\.1/i.test(model) && /kontext/i.test(model);
    return {
      ...rest,
      prompt: prompt ?? "",
      ...(kontext ? { image_url: image } : { reference_images: [image] }),
      ...settings,
      response_format: "base64",
    };
  },
};

/**
 * together's conformance fixture: an image asked for as base64, with the step count as `steps`, with its own key, as recorded on its production URLs.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges.map((exchange) => exchange.request);
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "text-to-image",
      providerId: "black-forest-labs/FLUX.1-schnell-Free",
      args: { inputs: "a red fox", parameters: { num_inference_steps: 4 } },
      exchanges: [
        {
          request: "POST https://api.together.xyz/v1/images/generations",
          body: {
            prompt: "a red fox",
            steps: 4,
            response_format: "base64",
            model: "black-forest-labs/FLUX.1-schnell-Free",
          },
          answer: {
            json: {
              id: "91f3b2c4-IAD",
              model: "black-forest-labs/FLUX.1-schnell-Free",
              object: "list",
              data: [{ index: 0, b64_json: RECORDED_PNG_BASE64, timings: { inference: 0.41 } }],
            },
          },
        },
      ],
    },
  ],
};
