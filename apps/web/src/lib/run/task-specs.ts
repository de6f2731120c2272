import type { TableTask } from "@modeldeck/inference";
import { safeMediaBlob } from "../media-blob";
import { GENERIC_TASK_SPECS } from "./generic-task-specs";
import { cosineSimilarity, readEmbeddings, type TaskOutput } from "./task-output";
import { spec, type TaskSpec } from "./task-spec";
import { splitLines } from "./try-input";

export type { InputField, TaskSpec } from "./task-spec";

const scores = (output: { label: string; score: number }[]): TaskOutput => ({
  kind: "scores",
  scores: output.map(({ label, score }) => ({ label, score })),
});
const media =
  (mediaType: "image" | "audio" | "video") =>
  (blob: Blob): TaskOutput => ({ kind: "media", blob, mediaType });
const answer = (output: { answer: string; score?: number }): TaskOutput => ({
  kind: "answer",
  answer: output.answer,
  score: output.score,
});
const predictions = (output: number[]): TaskOutput => ({
  kind: "table",
  headers: ["Row", "Prediction"],
  rows: output.map((value, index) => [index + 1, String(value)]),
});

/** A provider's base64 audio, typed as it says only when that is an allow-listed media type. */
function decodeBase64(data: string, type: string): Blob {
  const bytes = new Blob([Uint8Array.from(atob(data), (character) => character.charCodeAt(0))]);
  return safeMediaBlob(bytes, type);
}

// Tasks with a dedicated client method.
const DEDICATED_TASK_SPECS: Partial<Record<TableTask, TaskSpec>> = {
  "text-classification": spec("text-classification", { fields: ["text"], read: scores }),
  "token-classification": spec("token-classification", {
    fields: ["text"],
    read: (output, input) => ({
      kind: "spans",
      text: input.text,
      // Entities without a position (some providers leave them out) cannot be marked.
      spans: output.flatMap(({ start, end, entity_group, entity }) =>
        start === undefined || end === undefined
          ? []
          : [{ start, end, type: entity_group ?? entity ?? "entity" }],
      ),
    }),
  }),
  "question-answering": spec("question-answering", {
    fields: ["text", "context"],
    textLabel: "Question",
    read: answer,
  }),
  "zero-shot-classification": spec("zero-shot-classification", {
    fields: ["text", "labels"],
    // One element per input text, and the box sends one.
    read: ([first]) => ({
      kind: "scores",
      scores: (first?.labels ?? []).map((label, index) => ({
        label,
        score: first?.scores[index] ?? 0,
      })),
    }),
  }),
  "fill-mask": spec("fill-mask", {
    fields: ["text"],
    read: (output) => ({
      kind: "scores",
      scores: output.map(({ token_str, score }) => ({ label: token_str, score })),
    }),
  }),
  summarization: spec("summarization", {
    fields: ["text"],
    read: (output) => ({ kind: "text", text: output.summary_text }),
  }),
  translation: spec("translation", {
    fields: ["text"],
    read: (output) => ({ kind: "text", text: output.translation_text }),
  }),
  "text-generation": spec("text-generation", {
    fields: ["text"],
    read: (output) => ({ kind: "text", text: output.generated_text }),
  }),
  "sentence-similarity": spec("sentence-similarity", {
    fields: ["text", "sentences"],
    textLabel: "Source sentence",
    read: (output, input) => ({
      kind: "similarity",
      pairs: splitLines(input.sentences).map((label, index) => ({
        label,
        score: output[index] ?? 0,
      })),
    }),
  }),
  "feature-extraction": spec("feature-extraction", {
    fields: ["text", "sentences"],
    read: (output, input) => {
      const [first, ...others] = readEmbeddings(output);
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
  }),
  "table-question-answering": spec("table-question-answering", {
    fields: ["text", "table"],
    textLabel: "Question",
    read: answer,
  }),
  "tabular-classification": spec("tabular-classification", {
    fields: ["table"],
    read: predictions,
  }),
  "tabular-regression": spec("tabular-regression", { fields: ["table"], read: predictions }),
  "text-to-image": spec("text-to-image", {
    fields: ["text"],
    textLabel: "Prompt",
    read: media("image"),
  }),
  "text-to-speech": spec("text-to-speech", { fields: ["text"], read: media("audio") }),
  "text-to-audio": spec("text-to-audio", { fields: ["text"], read: media("audio") }),
  "text-to-video": spec("text-to-video", {
    fields: ["text"],
    textLabel: "Prompt",
    read: media("video"),
  }),
  "image-classification": spec("image-classification", { fields: ["image"], read: scores }),
  "object-detection": spec("object-detection", {
    fields: ["image"],
    read: (output) => ({
      kind: "boxes",
      boxes: output.map(({ label, score, box }) => ({ label, score, box })),
    }),
  }),
  "image-segmentation": spec("image-segmentation", {
    fields: ["image"],
    read: (output) => ({
      kind: "masks",
      masks: output.map(({ label, score, mask }) => ({ label, score, mask })),
    }),
  }),
  "image-to-text": spec("image-to-text", {
    fields: ["image"],
    read: (output) => ({ kind: "text", text: output.generated_text }),
  }),
  "image-to-image": spec("image-to-image", {
    fields: ["image", "text"],
    textLabel: "Prompt",
    optionalText: true,
    read: media("image"),
  }),
  // The client's 4.x media functions: an image plus an instruction, answered with a Blob.
  "image-text-to-image": spec("image-text-to-image", {
    fields: ["image", "text"],
    textLabel: "Instruction",
    read: media("image"),
  }),
  "image-text-to-video": spec("image-text-to-video", {
    fields: ["image", "text"],
    textLabel: "Prompt",
    read: media("video"),
  }),
  "image-to-video": spec("image-to-video", {
    fields: ["image", "text"],
    textLabel: "Prompt",
    optionalText: true,
    read: media("video"),
  }),
  "zero-shot-image-classification": spec("zero-shot-image-classification", {
    fields: ["image", "labels"],
    read: scores,
  }),
  "visual-question-answering": spec("visual-question-answering", {
    fields: ["image", "text"],
    textLabel: "Question",
    read: answer,
  }),
  "document-question-answering": spec("document-question-answering", {
    fields: ["image", "text"],
    textLabel: "Question",
    read: answer,
  }),
  "automatic-speech-recognition": spec("automatic-speech-recognition", {
    fields: ["audio"],
    read: (output) => ({ kind: "text", text: output.text }),
  }),
  "audio-classification": spec("audio-classification", { fields: ["audio"], read: scores }),
  "audio-to-audio": spec("audio-to-audio", {
    fields: ["audio"],
    read: (output) => ({
      kind: "audio-list",
      items: output.map((item) => ({
        label: item.label,
        blob: decodeBase64(item.blob, item["content-type"]),
      })),
    }),
  }),
};

/**
 * Every task the inference client or a provider can serve, except streamed chat (see
 * `runTry`), keyed by pipeline tag (including subtask tags models carry, such as
 * `text2text-generation`).
 *
 * @example
 * ```ts
 * import { TASK_SPECS } from "./task-specs";
 * TASK_SPECS["text-classification"]?.task; // "text-classification"
 * ```
 */
export const TASK_SPECS: Partial<Record<string, TaskSpec>> = {
  ...DEDICATED_TASK_SPECS,
  ...GENERIC_TASK_SPECS,
};
