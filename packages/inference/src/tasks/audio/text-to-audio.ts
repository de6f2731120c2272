import { mediaRequest } from "../../internal/media-request.js";
import { readMediaAnswer } from "../../internal/media-answer.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `textToAudio`: a description of the sound or music as `inputs`, generation
 * settings in `parameters`, plus `provider`, `model`, `accessToken` and `endpointUrl`.
 *
 * @example
 * ```ts
 * const args: TextToAudioArgs = { provider: "fal-ai", model: "stabilityai/stable-audio-open-1.0", inputs: "Rain on a tin roof" };
 * const sound = await textToAudio(args);
 * ```
 */
export type TextToAudioArgs = BaseArgs & {
  inputs: string;
  parameters?: Record<string, unknown>;
  [property: string]: unknown;
};

/**
 * Generates sound or music from a description and returns it as a Blob (hf-inference answers
 * with the bytes; fal.ai with a file that is downloaded).
 *
 * @example
 * ```ts
 * import { textToAudio } from "@modeldeck/inference";
 * const sound = await textToAudio({ model: "facebook/musicgen-small", inputs: "A calm lo-fi beat" });
 * ```
 */
export async function textToAudio(args: TextToAudioArgs, options?: Options): Promise<Blob> {
  const jobOptions = options ?? {};
  const { data, prepared } = await mediaRequest<unknown>(args, {
    ...jobOptions,
    task: "text-to-audio",
  });
  return readMediaAnswer("audio", data, { prepared, options: jobOptions }) as Promise<Blob>;
}
