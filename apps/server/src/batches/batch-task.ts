import type { InferenceProviderOrPolicy, Options } from "@modeldeck/inference";

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
 * (top label, generated text) and the token usage when the provider reported it; for streamed
 * tasks, the time to the first token.
 *
 * @example
 * ```ts
 * const answer: BatchAnswer = { output: [{ label: "POSITIVE", score: 0.99 }], answer: "POSITIVE" };
 * ```
 */
export interface BatchAnswer {
  output: unknown;
  answer: string | undefined;
  promptTokens?: number;
  completionTokens?: number;
  /** Milliseconds from the call to the first generated piece, for tasks that stream. */
  firstTokenMs?: number;
}

/**
 * How a batch runs one task: the call (with the inference client's own task function), the
 * metric its answers are scored with: `label` (accuracy, macro-F1), `text` (exact and
 * normalized match, word error rate) or `boxes` (mAP@0.5 against expected boxes), and, for
 * tasks over files, the kind of stored file (blob) each row's input names; the runner reads
 * that file and passes it as `media`.
 *
 * @example
 * ```ts
 * const answer = await BATCH_TASKS["text-classification"].run(column, "great film", undefined, options, undefined);
 * ```
 */
export interface BatchTask {
  metric: "label" | "text" | "boxes";
  media?: "image" | "audio";
  run(
    column: BatchColumn,
    input: string,
    accessToken: string | undefined,
    options: Options,
    media: Blob | undefined,
  ): Promise<BatchAnswer>;
}

/**
 * The arguments every task function takes: model, provider and, when the owner sent one, the
 * key for that provider.
 *
 * @example
 * ```ts
 * await textClassification({ ...taskBase(column, undefined), inputs: "great" }, options);
 * ```
 */
export const taskBase = (column: BatchColumn, accessToken: string | undefined) => ({
  model: column.model,
  provider: column.provider as InferenceProviderOrPolicy,
  ...(accessToken === undefined ? {} : { accessToken }),
});
