import { summarization, textClassification, translation } from "@modeldeck/inference";
import { taskBase as base, type BatchTask } from "./batch-task.js";
import { MEDIA_BATCH_TASKS } from "./media-batch-tasks.js";
import { streamedChat } from "./streamed-chat.js";

/**
 * The tasks a batch can run, keyed by pipeline tag: over text inputs, and over stored images or
 * recordings ({@link MEDIA_BATCH_TASKS}). Chat columns stream, to time the first token.
 *
 * @example
 * ```ts
 * Object.hasOwn(BATCH_TASKS, "text-classification"); // true
 * ```
 */
export const BATCH_TASKS = {
  "text-classification": {
    metric: "label",
    async run(column, input, accessToken, options) {
      const output = await textClassification(
        { ...base(column, accessToken), inputs: input, parameters: column.parameters },
        options,
      );
      const top = [...output].sort((one, other) => other.score - one.score)[0];
      return { output, answer: top?.label };
    },
  },
  conversational: {
    metric: "text",
    run: (column, input, accessToken, options) => streamedChat(column, input, accessToken, options),
  },
  translation: {
    metric: "text",
    async run(column, input, accessToken, options) {
      const output = await translation(
        { ...base(column, accessToken), inputs: input, parameters: column.parameters },
        options,
      );
      return { output, answer: output.translation_text };
    },
  },
  summarization: {
    metric: "text",
    async run(column, input, accessToken, options) {
      const output = await summarization(
        { ...base(column, accessToken), inputs: input, parameters: column.parameters },
        options,
      );
      return { output, answer: output.summary_text };
    },
  },
  ...MEDIA_BATCH_TASKS,
} satisfies Record<string, BatchTask>;

/**
 * A task a batch can run.
 *
 * @example
 * ```ts
 * const task: BatchTaskId = "translation";
 * ```
 */
export type BatchTaskId = keyof typeof BATCH_TASKS;

/**
 * Whether `task` (from an upload) is one a batch can run; own keys only.
 *
 * @example
 * ```ts
 * isBatchTask("conversational"); // true
 * isBatchTask("constructor"); // false
 * ```
 */
export function isBatchTask(task: string): task is BatchTaskId {
  return Object.hasOwn(BATCH_TASKS, task);
}
