import type {
  AutomaticSpeechRecognitionInput,
  AutomaticSpeechRecognitionOutput,
} from "@modeldeck/tasks";
import { mediaRequest } from "../../internal/media-request.js";
import { fileInputArgs } from "../../internal/media-answer.js";
import { expectShape, isRecord, isString } from "../../internal/output-checks.js";
import { MEDIA_PROTOCOLS } from "../../providers/registry.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";

/**
 * The arguments of `automaticSpeechRecognition`: the recording as `inputs` plus `provider`,
 * `model`, `accessToken` and `endpointUrl`. The older `data` field is still accepted so code
 * written for earlier reference clients keeps compiling.
 *
 * @example
 * ```ts
 * const args: AutomaticSpeechRecognitionArgs = { provider: "fal-ai", model: "openai/whisper-large-v3", inputs: audioBlob };
 * const { text } = await automaticSpeechRecognition(args);
 * ```
 */
export type AutomaticSpeechRecognitionArgs = BaseArgs &
  (
    | AutomaticSpeechRecognitionInput
    | { data: Blob | ArrayBuffer; parameters?: Record<string, unknown> }
  );

/**
 * Transcribes speech.
 *
 * @example
 * ```ts
 * import { automaticSpeechRecognition } from "@modeldeck/inference";
 * const { text } = await automaticSpeechRecognition({ model: "openai/whisper-large-v3", inputs: audioBlob });
 * ```
 */
export async function automaticSpeechRecognition(
  args: AutomaticSpeechRecognitionArgs,
  options?: Options,
): Promise<AutomaticSpeechRecognitionOutput> {
  const payload = await fileInputArgs("audio", args as RequestArgs, options);
  const { data, prepared } = await mediaRequest<unknown>(payload, {
    ...options,
    task: "automatic-speech-recognition",
  });
  // Providers whose answer is not already `{ text }` (Replicate predictions) read it themselves.
  const transcript = MEDIA_PROTOCOLS[prepared.provider]?.transcript;
  const answer = transcript ? await transcript(data, { prepared, options: options ?? {} }) : data;
  return expectShape(answer, isRecord(answer) && isString(answer.text), "{text: string}");
}
