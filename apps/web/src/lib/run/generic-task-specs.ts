import type { TableTaskResult } from "@modeldeck/inference";
import { OutputShapeError, type TaskOutput } from "./task-output";
import { spec, type CallInput, type TaskSpec } from "./task-spec";
import { splitLines } from "./try-input";

// Tasks the client has no dedicated method for. The task table sends them through the generic
// `request` (with the task named, so the provider route and model mapping are the task's),
// whose answer nobody has checked yet, so it is checked here; or through chat completion with
// the media as a content part, whose answer the client checks.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** `[{index, score}]` from a reranker, labelled with the texts it ranked, best first. */
function readRanking(output: unknown, input: CallInput): TaskOutput {
  const texts = splitLines(input.sentences);
  if (!Array.isArray(output) || !output.every((item) => isObject(item) && "score" in item)) {
    throw new OutputShapeError("a list of ranked texts with scores");
  }
  const ranked = (output as { index?: number; score: number }[]).map((item, position) => ({
    label: texts[item.index ?? position] ?? `Text ${(item.index ?? position) + 1}`,
    score: item.score,
  }));
  return { kind: "scores", scores: ranked.sort((left, right) => right.score - left.score) };
}

/** `[{label, score, box}]` from a zero-shot detector. */
function readBoxes(output: unknown): TaskOutput {
  if (!Array.isArray(output) || !output.every((item) => isObject(item) && isObject(item.box))) {
    throw new OutputShapeError("a list of boxes");
  }
  return { kind: "boxes", boxes: output as Extract<TaskOutput, { kind: "boxes" }>["boxes"] };
}

function imageFromBase64(data: string): Blob {
  const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: "image/png" });
}

/** A depth map as a base64 image (`{depth}`), or an image answer sent as it is. */
function readDepth(output: unknown): TaskOutput {
  if (output instanceof Blob) return { kind: "media", blob: output, mediaType: "image" };
  if (isObject(output) && typeof output.depth === "string") {
    return { kind: "media", blob: imageFromBase64(output.depth), mediaType: "image" };
  }
  throw new OutputShapeError("a depth image");
}

/** `{masks: base64[], scores: number[]}` from a mask generator, drawn as numbered masks. */
function readGeneratedMasks(output: unknown): TaskOutput {
  if (!isObject(output) || !Array.isArray(output.masks)) {
    throw new OutputShapeError("a list of masks");
  }
  const scores = Array.isArray(output.scores) ? (output.scores as unknown[]) : [];
  return {
    kind: "masks",
    masks: (output.masks as unknown[]).map((mask, index) => {
      const score = scores[index];
      return {
        label: `Mask ${index + 1}`,
        ...(typeof score === "number" ? { score } : {}),
        mask: String(mask),
      };
    }),
  };
}

function readChatAnswer(output: TableTaskResult<"audio-text-to-text">): TaskOutput {
  return { kind: "text", text: output.choices[0]?.message.content ?? "" };
}

/**
 * Try-it specs for the tasks the inference client serves without a dedicated method:
 * text-ranking, zero-shot-object-detection, text2text-generation, depth-estimation,
 * mask-generation, video-text-to-text and audio-text-to-text.
 *
 * @example
 * ```ts
 * import { GENERIC_TASK_SPECS } from "./generic-task-specs";
 * GENERIC_TASK_SPECS["depth-estimation"]?.task; // "depth-estimation"
 * ```
 */
export const GENERIC_TASK_SPECS: Record<string, TaskSpec> = {
  "text-ranking": spec("text-ranking", {
    fields: ["text", "sentences"],
    textLabel: "Query",
    read: readRanking,
  }),
  "zero-shot-object-detection": spec("zero-shot-object-detection", {
    fields: ["image", "labels"],
    read: readBoxes,
  }),
  // The Hub groups text2text-generation under text generation and serves it the same way.
  "text2text-generation": spec("text-generation", {
    fields: ["text"],
    read: (output) => ({ kind: "text", text: output.generated_text }),
  }),
  "depth-estimation": spec("depth-estimation", { fields: ["image"], read: readDepth }),
  "mask-generation": spec("mask-generation", { fields: ["image"], read: readGeneratedMasks }),
  "video-text-to-text": spec("video-text-to-text", {
    fields: ["video", "text"],
    textLabel: "Question",
    read: readChatAnswer,
  }),
  "audio-text-to-text": spec("audio-text-to-text", {
    fields: ["audio", "text"],
    textLabel: "Question",
    read: readChatAnswer,
  }),
};
