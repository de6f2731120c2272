import type { BaseArgs, Options } from "../../types.js";
import { runImageInputTask } from "./image-input.js";

/**
 * Generation settings shared by the image-to-video tasks (`imageToVideo`, `imageTextToVideo`):
 * what the video shows (`prompt`) and avoids, its length in frames, its size, the step count,
 * guidance and seed. Providers ignore the ones their model does not take.
 *
 * @example
 * ```ts
 * const parameters: ImageToVideoParameters = { prompt: "The cat turns its head", num_frames: 81, seed: 7 };
 * ```
 */
export interface ImageToVideoParameters {
  prompt?: string;
  negative_prompt?: string;
  num_frames?: number;
  num_inference_steps?: number;
  guidance_scale?: number;
  seed?: number;
  target_size?: { width: number; height: number };
  [property: string]: unknown;
}

/**
 * The payload of `imageToVideo`: the still image as a Blob and the generation settings.
 *
 * @example
 * ```ts
 * const input: ImageToVideoInput = { inputs: photo, parameters: { prompt: "Waves roll in" } };
 * ```
 */
export interface ImageToVideoInput {
  inputs: Blob;
  parameters?: ImageToVideoParameters;
  [property: string]: unknown;
}

/**
 * The arguments of `imageToVideo`: the still image as `inputs` (a Blob) plus `provider`, `model`,
 * `accessToken` and `endpointUrl`; a `parameters.prompt` says how it should move.
 *
 * @example
 * ```ts
 * const args: ImageToVideoArgs = { provider: "fal-ai", model: "Wan-AI/Wan2.2-I2V-A14B", inputs: photo, parameters: { prompt: "The cat turns its head" } };
 * const video = await imageToVideo(args);
 * ```
 */
export type ImageToVideoArgs = BaseArgs & ImageToVideoInput;

/**
 * Animates an image into a short video and returns the video as a Blob. The image travels the
 * way the provider takes it (a data URL in JSON for fal.ai and WaveSpeedAI); queued jobs are
 * followed to the end and the video is downloaded.
 *
 * @example
 * ```ts
 * import { imageToVideo } from "@modeldeck/inference";
 * const video = await imageToVideo({
 *   provider: "fal-ai",
 *   model: "Wan-AI/Wan2.2-I2V-A14B",
 *   inputs: await (await fetch("https://example.com/cat.png")).blob(),
 *   parameters: { prompt: "The cat turns its head and blinks" },
 * });
 * ```
 */
export async function imageToVideo(args: ImageToVideoArgs, options?: Options): Promise<Blob> {
  return runImageInputTask(args, options, "image-to-video", "video");
}
