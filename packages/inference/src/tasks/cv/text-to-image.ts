import type { TextToImageInput } from "@modeldeck/tasks";
import { imageFromResponse } from "../../internal/image-output.js";
import { innerRequest } from "../../internal/inner-request.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `textToImage`: the prompt as `inputs` plus `provider`, `model`, `accessToken`
 * and `endpointUrl`. Size, step count and seed go in `parameters`; each provider's request body is
 * built from them.
 *
 * @example
 * ```ts
 * const args: TextToImageArgs = {
 *   provider: "fal-ai",
 *   model: "black-forest-labs/FLUX.1-dev",
 *   inputs: "An astronaut riding a horse on Mars",
 *   parameters: { width: 1024, height: 768, num_inference_steps: 28 },
 * };
 * const image = await textToImage(args);
 * ```
 */
export type TextToImageArgs = BaseArgs & TextToImageInput;

/**
 * Options of `textToImage`: `outputType: "url"` returns a URL (or data URL) instead of a Blob.
 *
 * @example
 * ```ts
 * const url = await textToImage(args, { outputType: "url" });
 * ```
 */
export interface TextToImageOptions extends Options {
  outputType?: "url" | "blob";
}

/**
 * Generates an image from a prompt. Returns a Blob, or with `outputType: "url"` the image's URL
 * (a data URL when the provider sends bytes). Provider job protocols (Black Forest Labs polling,
 * Replicate predictions, WaveSpeedAI, Z.ai) are followed to the end.
 *
 * @example
 * ```ts
 * import { textToImage } from "@modeldeck/inference";
 * const image = await textToImage({
 *   accessToken: "hf_…",
 *   provider: "fal-ai",
 *   model: "black-forest-labs/FLUX.1-dev",
 *   inputs: "a picture of a green bird",
 * });
 * ```
 */
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions & { outputType: "url" },
): Promise<string>;
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions & { outputType?: undefined | "blob" },
): Promise<Blob>;
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions,
): Promise<Blob | string> {
  const { outputType, ...rest } = options ?? {};
  const { data, prepared } = await innerRequest<unknown>(args, { ...rest, task: "text-to-image" });
  return imageFromResponse(data, outputType, { prepared, options: rest });
}
