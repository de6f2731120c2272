import { InferenceOutputError } from "../errors.js";
import { fromBase64 } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import type { MediaProtocol } from "./media-protocol.js";
import {
  type BodyContext,
  CHAT_PATH,
  openAiCompatible,
  promptAsChatBody,
  promptBody,
} from "./provider-helper.js";
import { RECORDED_PNG_BASE64, type ProviderConformance } from "./conformance-fixture.js";

/**
 * Hyperbolic's image body: the prompt, the model as `model_name`, and the generic parameters
 * under the names its image API documents (`steps`, `cfg_scale`).
 */
function hyperbolicImageBody(context: BodyContext): Record<string, unknown> {
  const { num_inference_steps, guidance_scale, ...parameters } = (context.args.parameters ??
    {}) as Record<string, unknown>;
  return promptBody(
    { ...context, args: { ...context.args, parameters } },
    {
      model_name: context.model,
      ...(num_inference_steps !== undefined ? { steps: num_inference_steps } : {}),
      ...(guidance_scale !== undefined ? { cfg_scale: guidance_scale } : {}),
    },
  );
}

/**
 * Hyperbolic: chat (also used for plain text generation, as one user message) and image
 * generation at `v1/image/generation`, whose body names the model `model_name` and whose images
 * come back as base64 in `images[0].image`. Direct keys only: the router no longer serves it.
 *
 * @example
 * ```ts
 * await textGeneration({ provider: "hyperbolic", model: "meta-llama/Llama-3.1-405B", inputs: "Once" });
 * ```
 */
export const hyperbolic = openAiCompatible(
  "hyperbolic",
  "https://api.hyperbolic.xyz",
  {
    conversational: CHAT_PATH,
    "text-generation": CHAT_PATH,
  },
  {
    directOnly: true,
    // Image bodies are `hyperbolicMedia.bodies`.
    body: (context) =>
      context.task === "text-generation"
        ? promptAsChatBody(context)
        : { ...context.args, model: context.model },
  },
);

/**
 * Hyperbolic's media side: the image body, and the image read back from base64 in
 * `images[0].image`.
 *
 * @example
 * ```ts
 * const image = await hyperbolicMedia.image!({ images: [{ image: "iVBOR…" }] }, job);
 * ```
 */
export const hyperbolicMedia: MediaProtocol = {
  tasks: ["text-to-image"],
  path: () => "v1/image/generation",
  bodies: { "text-to-image": hyperbolicImageBody },
  image: async (answer, job) => {
    const first = isRecord(answer) && Array.isArray(answer.images) ? answer.images[0] : undefined;
    if (!isRecord(first) || !isString(first.image)) {
      throw new InferenceOutputError("Expected { images: [{ image: string }] }");
    }
    return fromBase64(first.image, job);
  },
};

/**
 * hyperbolic's conformance fixture: an image generated and answered as base64, with its own key, as recorded on its production URLs.
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
      providerId: "SDXL1.0-base",
      args: { inputs: "a red fox", parameters: { num_inference_steps: 25 } },
      exchanges: [
        {
          request: "POST https://api.hyperbolic.xyz/v1/image/generation",
          body: { prompt: "a red fox", model_name: "SDXL1.0-base", steps: 25 },
          answer: {
            json: {
              images: [{ index: 0, image: RECORDED_PNG_BASE64, random_seed: 12 }],
              inference_time: 1.9,
            },
          },
        },
      ],
    },
  ],
};
