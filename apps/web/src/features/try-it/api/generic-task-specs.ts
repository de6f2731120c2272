import { OutputShapeError, readBoxes, readText, type TaskOutput } from "./task-output";
import type { CallInput, TaskSpec } from "./task-specs";
import { splitLabels, splitLines } from "./try-input";

// Tasks the client has no dedicated method for. They go through its generic `request` (with the
// task named, so the provider route and model mapping are the task's) or through chat completion
// with the media as a content part, in the shapes the catalogue's own snippets for them use.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

// Read through arrayBuffer, which every Blob has (FileReader refuses Blobs from other realms).
async function base64Of(blob: Blob | undefined): Promise<string> {
  if (!blob) return "";
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  // In slices, so a large file does not overflow the argument list.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

async function dataUrlOf(blob: Blob | undefined): Promise<string> {
  if (!blob) return "";
  return `data:${blob.type || "application/octet-stream"};base64,${await base64Of(blob)}`;
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

/** A depth map as a base64 image (`{depth}`), or an image answer sent as it is. */
function readDepth(output: unknown): TaskOutput {
  if (output instanceof Blob) return { kind: "media", blob: output, mediaType: "image" };
  if (isObject(output) && typeof output.depth === "string") {
    const bytes = Uint8Array.from(atob(output.depth), (character) => character.charCodeAt(0));
    return { kind: "media", blob: new Blob([bytes], { type: "image/png" }), mediaType: "image" };
  }
  throw new OutputShapeError("a depth image");
}

/** `{masks: base64[], scores: number[]}` from a mask generator, drawn as numbered masks. */
function readGeneratedMasks(output: unknown): TaskOutput {
  if (!isObject(output) || !Array.isArray(output.masks)) {
    throw new OutputShapeError("a list of masks");
  }
  const scores = Array.isArray(output.scores) ? (output.scores as number[]) : [];
  return {
    kind: "masks",
    masks: (output.masks as unknown[]).map((mask, index) => ({
      label: `Mask ${index + 1}`,
      ...(typeof scores[index] === "number" ? { score: scores[index] } : {}),
      mask: String(mask),
    })),
  };
}

function readChatAnswer(output: unknown): TaskOutput {
  const message = isObject(output) && Array.isArray(output.choices) ? output.choices[0] : undefined;
  const content = isObject(message) && isObject(message.message) ? message.message.content : "";
  if (typeof content !== "string") throw new OutputShapeError("a chat answer");
  return { kind: "text", text: content };
}

/** The audio format name chat endpoints expect (`wav`, `mp3`, `flac`), from a file's type. */
function audioFormat(blob: Blob | undefined): string {
  const subtype = blob?.type.split("/")[1] ?? "wav";
  return subtype === "mpeg" ? "mp3" : subtype.replace(/^x-/, "");
}

/** One user turn asking the typed question about a media part, as chat-served media tasks take it. */
function question(input: CallInput, media: Record<string, unknown>): Record<string, unknown> {
  return {
    messages: [{ role: "user", content: [media, { type: "text", text: input.text }] }],
    max_tokens: input.maxTokens,
  };
}

/**
 * Try-it specs for the tasks the inference client serves without a dedicated method:
 * text-ranking, zero-shot-object-detection, text2text-generation, depth-estimation,
 * mask-generation, video-text-to-text and audio-text-to-text.
 *
 * @example
 * ```ts
 * GENERIC_TASK_SPECS["depth-estimation"]?.task; // "depth-estimation"
 * ```
 */
export const GENERIC_TASK_SPECS: Record<string, TaskSpec> = {
  "text-ranking": {
    fields: ["text", "sentences"],
    textLabel: "Query",
    method: "request",
    task: "text-ranking",
    args: (input) => ({ query: input.text, texts: splitLines(input.sentences) }),
    read: readRanking,
  },
  "zero-shot-object-detection": {
    fields: ["image", "labels"],
    method: "request",
    task: "zero-shot-object-detection",
    args: async (input) => ({
      inputs: { image: await base64Of(input.blob) },
      parameters: { candidate_labels: splitLabels(input.labels) },
    }),
    read: (output) => ({ kind: "boxes", boxes: readBoxes(output) }),
  },
  // The Hub groups text2text-generation under text generation and serves it the same way.
  "text2text-generation": {
    fields: ["text"],
    method: "textGeneration",
    args: (input) => ({ inputs: input.text }),
    read: (output) => ({ kind: "text", text: readText(output, ["generated_text"]) }),
  },
  "depth-estimation": {
    fields: ["image"],
    method: "request",
    task: "depth-estimation",
    args: (input) => ({ data: input.blob }),
    read: readDepth,
  },
  "mask-generation": {
    fields: ["image"],
    method: "request",
    task: "mask-generation",
    args: (input) => ({ data: input.blob }),
    read: readGeneratedMasks,
  },
  "video-text-to-text": {
    fields: ["video", "text"],
    textLabel: "Question",
    method: "chatCompletion",
    args: async (input) =>
      question(input, { type: "video_url", video_url: { url: await dataUrlOf(input.blob) } }),
    read: readChatAnswer,
  },
  "audio-text-to-text": {
    fields: ["audio", "text"],
    textLabel: "Question",
    method: "chatCompletion",
    args: async (input) =>
      question(input, {
        type: "input_audio",
        input_audio: { data: await base64Of(input.blob), format: audioFormat(input.blob) },
      }),
    read: readChatAnswer,
  },
};
