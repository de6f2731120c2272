/**
 * The tasks the server's batches run, and how each is scored: `label` (accuracy, macro-F1),
 * `text` (exact and normalized match, word error rate) or `boxes` (mAP@0.5 over expected boxes).
 * Here rather than in the batches feature because task pages and Compare link to batches for
 * these tasks.
 *
 * @example
 * ```ts
 * BATCH_TASKS["text-classification"]; // "label"
 * ```
 */
export const BATCH_TASKS = {
  "text-classification": "label",
  conversational: "text",
  translation: "text",
  summarization: "text",
  "automatic-speech-recognition": "text",
  "audio-classification": "label",
  "image-classification": "label",
  "object-detection": "boxes",
} as const satisfies Record<string, "label" | "text" | "boxes">;

/** A task a batch can run. */
export type BatchTask = keyof typeof BATCH_TASKS;

/**
 * The kind of file each row of a task over files names; tasks absent here take text. Their
 * rows come as a zip archive holding the files and a CSV or JSON Lines naming them.
 *
 * @example
 * ```ts
 * BATCH_MEDIA["object-detection"]; // "image"
 * ```
 */
export const BATCH_MEDIA: Partial<Record<BatchTask, "image" | "audio">> = {
  "automatic-speech-recognition": "audio",
  "audio-classification": "audio",
  "image-classification": "image",
  "object-detection": "image",
};

/**
 * The batch task for a pipeline, or `undefined` when a batch cannot run it: a chat model's
 * pipeline (text generation) runs as a conversation per row.
 *
 * @example
 * ```ts
 * batchTaskOf("text-generation"); // "conversational"
 * batchTaskOf("__proto__"); // undefined
 * ```
 */
export function batchTaskOf(pipeline: string): BatchTask | undefined {
  const task = pipeline === "text-generation" ? "conversational" : pipeline;
  return Object.hasOwn(BATCH_TASKS, task) ? (task as BatchTask) : undefined;
}
