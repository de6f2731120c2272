import {
  audioClassification,
  automaticSpeechRecognition,
  imageClassification,
  objectDetection,
} from "@modeldeck/inference";
import { taskBase, type BatchTask } from "./batch-task.js";

/** A classifier's most likely label: the answer its label metrics compare. */
function topLabel(output: readonly { label: string; score: number }[]): string | undefined {
  let best: { label: string; score: number } | undefined;
  for (const item of output) if (best === undefined || item.score > best.score) best = item;
  return best?.label;
}

function required(media: Blob | undefined): Blob {
  // The runner reads the row's stored file first; a task over files never runs without one.
  if (media === undefined) throw new TypeError("this task needs the row's stored file");
  return media;
}

/**
 * The tasks a batch runs over stored files: each row's input names a blob (its SHA-256) that
 * the runner reads and passes as `media`. Speech recognition is scored as text (word error
 * rate), the classifiers by their top label, object detection by mAP@0.5 over its boxes (its
 * `answer` lists the labels found, for the row view).
 *
 * @example
 * ```ts
 * const answer = await MEDIA_BATCH_TASKS["image-classification"].run(column, sha256, undefined, options, imageBlob);
 * ```
 */
export const MEDIA_BATCH_TASKS = {
  "automatic-speech-recognition": {
    metric: "text",
    media: "audio",
    async run(column, _input, accessToken, options, media) {
      const output = await automaticSpeechRecognition(
        {
          ...taskBase(column, accessToken),
          inputs: required(media),
          parameters: column.parameters,
        },
        options,
      );
      return { output, answer: output.text };
    },
  },
  "audio-classification": {
    metric: "label",
    media: "audio",
    async run(column, _input, accessToken, options, media) {
      const output = await audioClassification(
        {
          ...taskBase(column, accessToken),
          inputs: required(media),
          parameters: column.parameters,
        },
        options,
      );
      return { output, answer: topLabel(output) };
    },
  },
  "image-classification": {
    metric: "label",
    media: "image",
    async run(column, _input, accessToken, options, media) {
      const output = await imageClassification(
        {
          ...taskBase(column, accessToken),
          inputs: required(media),
          parameters: column.parameters,
        },
        options,
      );
      return { output, answer: topLabel(output) };
    },
  },
  "object-detection": {
    metric: "boxes",
    media: "image",
    async run(column, _input, accessToken, options, media) {
      const output = await objectDetection(
        {
          ...taskBase(column, accessToken),
          inputs: required(media),
          parameters: column.parameters,
        },
        options,
      );
      const labels = [...new Set(output.map((item) => item.label))].sort();
      return { output, answer: labels.join(", ") };
    },
  },
} satisfies Record<string, BatchTask>;
