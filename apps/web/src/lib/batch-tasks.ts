/**
 * The tasks the server's batches run over text inputs, and how each is scored: `label`
 * (accuracy, macro-F1) or `text` (exact and normalized match, word error rate). Here rather
 * than in the batches feature because task pages and Compare link to batches for these tasks.
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
} as const satisfies Record<string, "label" | "text">;

/** A task a batch can run. */
export type BatchTask = keyof typeof BATCH_TASKS;

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
