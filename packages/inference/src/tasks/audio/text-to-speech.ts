import type { TextToSpeechInput } from "@modeldeck/tasks";
import { InferenceOutputError } from "../../errors.js";
import { downloadBlob } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { settleReplicatePrediction } from "../../internal/jobs/replicate-prediction.js";
import { isRecord, isString } from "../../internal/output-checks.js";
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
  const { data, prepared } = await innerRequest<unknown>(args, {
    ...jobOptions,
    task: "text-to-speech",
  });
  if (data instanceof Blob) return data;
  if (isRecord(data)) {
    const context = { prepared, options: jobOptions };
    const settled = "status" in data ? await settleReplicatePrediction(data, context) : data;
    const output = Array.isArray(settled.output) ? settled.output[0] : settled.output;
    const audio = isRecord(settled.audio) ? settled.audio.url : undefined;
    const url = isString(output) ? output : audio;
    if (isString(url)) return downloadBlob(url, context);
  }
  throw new InferenceOutputError("Expected Blob or object with output");
}
