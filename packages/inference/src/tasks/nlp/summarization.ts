import type { SummarizationInput, SummarizationOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isRecord, isString } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `summarization`: the text to summarize as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. Truncation and generation settings go in `parameters`.
 *
 * @example
 * ```ts
 * const args: SummarizationArgs = { model: "facebook/bart-large-cnn", inputs: longText, parameters: { truncation: "longest_first" } };
 * const { summary_text } = await summarization(args);
 * ```
 */
export type SummarizationArgs = BaseArgs & SummarizationInput;

/**
 * Summarizes a text.
 *
 * @example
 * ```ts
 * import { summarization } from "@modeldeck/inference";
 * const { summary_text } = await summarization({ model: "facebook/bart-large-cnn", inputs: longText });
 * ```
 */
export async function summarization(
  args: SummarizationArgs,
  options?: Options,
): Promise<SummarizationOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "summarization" });
  const valid =
    Array.isArray(data) &&
    data.length > 0 &&
    isArrayOf(data, (item) => isRecord(item) && isString(item.summary_text));
  return expectShape<SummarizationOutput[]>(data, valid, "Array<{summary_text: string}>")[0]!;
}
