import type {
  ClassificationOutputElement,
  ClassificationOutputTransform,
  GenerationParameters,
} from "./common.js";

/**
 * Audio classification: audio in, labels with scores out.
 *
 * @example
 * ```ts
 * const input: AudioClassificationInput = { inputs: audioBlob, parameters: { top_k: 3 } };
 * ```
 */
export interface AudioClassificationInput {
  /** The audio, as a Blob (or base64 text for JSON transports). */
  inputs: Blob;
  parameters?: AudioClassificationParameters;
  [property: string]: unknown;
}
/**
 * Options of audio classification: how many labels to return and how their scores are normalized.
 * Leave them out to get the model's defaults.
 *
 * @example
 * ```ts
 * const parameters: AudioClassificationParameters = { top_k: 3, function_to_apply: "softmax" };
 * ```
 */
export interface AudioClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}
/**
 * One predicted class of an audio clip with its score between 0 and 1.
 *
 * @example
 * ```ts
 * const element: AudioClassificationOutputElement = { label: "happy", score: 0.82 };
 * ```
 */
export type AudioClassificationOutputElement = ClassificationOutputElement;
/**
 * The predicted classes of an audio clip, best first, so the first element is the answer and the
 * rest are for display.
 *
 * @example
 * ```ts
 * const output: AudioClassificationOutput = [{ label: "happy", score: 0.82 }, { label: "neutral", score: 0.11 }];
 * const best = output[0]?.label;
 * ```
 */
export type AudioClassificationOutput = AudioClassificationOutputElement[];

/**
 * Speech recognition: audio in, transcript out.
 *
 * @example
 * ```ts
 * const input: AutomaticSpeechRecognitionInput = { inputs: audioBlob, parameters: { return_timestamps: true } };
 * ```
 */
export interface AutomaticSpeechRecognitionInput {
  inputs: Blob;
  parameters?: AutomaticSpeechRecognitionParameters;
  [property: string]: unknown;
}
/**
 * Options of speech recognition. Ask for `return_timestamps` to get the transcript in timed
 * chunks, as subtitles need; decoding settings go in `generation_parameters`.
 *
 * @example
 * ```ts
 * const parameters: AutomaticSpeechRecognitionParameters = { return_timestamps: true, generation_parameters: { num_beams: 4 } };
 * ```
 */
export interface AutomaticSpeechRecognitionParameters {
  /** Also return the start and end time of each chunk of text. */
  return_timestamps?: boolean;
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
/**
 * A piece of the transcript with its start and end time in seconds, returned when timestamps are
 * requested.
 *
 * @example
 * ```ts
 * const chunk: AutomaticSpeechRecognitionOutputChunk = { text: " I had not seen her", timestamp: [0.0, 1.84] };
 * ```
 */
export interface AutomaticSpeechRecognitionOutputChunk {
  text: string;
  timestamp: number[];
}
/**
 * The transcript of a recording, with timed chunks when timestamps were requested.
 *
 * @example
 * ```ts
 * const output: AutomaticSpeechRecognitionOutput = { text: "I had not seen her for a long time." };
 * console.log(output.chunks?.length ?? 0);
 * ```
 */
export interface AutomaticSpeechRecognitionOutput {
  text: string;
  chunks?: AutomaticSpeechRecognitionOutputChunk[];
  [property: string]: unknown;
}

/**
 * Text to speech: text in, audio out.
 *
 * @example
 * ```ts
 * const input: TextToSpeechInput = { inputs: "Hello there!" };
 * ```
 */
export interface TextToSpeechInput {
  inputs: string;
  parameters?: TextToSpeechParameters;
  [property: string]: unknown;
}
/**
 * Options of text to speech: the decoding settings of the speech model, for voices that sample.
 *
 * @example
 * ```ts
 * const parameters: TextToSpeechParameters = { generation_parameters: { do_sample: true, temperature: 0.6 } };
 * ```
 */
export interface TextToSpeechParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
/**
 * The synthesized audio and its sampling rate, as the task specification describes the answer; the
 * inference client turns it into a Blob.
 *
 * @example
 * ```ts
 * const output: TextToSpeechOutput = { audio: audioBlob, sampling_rate: 22050 };
 * ```
 */
export interface TextToSpeechOutput {
  audio: unknown;
  sampling_rate?: number;
  [property: string]: unknown;
}

/**
 * Audio to audio (source separation, enhancement): one labelled audio file per output.
 *
 * @example
 * ```ts
 * const first: AudioToAudioOutputElement = { label: "label_0", "content-type": "audio/flac", blob: "ZkxhQw…" };
 * ```
 */
export interface AudioToAudioOutputElement {
  label: string;
  "content-type": string;
  /** The audio file, base64-encoded. */
  blob: string;
}
