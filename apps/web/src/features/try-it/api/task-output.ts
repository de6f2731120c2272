/** What a "try it" run produced, ready to display. */
export type TaskOutput =
  | { kind: "scores"; scores: { label: string; score: number }[] }
  | { kind: "boxes"; boxes: { label: string; score: number; box: Box }[] }
  | { kind: "masks"; masks: { label: string; score?: number; mask: string }[] }
  | { kind: "spans"; text: string; spans: { start: number; end: number; type: string }[] }
  | { kind: "text"; text: string }
  | { kind: "answer"; answer: string; score?: number }
  | { kind: "media"; blob: Blob; mediaType: "image" | "audio" | "video" }
  | { kind: "audio-list"; items: { label: string; blob: Blob }[] }
  | { kind: "table"; headers: string[]; rows: (string | number)[][] }
  | { kind: "similarity"; pairs: { label: string; score: number }[] }
  | { kind: "embedding"; dimensions: number; preview: number[] };

/** A bounding box in pixels. */
export interface Box {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

/**
 * The provider answered, but not in the shape the task expects. Raised while reading the answer
 * so the user sees a plain explanation instead of a broken display.
 *
 * @example
 * ```ts
 * throw new OutputShapeError("a list of labels with scores");
 * ```
 */
export class OutputShapeError extends Error {
  override name = "OutputShapeError";
  constructor(expected: string) {
    super(`The provider answered, but not with ${expected}.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * `[{label, score}]`, or the zero-shot form `{labels, scores}` (possibly inside a list).
 *
 * @example
 * ```ts
 * readScores([[{ label: "POSITIVE", score: 0.99 }]]); // [{ label: "POSITIVE", score: 0.99 }]
 * ```
 */
export function readScores(
  output: unknown,
  labelKey = "label",
): { label: string; score: number }[] {
  const single =
    Array.isArray(output) && output.length === 1 && isObject(output[0]) && "labels" in output[0]
      ? output[0]
      : output;
  if (isObject(single) && Array.isArray(single.labels) && Array.isArray(single.scores)) {
    const values = single.scores as unknown[];
    return single.labels.map((label, index) => ({
      label: String(label),
      score: Number(values[index] ?? 0),
    }));
  }
  const list = Array.isArray(output) && Array.isArray(output[0]) ? output[0] : output;
  if (
    !Array.isArray(list) ||
    !list.every((item) => isObject(item) && typeof item.score === "number")
  ) {
    throw new OutputShapeError("a list of labels with scores");
  }
  return list.map((item) => ({
    label: String((item as Record<string, unknown>)[labelKey] ?? ""),
    score: item.score as number,
  }));
}

/**
 * `[{label, score, box}]` from object detection.
 *
 * @example
 * ```ts
 * readBoxes([{ label: "cat", score: 0.9, box: { xmin: 1, ymin: 2, xmax: 3, ymax: 4 } }]);
 * ```
 */
export function readBoxes(output: unknown): { label: string; score: number; box: Box }[] {
  if (!Array.isArray(output) || !output.every((item) => isObject(item) && isObject(item.box))) {
    throw new OutputShapeError("a list of boxes");
  }
  return output as { label: string; score: number; box: Box }[];
}

/**
 * `[{label, score, mask}]` where `mask` is a base64 PNG.
 *
 * @example
 * ```ts
 * readMasks([{ label: "cat", score: 0.9, mask: "iVBORw0…" }]);
 * ```
 */
export function readMasks(output: unknown): { label: string; score?: number; mask: string }[] {
  if (
    !Array.isArray(output) ||
    !output.every((item) => isObject(item) && typeof item.mask === "string")
  ) {
    throw new OutputShapeError("a list of masks");
  }
  return output as { label: string; score?: number; mask: string }[];
}

/**
 * Entity groups from token classification, as spans of the input text.
 *
 * @example
 * ```ts
 * readSpans([{ entity_group: "PER", start: 0, end: 3 }], "Ada lives here");
 * ```
 */
export function readSpans(output: unknown, text: string): TaskOutput {
  if (
    !Array.isArray(output) ||
    !output.every((item) => isObject(item) && typeof item.start === "number")
  ) {
    throw new OutputShapeError("a list of entities with positions");
  }
  const spans = output.map((item: Record<string, unknown>) => ({
    start: item.start as number,
    end: item.end as number,
    type: String(item.entity_group ?? item.entity ?? "entity"),
  }));
  return { kind: "spans", text, spans };
}

/**
 * Text out of the first of several possible keys, in an object or a one-item list.
 *
 * @example
 * ```ts
 * readText([{ summary_text: "Short." }], ["summary_text"]); // "Short."
 * ```
 */
export function readText(output: unknown, keys: string[]): string {
  const item = Array.isArray(output) ? output[0] : output;
  if (typeof item === "string") return item;
  if (isObject(item)) {
    for (const key of keys) if (typeof item[key] === "string") return item[key] as string;
  }
  throw new OutputShapeError(`a text answer (${keys.join(" or ")})`);
}

/**
 * `{answer, score}` from question answering, in an object or a one-item list.
 *
 * @example
 * ```ts
 * readAnswer({ answer: "Paris", score: 0.9 }); // { kind: "answer", answer: "Paris", score: 0.9 }
 * ```
 */
export function readAnswer(output: unknown): TaskOutput {
  const item = Array.isArray(output) ? output[0] : output;
  if (!isObject(item) || typeof item.answer !== "string") throw new OutputShapeError("an answer");
  return {
    kind: "answer",
    answer: item.answer,
    score: typeof item.score === "number" ? item.score : undefined,
  };
}

/**
 * A Blob (image, audio or video).
 *
 * @example
 * ```ts
 * readBlob(imageBlob, "image"); // { kind: "media", blob: imageBlob, mediaType: "image" }
 * ```
 */
export function readBlob(output: unknown, mediaType: "image" | "audio" | "video"): TaskOutput {
  // Duck-typed: in some environments the client's Blob class is not the page's.
  if (
    !isObject(output) ||
    typeof output.arrayBuffer !== "function" ||
    typeof output.type !== "string"
  ) {
    throw new OutputShapeError(`a ${mediaType} file`);
  }
  return { kind: "media", blob: output as unknown as Blob, mediaType };
}

/**
 * Similarity scores, one per compared sentence.
 *
 * @example
 * ```ts
 * readSimilarity([0.8], ["A kitten"]); // { kind: "similarity", pairs: [{ label: "A kitten", score: 0.8 }] }
 * ```
 */
export function readSimilarity(output: unknown, sentences: string[]): TaskOutput {
  if (!Array.isArray(output) || !output.every((value) => typeof value === "number")) {
    throw new OutputShapeError("a list of similarity scores");
  }
  return {
    kind: "similarity",
    pairs: sentences.map((label, index) => ({ label, score: output[index] as number })),
  };
}

/**
 * Cosine similarity of two vectors.
 *
 * @example
 * ```ts
 * cosineSimilarity([1, 0], [1, 0]); // 1
 * ```
 */
export function cosineSimilarity(left: number[], right: number[]): number {
  let dot = 0;
  let leftNorm = 0;
  let rightNorm = 0;
  for (let index = 0; index < left.length; index++) {
    const a = left[index] ?? 0;
    const b = right[index] ?? 0;
    dot += a * b;
    leftNorm += a * a;
    rightNorm += b * b;
  }
  return leftNorm && rightNorm ? dot / Math.sqrt(leftNorm * rightNorm) : 0;
}

/**
 * One vector per input (averaging token vectors when the provider returns them).
 *
 * @example
 * ```ts
 * readEmbeddings([0.1, 0.2]); // [[0.1, 0.2]]
 * ```
 */
export function readEmbeddings(output: unknown): number[][] {
  if (!Array.isArray(output)) throw new OutputShapeError("embeddings");
  if (output.every((value) => typeof value === "number")) return [output as number[]];
  return output.map((item) => {
    if (Array.isArray(item) && item.every((value) => typeof value === "number"))
      return item as number[];
    if (Array.isArray(item) && item.every(Array.isArray)) {
      const rows = item as number[][];
      return (rows[0] ?? []).map(
        (_, column) => rows.reduce((sum, row) => sum + (row[column] ?? 0), 0) / rows.length,
      );
    }
    throw new OutputShapeError("embeddings");
  });
}

/**
 * Base64 audio clips from audio-to-audio.
 *
 * @example
 * ```ts
 * readAudioList([{ label: "speech", blob: "UklGR…", "content-type": "audio/flac" }]);
 * ```
 */
export function readAudioList(output: unknown): TaskOutput {
  if (
    !Array.isArray(output) ||
    !output.every((item) => isObject(item) && typeof item.blob === "string")
  ) {
    throw new OutputShapeError("a list of audio clips");
  }
  return {
    kind: "audio-list",
    items: output.map((item: Record<string, unknown>) => {
      const bytes = Uint8Array.from(atob(item.blob as string), (character) =>
        character.charCodeAt(0),
      );
      return {
        label: String(item.label ?? "audio"),
        blob: new Blob([bytes], { type: String(item["content-type"] ?? "audio/flac") }),
      };
    }),
  };
}
