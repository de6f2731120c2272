import type { PipelineType } from "@modeldeck/tasks";
import {
  cosineSimilarity,
  readAnswer,
  readAudioList,
  readBlob,
  readBoxes,
  readEmbeddings,
  readMasks,
  readScores,
  readSimilarity,
  readSpans,
  readText,
  type TaskOutput,
} from "./task-output";
import { GENERIC_TASK_SPECS } from "./generic-task-specs";
import { splitLabels, splitLines, type TryInput } from "./try-input";

/** An input control a task needs. */
export type InputField =
  "text" | "context" | "labels" | "sentences" | "image" | "audio" | "video" | "table";

/** Arguments for a call, with media already read into a Blob. */
export interface CallInput extends TryInput {
  blob?: Blob;
}

/**
 * How the "try it" box runs one task: which inputs it shows, which client method it calls with
 * which arguments, and how it reads the answer.
 */
export interface TaskSpec {
  fields: InputField[];
  /** Label of the main text field. */
  textLabel?: string;
  /** The text field may stay empty (an optional prompt). */
  optionalText?: boolean;
  method: string;
  /** For the generic `request` method: the task, which picks the provider route and mapping. */
  task?: string;
  args: (input: CallInput) => Record<string, unknown> | Promise<Record<string, unknown>>;
  read: (output: unknown, input: CallInput) => TaskOutput;
}

const scores = (output: unknown): TaskOutput => ({ kind: "scores", scores: readScores(output) });
const text =
  (keys: string[]) =>
  (output: unknown): TaskOutput => ({ kind: "text", text: readText(output, keys) });

