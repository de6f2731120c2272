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
/** Options of audio classification. */
export interface AudioClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}
/** One predicted class. */
export type AudioClassificationOutputElement = ClassificationOutputElement;
/** The predicted classes, best first. */
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
/** Options of speech recognition. */
export interface AutomaticSpeechRecognitionParameters {
  /** Also return the start and end time of each chunk of text. */
  return_timestamps?: boolean;
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
/** A piece of the transcript with its time span in seconds. */
export interface AutomaticSpeechRecognitionOutputChunk {
  text: string;
  timestamp: number[];
}
/** The transcript. */
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
/** Options of text to speech. */
export interface TextToSpeechParameters {
  generation_parameters?: GenerationParameters;
  [property: string]: unknown;
}
/** The synthesized audio and its sampling rate. */
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
