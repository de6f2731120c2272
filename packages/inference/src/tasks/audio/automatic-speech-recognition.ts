import type {
  AutomaticSpeechRecognitionInput,
  AutomaticSpeechRecognitionOutput,
} from "@modeldeck/tasks";
import { InferenceClientInputError } from "../../errors.js";
import { base64Of, binaryArgs } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isRecord, isString } from "../../internal/output-checks.js";
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

const FAL_AI_SUPPORTED_BLOB_TYPES = ["audio/mpeg", "audio/mp4", "audio/wav", "audio/x-wav"];

/** fal.ai takes the audio as a data URL in JSON, and only in a few formats. */
async function falPayload(args: AutomaticSpeechRecognitionArgs): Promise<RequestArgs> {
  const { data, inputs, ...rest } = args as RequestArgs;
  const blob = data ?? inputs;
  const type = blob instanceof Blob ? blob.type : "";
  if (!type) {
    throw new InferenceClientInputError(
      "Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
    );
  }
  if (!FAL_AI_SUPPORTED_BLOB_TYPES.includes(type)) {
    throw new InferenceClientInputError(
      `Provider fal-ai does not support blob type ${type} - supported content types are: ${FAL_AI_SUPPORTED_BLOB_TYPES.join(", ")}`,
    );
  }
  return { ...rest, audio_url: `data:${type};base64,${await base64Of(blob as Blob)}` };
}

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
  const payload = args.provider === "fal-ai" ? await falPayload(args) : binaryArgs(args);
  const { data } = await innerRequest<unknown>(payload, {
    ...options,
    task: "automatic-speech-recognition",
  });
  return expectShape(data, isRecord(data) && isString(data.text), "{text: string}");
}
