import type { ImageToImageInput } from "@modeldeck/tasks";
import type { BaseArgs, Options } from "../../types.js";
import { runImageInputTask } from "./image-input.js";

/**
 * The arguments of `imageToImage`: the source image as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. A `parameters.prompt` guides the transformation on models that
 * take one.
 *
 * @example
 * ```ts
 * const args: ImageToImageArgs = { model: "lllyasviel/sd-controlnet-depth", inputs: imageBlob, parameters: { prompt: "a cosy cabin in winter" } };
 * const transformed = await imageToImage(args);
 * ```
 */
export type ImageToImageArgs = BaseArgs & ImageToImageInput;

/**
 * Transforms an image (optionally guided by a prompt). On hf-inference the image is the raw body
 * without parameters and base64 in JSON with them; fal.ai, Replicate, Together and WaveSpeedAI
 * take it as their APIs say (a data URL or base64 under their own field names).
 *
 * @example
 * ```ts
 * import { imageToImage } from "@modeldeck/inference";
 * const image = await imageToImage({
 *   model: "lllyasviel/sd-controlnet-depth",
 *   inputs: photoBlob,
 *   parameters: { prompt: "elmo's lecture" },
 * });
 * ```
 */
export async function imageToImage(args: ImageToImageArgs, options?: Options): Promise<Blob> {
  return runImageInputTask(args, options, "image-to-image", "image");
}
