import type { ImageToImageInput } from "@modeldeck/tasks";
import { mediaRequest } from "../../internal/media-request.js";
import { readMediaAnswer } from "../../internal/media-answer.js";
import type { BaseArgs, Options } from "../../types.js";
import { imageInputArgs } from "./image-input.js";

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
  const jobOptions = options ?? {};
  const payload = await imageInputArgs(args);
  const { data, prepared } = await mediaRequest<unknown>(payload, {
    ...jobOptions,
    task: "image-to-image",
  });
  return readMediaAnswer("image", data, { prepared, options: jobOptions }) as Promise<Blob>;
}
