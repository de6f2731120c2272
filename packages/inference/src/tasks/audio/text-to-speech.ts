import type { TextToSpeechInput } from "@modeldeck/tasks";
import { mediaRequest } from "../../internal/media-request.js";
import { readMediaAnswer } from "../../internal/media-answer.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `textToSpeech`: the text to speak as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. Generation settings go in `parameters`.
 *
 * @example
 * ```ts
 * const args: TextToSpeechArgs = { model: "espnet/kan-bayashi_ljspeech_vits", inputs: "Hello there!" };
 * const audio = await textToSpeech(args);
 * ```
 */
export type TextToSpeechArgs = BaseArgs & TextToSpeechInput;

/**
 * Speaks a text and returns the audio as a Blob; providers that answer with a URL (Replicate,
 * fal.ai) have it downloaded.
 *
 * @example
 * ```ts
 * import { textToSpeech } from "@modeldeck/inference";
 * const audio = await textToSpeech({ model: "espnet/kan-bayashi_ljspeech_vits", inputs: "Hello there!" });
 * ```
 */
export async function textToSpeech(args: TextToSpeechArgs, options?: Options): Promise<Blob> {
  const jobOptions = options ?? {};
  const { data, prepared } = await mediaRequest<unknown>(args, {
    ...jobOptions,
    task: "text-to-speech",
  });
  return readMediaAnswer("speech", data, { prepared, options: jobOptions }) as Promise<Blob>;
}
