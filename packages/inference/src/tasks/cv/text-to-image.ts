import type { TextToImageInput } from "@modeldeck/tasks";
import { InferenceOutputError } from "../../errors.js";
import { base64Of } from "../../internal/binary.js";
import { imageFromResponse } from "../../internal/image-output.js";
import { mediaRequest } from "../../internal/media-request.js";
import { isRecord } from "../../internal/output-checks.js";
import type { BaseArgs, Options, OutputType } from "../../types.js";

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
 * Options of `textToImage`, with 4.x's `outputType`: `"url"` returns a URL (or a data URL when
 * the provider sent bytes), `"dataUrl"` always a data URL of the image, `"json"` the provider's
 * answer as it came, and `"blob"` (the default) the image.
 *
 * @example
 * ```ts
 * const url = await textToImage(args, { outputType: "url" });
 * const inline = await textToImage(args, { outputType: "dataUrl" });
 * ```
 */
export interface TextToImageOptions extends Options {
  outputType?: OutputType;
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
// The overloads that need options come first: a call without any (or without `outputType`)
// then reaches the last one, which is what it returns, a Blob.
export async function textToImage(
  args: TextToImageArgs,
  options: TextToImageOptions & { outputType: "url" | "dataUrl" },
): Promise<string>;
export async function textToImage(
  args: TextToImageArgs,
  options: TextToImageOptions & { outputType: "json" },
): Promise<Record<string, unknown>>;
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions & { outputType?: undefined | "blob" },
): Promise<Blob>;
export async function textToImage(
  args: TextToImageArgs,
  options?: TextToImageOptions,
): Promise<Blob | string | Record<string, unknown>> {
  const { outputType, ...rest } = options ?? {};
  const { data, prepared } = await mediaRequest<unknown>(args, { ...rest, task: "text-to-image" });
  if (outputType === "json") {
    // The provider's first answer as it came (no job followed, nothing downloaded).
    if (!isRecord(data)) throw new InferenceOutputError("Expected a JSON answer");
    return data;
  }
  const job = { prepared, options: rest };
  if (outputType !== "dataUrl") return imageFromResponse(data, outputType, job);
  const image = await imageFromResponse(data, "blob", job);
  if (typeof image === "string") return image;
  return `data:${image.type || "image/jpeg"};base64,${await base64Of(image)}`;
}
