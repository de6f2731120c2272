import type { TextToVideoInput } from "@modeldeck/tasks";
import { InferenceClientInputError } from "../../errors.js";
import { innerRequest } from "../../internal/inner-request.js";
import { readMediaAnswer } from "../../internal/media-answer.js";
import type { BaseArgs, InferenceProvider, Options } from "../../types.js";

/**
 * The arguments of `textToVideo`: the prompt as `inputs` plus `provider`, `model`, `accessToken`
 * and `endpointUrl`. Frame count and step count go in `parameters`.
 *
 * @example
 * ```ts
 * const args: TextToVideoArgs = { provider: "fal-ai", model: "genmo/mochi-1-preview", inputs: "A lighthouse at dusk, waves crashing" };
 * const video = await textToVideo(args);
 * ```
 */
export type TextToVideoArgs = BaseArgs & TextToVideoInput;
/**
 * What `textToVideo` resolves to: the video file as a Blob, whether the provider answered with the
 * bytes or with a URL that was then downloaded. Write it to disk or turn it into an object URL for
 * a `<video>` element.
 *
 * @example
 * ```ts
 * const video: TextToVideoOutput = await textToVideo({ provider: "fal-ai", model: "genmo/mochi-1-preview", inputs: "A lighthouse at dusk" });
 * await writeFile("lighthouse.mp4", Buffer.from(await video.arrayBuffer()));
 * ```
 */
export type TextToVideoOutput = Blob;

const SUPPORTED_PROVIDERS: readonly InferenceProvider[] = [
  "fal-ai",
  "novita",
  "replicate",
  "wavespeed",
];

/**
 * Generates a video from a prompt and returns it as a Blob. fal.ai runs it as a queued job
 * (polled every 500 ms), Novita and Replicate answer with a URL, WaveSpeedAI with a job to poll.
 *
 * @example
 * ```ts
 * import { textToVideo } from "@modeldeck/inference";
 * const video = await textToVideo({
 *   accessToken: "hf_…",
 *   provider: "fal-ai",
 *   model: "genmo/mochi-1-preview",
 *   inputs: "A cat playing the piano",
 * });
 * ```
 */
export async function textToVideo(
  args: TextToVideoArgs,
  options?: Options,
): Promise<TextToVideoOutput> {
  if (!args.provider || !SUPPORTED_PROVIDERS.includes(args.provider)) {
    throw new InferenceClientInputError(
      `textToVideo inference is only supported for the following providers: ${SUPPORTED_PROVIDERS.join(", ")}`,
    );
  }
  const jobOptions = options ?? {};
  const { data, prepared } = await innerRequest<unknown>(args, {
    ...jobOptions,
    task: "text-to-video",
  });
  return readMediaAnswer("video", data, { prepared, options: jobOptions }) as Promise<Blob>;
}