// Tasks with a dedicated client method.
const DEDICATED_TASK_SPECS: Partial<Record<PipelineType, TaskSpec>> = {
  "text-classification": {
    fields: ["text"],
    method: "textClassification",
    args: (input) => ({ inputs: input.text }),
    read: scores,
  },
  "token-classification": {
    fields: ["text"],
    method: "tokenClassification",
    args: (input) => ({ inputs: input.text }),
    read: (output, input) => readSpans(output, input.text),
  },
  "question-answering": {
    fields: ["text", "context"],
    textLabel: "Question",
    method: "questionAnswering",
    args: (input) => ({ inputs: { question: input.text, context: input.context } }),
    read: readAnswer,
  },
  "zero-shot-classification": {
    fields: ["text", "labels"],
    method: "zeroShotClassification",
    args: (input) => ({
      inputs: input.text,
      parameters: { candidate_labels: splitLabels(input.labels) },
    }),
    read: scores,
  },
  "fill-mask": {
    fields: ["text"],
    method: "fillMask",
    args: (input) => ({ inputs: input.text }),
    read: (output) => ({ kind: "scores", scores: readScores(output, "token_str") }),
  },
  summarization: {
    fields: ["text"],
    method: "summarization",
    args: (input) => ({ inputs: input.text }),
    read: text(["summary_text"]),
  },
  translation: {
    fields: ["text"],
    method: "translation",
    args: (input) => ({ inputs: input.text }),
    read: text(["translation_text"]),
  },
  "text-generation": {
    fields: ["text"],
    method: "textGeneration",
    args: (input) => ({ inputs: input.text }),
    read: text(["generated_text"]),
  },
  "sentence-similarity": {
    fields: ["text", "sentences"],
    textLabel: "Source sentence",
    method: "sentenceSimilarity",
    args: (input) => ({
      inputs: { source_sentence: input.text, sentences: splitLines(input.sentences) },
    }),
    read: (output, input) => readSimilarity(output, splitLines(input.sentences)),
  },
  "feature-extraction": {
    fields: ["text", "sentences"],
    method: "featureExtraction",
    args: (input) => ({ inputs: [input.text, ...splitLines(input.sentences)] }),
    read: (output, input) => {
      const vectors = readEmbeddings(output);
      const [first, ...others] = vectors;
      if (!first) return { kind: "embedding", dimensions: 0, preview: [] };
      if (others.length === 0)
        return { kind: "embedding", dimensions: first.length, preview: first.slice(0, 8) };
      const labels = splitLines(input.sentences);
      return {
        kind: "similarity",
        pairs: others.map((vector, index) => ({
          label: labels[index] ?? "",
          score: cosineSimilarity(first, vector),
        })),
      };
    },
  },
  "table-question-answering": {
    fields: ["text", "table"],
    textLabel: "Question",
    method: "tableQuestionAnswering",
    args: (input) => ({ inputs: { query: input.text, table: input.table } }),
    read: readAnswer,
  },
  "tabular-classification": {
    fields: ["table"],
    method: "tabularClassification",
    args: (input) => ({ inputs: { data: input.table } }),
    read: (output) => tablePredictions(output),
  },
  "tabular-regression": {
    fields: ["table"],
    method: "tabularRegression",
    args: (input) => ({ inputs: { data: input.table } }),
    read: (output) => tablePredictions(output),
  },
  "text-to-image": {
    fields: ["text"],
    textLabel: "Prompt",
    method: "textToImage",
    args: (input) => ({ inputs: input.text }),
    read: (output) => readBlob(output, "image"),
  },
  "text-to-speech": {
    fields: ["text"],
    method: "textToSpeech",
    args: (input) => ({ inputs: input.text }),
    read: (output) => readBlob(output, "audio"),
  },
  "text-to-audio": {
    fields: ["text"],
    method: "textToSpeech",
    args: (input) => ({ inputs: input.text }),
    read: (output) => readBlob(output, "audio"),
  },
  "text-to-video": {
    fields: ["text"],
    textLabel: "Prompt",
    method: "textToVideo",
    args: (input) => ({ inputs: input.text }),
    read: (output) => readBlob(output, "video"),
  },
  "image-classification": {
    fields: ["image"],
    method: "imageClassification",
    args: (input) => ({ inputs: input.blob }),
    read: scores,
  },
  "object-detection": {
    fields: ["image"],
    method: "objectDetection",
    args: (input) => ({ inputs: input.blob }),
    read: (output) => ({ kind: "boxes", boxes: readBoxes(output) }),
  },
  "image-segmentation": {
    fields: ["image"],
    method: "imageSegmentation",
    args: (input) => ({ inputs: input.blob }),
    read: (output) => ({ kind: "masks", masks: readMasks(output) }),
  },
  "image-to-text": {
    fields: ["image"],
    method: "imageToText",
    args: (input) => ({ inputs: input.blob }),
    read: text(["generated_text"]),
  },
  "image-to-image": {
    fields: ["image", "text"],
    textLabel: "Prompt",
    optionalText: true,
    method: "imageToImage",
    args: (input) => ({ inputs: input.blob, parameters: input.text ? { prompt: input.text } : {} }),
    read: (output) => readBlob(output, "image"),
  },
  // The client's 4.x media functions: an image plus an instruction, answered with a Blob.
  "image-text-to-image": {
    fields: ["image", "text"],
    textLabel: "Instruction",
    method: "imageTextToImage",
    args: (input) => ({ inputs: input.blob, parameters: { prompt: input.text } }),
    read: (output) => readBlob(output, "image"),
  },
  "image-text-to-video": {
    fields: ["image", "text"],
    textLabel: "Prompt",
    method: "imageTextToVideo",
    args: (input) => ({ inputs: input.blob, parameters: { prompt: input.text } }),
    read: (output) => readBlob(output, "video"),
  },
  "image-to-video": {
    fields: ["image", "text"],
    textLabel: "Prompt",
    optionalText: true,
    method: "imageToVideo",
    args: (input) => ({ inputs: input.blob, parameters: input.text ? { prompt: input.text } : {} }),
    read: (output) => readBlob(output, "video"),
  },
  "zero-shot-image-classification": {
    fields: ["image", "labels"],
    method: "zeroShotImageClassification",
    args: (input) => ({
      inputs: { image: input.blob },
      parameters: { candidate_labels: splitLabels(input.labels) },
    }),
    read: scores,
  },
  "visual-question-answering": {
    fields: ["image", "text"],
    textLabel: "Question",
    method: "visualQuestionAnswering",
    args: (input) => ({ inputs: { image: input.blob, question: input.text } }),
    read: readAnswer,
  },
  "document-question-answering": {
    fields: ["image", "text"],
    textLabel: "Question",
    method: "documentQuestionAnswering",
    args: (input) => ({ inputs: { image: input.blob, question: input.text } }),
    read: readAnswer,
  },
  "automatic-speech-recognition": {
    fields: ["audio"],
    method: "automaticSpeechRecognition",
    args: (input) => ({ inputs: input.blob }),
    read: text(["text"]),
  },
  "audio-classification": {
    fields: ["audio"],
    method: "audioClassification",
    args: (input) => ({ inputs: input.blob }),
    read: scores,
  },
  "audio-to-audio": {
    fields: ["audio"],
    method: "audioToAudio",
    args: (input) => ({ inputs: input.blob }),
    read: readAudioList,
  },
};

function tablePredictions(output: unknown): TaskOutput {
  if (!Array.isArray(output)) return { kind: "text", text: JSON.stringify(output) };
  return {
    kind: "table",
    headers: ["Row", "Prediction"],
    rows: output.map((value, index) => [index + 1, String(value)]),
  };
}

/**
 * Every task the inference client or a provider can serve, except streamed chat (see
 * `runTry`), keyed by pipeline tag (including subtask tags models carry, such as
 * `text2text-generation`).
 *
 * @example
 * ```ts
 * TASK_SPECS["text-classification"]?.method; // "textClassification"
 * ```
 */
export const TASK_SPECS: Partial<Record<string, TaskSpec>> = {
  ...DEDICATED_TASK_SPECS,
  ...GENERIC_TASK_SPECS,
};
