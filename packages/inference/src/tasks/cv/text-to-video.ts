import type { TextToVideoInput } from "@modeldeck/tasks";
import { InferenceClientInputError } from "../../errors.js";
import { mediaRequest } from "../../internal/media-request.js";
import { readMediaAnswer } from "../../internal/media-answer.js";
import { INFERENCE_PROVIDERS, PROVIDERS } from "../../providers/registry.js";
import type { BaseArgs, Options } from "../../types.js";

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

/** Derived from the registry, so a provider file that adds the task needs no edit here. */
const SUPPORTED_PROVIDERS = INFERENCE_PROVIDERS.filter((provider) => {
  const { tasks } = PROVIDERS[provider];
  return tasks !== "all" && tasks.includes("text-to-video");
});

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
  const { provider } = args;
  if (!provider || (provider !== "auto" && !SUPPORTED_PROVIDERS.includes(provider))) {
    throw new InferenceClientInputError(
      `textToVideo inference is only supported for the following providers: ${SUPPORTED_PROVIDERS.join(", ")}`,
    );
  }
  const jobOptions = options ?? {};
  const { data, prepared } = await mediaRequest<unknown>(args, {
    ...jobOptions,
    task: "text-to-video",
  });
  return readMediaAnswer("video", data, { prepared, options: jobOptions }) as Promise<Blob>;
}
