import type { FeatureExtractionOutput } from "@modeldeck/inference";

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
interface Box {
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

function isMatrix(item: number[] | number[][]): item is number[][] {
  return Array.isArray(item[0]);
}

/**
 * One vector per input: providers answer one text with a flat vector and several with a list of
 * them, and token-level models with a matrix per text, whose rows are averaged here.
 *
 * @example
 * ```ts
 * import { readEmbeddings } from "./task-output";
 * readEmbeddings([0.1, 0.2]); // [[0.1, 0.2]]
 * ```
 */
export function readEmbeddings(output: FeatureExtractionOutput): number[][] {
  if (output.every((value): value is number => typeof value === "number")) return [output];
  return output.map((item) => {
    if (typeof item === "number") return [item];
    if (!isMatrix(item)) return item;
    return (item[0] ?? []).map(
      (_, column) => item.reduce((sum, row) => sum + (row[column] ?? 0), 0) / item.length,
    );
  });
}
