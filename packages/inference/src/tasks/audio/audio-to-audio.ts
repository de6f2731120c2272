import type { AudioToAudioOutputElement } from "@modeldeck/tasks";
import { fileInputArgs } from "../../internal/media-answer.js";
import { mediaRequest } from "../../internal/media-request.js";
import { expectShape, isArrayOf, isRecord, isString } from "../../internal/output-checks.js";
import { MEDIA_PROTOCOLS } from "../../providers/registry.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";

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
 * Transforms audio (source separation, enhancement): one labelled audio file per output. On
 * fal.ai the recording goes as a data URL in a queued job, and its one result file is
 * downloaded and returned in the same shape.
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
  const payload = await fileInputArgs("audio", args as RequestArgs, options);
  const { data, prepared } = await mediaRequest<unknown>(payload, {
    ...options,
    task: "audio-to-audio",
  });
  // Providers whose answer is not already the list (fal.ai's queue) read it themselves.
  const audioParts = MEDIA_PROTOCOLS[prepared.provider]?.audioParts;
  const answer = audioParts ? await audioParts(data, { prepared, options: options ?? {} }) : data;
  expectShape(answer, Array.isArray(answer), "Array");
  const valid = isArrayOf(
    answer,
    (item) =>
      isRecord(item) &&
      isString(item.label) &&
      isString(item["content-type"]) &&
      isString(item.blob),
  );
  return expectShape(answer, valid, "Array<{label: string, content-type: string, blob: string}>");
}
