import {
  chatCompletion,
  summarization,
  textClassification,
  translation,
  type InferenceProviderOrPolicy,
  type Options,
} from "@modeldeck/inference";

/**
 * One model/provider column of a batch: the Hub model id, the provider that runs it and the
 * task's parameters (JSON object), the same for every row.
 *
 * @example
 * ```ts
 * const column: BatchColumn = { model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", provider: "hf-inference", parameters: {} };
 * ```
 */
export interface BatchColumn {
  model: string;
  provider: string;
  parameters: Record<string, unknown>;
}

/**
 * What one call of a column gave: the provider's answer, the part of it the metrics compare
 * (top label, generated text) and the token usage when the provider reported it.
 *
 * @example
 * ```ts
 * const answer: BatchAnswer = { output: [{ label: "POSITIVE", score: 0.99 }], answer: "POSITIVE" };
 * ```
 */
interface BatchAnswer {
  output: unknown;
  answer: string | undefined;
  promptTokens?: number;
  completionTokens?: number;
}

/**
 * How a batch runs one task: the call (with the inference client's own task function) and the
 * metric its answers are scored with: `label` (accuracy, macro-F1) or `text` (exact and
 * normalized match, word error rate).
 *
 * @example
 * ```ts
 * const answer = await BATCH_TASKS["text-classification"].run(column, "great film", undefined, options);
 * ```
 */
export interface BatchTask {
  metric: "label" | "text";
  run(
    column: BatchColumn,
    input: string,
    accessToken: string | undefined,
    options: Options,
  ): Promise<BatchAnswer>;
}

const base = (column: BatchColumn, accessToken: string | undefined) => ({
  model: column.model,
  provider: column.provider as InferenceProviderOrPolicy,
  ...(accessToken === undefined ? {} : { accessToken }),
});

/**
 * The tasks a batch can run over text inputs, keyed by pipeline tag.
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
    async run(column, input, accessToken, options) {
      const output = await chatCompletion(
        {
          ...column.parameters,
          ...base(column, accessToken),
          messages: [{ role: "user", content: input }],
        },
        options,
      );
      const content = output.choices[0]?.message.content;
      return {
        output,
        answer: typeof content === "string" ? content : undefined,
        ...(output.usage === undefined
          ? {}
          : {
              promptTokens: output.usage.prompt_tokens,
              completionTokens: output.usage.completion_tokens,
            }),
      };
    },
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
