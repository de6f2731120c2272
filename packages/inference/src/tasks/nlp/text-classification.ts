import type { TextClassificationInput, TextClassificationOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isLabelScore } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `textClassification`: the text as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. `parameters.top_k` limits how many labels come back.
 *
 * @example
 * ```ts
 * const args: TextClassificationArgs = { model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I like you. I love you." };
 * const labels = await textClassification(args);
 * ```
 */
export type TextClassificationArgs = BaseArgs & TextClassificationInput;

/**
 * Classifies a text (sentiment, topic…): labels with scores, best first.
 *
 * @example
 * ```ts
 * import { textClassification } from "@modeldeck/inference";
 * const labels = await textClassification({
 *   model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 *   inputs: "I like you. I love you.",
 * });
 * ```
 */
export async function textClassification(
  args: TextClassificationArgs,
  options?: Options,
): Promise<TextClassificationOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "text-classification" });
  // The hosted pipeline nests the list once per input: [[{label, score}, …]].
  const list = Array.isArray(data) && Array.isArray(data[0]) ? data[0] : data;
  return expectShape(list, isArrayOf(list, isLabelScore), "Array<{label: string, score: number}>");
}
