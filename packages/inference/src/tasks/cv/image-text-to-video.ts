import type { BaseArgs, Options } from "../../types.js";
import { runImageInputTask } from "./image-input.js";
import type { ImageToVideoParameters } from "./image-to-video.js";

/**
 * The arguments of `imageTextToVideo`: an optional starting image as `inputs` (a Blob), the
 * prompt in `parameters.prompt`, plus `provider`, `model`, `accessToken` and `endpointUrl`.
 *
 * @example
 * ```ts
 * const args: ImageTextToVideoArgs = { provider: "wavespeed", model: "Wan-AI/Wan2.1-I2V-14B-480P", inputs: photo, parameters: { prompt: "Snow starts falling" } };
 * const video = await imageTextToVideo(args);
 * ```
 */
export type ImageTextToVideoArgs = BaseArgs & {
  inputs?: Blob;
  parameters?: ImageToVideoParameters;
  [property: string]: unknown;
};

/**
 * Generates a video from a prompt and, when given, a starting image; returns the video as a
 * Blob. Without an image only the prompt is sent, for models that also take text alone.
 *
 * @example
 * ```ts
 * import { imageTextToVideo } from "@modeldeck/inference";
 * const video = await imageTextToVideo({
 *   provider: "fal-ai",
 *   model: "Lightricks/LTX-Video",
 *   inputs: photo,
 *   parameters: { prompt: "The camera slowly pulls back" },
 * });
 * ```
 */
export async function imageTextToVideo(
  args: ImageTextToVideoArgs,
  options?: Options,
): Promise<Blob> {
  return runImageInputTask(args, options, "image-text-to-video", "video");
}
