import type { AudioToAudioOutputElement } from "@modeldeck/tasks";
import { binaryArgs } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isRecord, isString } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `audioToAudio`: the audio as `inputs` plus `provider`, `model`, `accessToken`
 * and `endpointUrl`. The older `data` field is still accepted so code written for earlier
 * reference clients keeps compiling.
 *
 * @example
 * ```ts
 * const args: AudioToAudioArgs = { model: "speechbrain/sepformer-wham", inputs: audioBlob };
 * const parts = await audioToAudio(args);
 * ```
 */
export type AudioToAudioArgs = BaseArgs & ({ inputs: Blob } | { data: Blob | ArrayBuffer });

/**
 * One audio file produced by `audioToAudio`: its label, content type and base64 bytes. Source
 * separation returns one per separated source, so callers usually loop over the array and decode
 * each `blob`.
 *
 * @example
 * ```ts
 * const parts: AudioToAudioOutput[] = await audioToAudio({ model: "speechbrain/sepformer-wham", inputs: audioBlob });
 * const urls = parts.map((part) => `data:${part["content-type"]};base64,${part.blob}`);
 * ```
 */
export type AudioToAudioOutput = AudioToAudioOutputElement;

/**
 * A labelled audio output as the reference client once declared it, with the audio as a Blob.
 * Nothing returns it; it is exported under the reference client's name so code that names the
 * type compiles unchanged.
 *
 * @example
 * ```ts
 * const part: AudioToAudioOutputElem = { label: "speech", audio: new Blob([bytes], { type: "audio/flac" }) };
 * ```
 */
export interface AudioToAudioOutputElem {
  label: string;
  audio: Blob;
}

/**
 * Transforms audio (source separation, enhancement): one labelled audio file per output.
 *
 * @example
 * ```ts
 * import { audioToAudio } from "@modeldeck/inference";
 * const [first] = await audioToAudio({ model: "speechbrain/sepformer-wham", inputs: audioBlob });
 * ```
 */
export async function audioToAudio(
  args: AudioToAudioArgs,
  options?: Options,
): Promise<AudioToAudioOutput[]> {
  const { data } = await innerRequest<unknown>(binaryArgs(args), {
    ...options,
    task: "audio-to-audio",
  });
  expectShape(data, Array.isArray(data), "Array");
  const valid = isArrayOf(
    data,
    (item) =>
      isRecord(item) &&
      isString(item.label) &&
      isString(item["content-type"]) &&
      isString(item.blob),
  );
  return expectShape(data, valid, "Array<{label: string, content-type: string, blob: string}>");
}
