import type { BaseArgs, Options } from "../../types.js";
import { runImageInputTask } from "./image-input.js";

/**
 * Generation settings of `imageTextToImage`: the instruction (`prompt`) and what to avoid, the
 * step count, guidance, seed and output size. Providers ignore the ones their model does not take.
 *
 * @example
 * ```ts
 * const parameters: ImageTextToImageParameters = { prompt: "Give the cat a red scarf", seed: 3 };
 * ```
 */
export interface ImageTextToImageParameters {
  prompt?: string;
  negative_prompt?: string;
  num_inference_steps?: number;
  guidance_scale?: number;
  seed?: number;
  target_size?: { width: number; height: number };
  [property: string]: unknown;
}

/**
 * The arguments of `imageTextToImage`: an optional image to edit as `inputs` (a Blob), the
 * instruction in `parameters.prompt`, plus `provider`, `model`, `accessToken` and `endpointUrl`.
 *
 * @example
 * ```ts
 * const args: ImageTextToImageArgs = { provider: "fal-ai", model: "black-forest-labs/FLUX.2-dev", inputs: photo, parameters: { prompt: "Make it night" } };
 * const edited = await imageTextToImage(args);
 * ```
 */
export type ImageTextToImageArgs = BaseArgs & {
  inputs?: Blob;
  parameters?: ImageTextToImageParameters;
  [property: string]: unknown;
};

/**
 * Edits an image following a text instruction (or, without an image, generates one from the
 * text) and returns the image as a Blob.
 *
 * @example
 * ```ts
 * import { imageTextToImage } from "@modeldeck/inference";
 * const edited = await imageTextToImage({
 *   provider: "fal-ai",
 *   model: "black-forest-labs/FLUX.2-dev",
 *   inputs: photo,
 *   parameters: { prompt: "Turn the photo into a watercolour" },
 * });
 * ```
 */
export async function imageTextToImage(
  args: ImageTextToImageArgs,
  options?: Options,
): Promise<Blob> {
  return runImageInputTask(args, options, "image-text-to-image", "image");
}
