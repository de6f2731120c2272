import type { ImageToImageInput } from "@modeldeck/tasks";
import { base64Of } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape } from "../../internal/output-checks.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";

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
 * Transforms an image (optionally guided by a prompt). Without parameters the image is sent as
 * the raw body; with parameters it travels base64-encoded in JSON next to them.
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
  const { inputs, ...rest } = args;
  const payload: RequestArgs = args.parameters
    ? { ...rest, inputs: await base64Of(inputs) }
    : { ...rest, data: inputs };
  const { data } = await innerRequest<unknown>(payload, { ...options, task: "image-to-image" });
  return expectShape(data, data instanceof Blob, "Blob");
}
