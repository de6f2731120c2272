import type { ZeroShotClassificationInput, ZeroShotClassificationOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import {
  expectShape,
  isArrayOf,
  isNumber,
  isRecord,
  isString,
  toArray,
} from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `zeroShotClassification`: the text as `inputs`, the labels to choose from in
 * `parameters.candidate_labels`, plus `provider`, `model`, `accessToken` and `endpointUrl`. Set
 * `multi_label` when several labels may apply at once.
 *
 * @example
 * ```ts
 * const args: ZeroShotClassificationArgs = {
 *   model: "facebook/bart-large-mnli",
 *   inputs: "Hi, I recently bought a device from your company but it is not working as advertised.",
 *   parameters: { candidate_labels: ["refund", "legal", "faq"] },
 * };
 * const result = await zeroShotClassification(args);
 * ```
 */
export type ZeroShotClassificationArgs = BaseArgs & ZeroShotClassificationInput;

/**
 * Scores a text against labels chosen at call time.
 *
 * @example
 * ```ts
 * import { zeroShotClassification } from "@modeldeck/inference";
 * const [result] = await zeroShotClassification({
 *   model: "facebook/bart-large-mnli",
 *   inputs: "I want my money back",
 *   parameters: { candidate_labels: ["refund", "legal", "faq"] },
 * });
 * ```
 */
export async function zeroShotClassification(
  args: ZeroShotClassificationArgs,
  options?: Options,
): Promise<ZeroShotClassificationOutput> {
  const { data } = await innerRequest<unknown>(args, {
    ...options,
    task: "zero-shot-classification",
  });
  const list = toArray(data);
  const valid = isArrayOf(
    list,
    (item) =>
      isRecord(item) &&
      isArrayOf(item.labels, isString) &&
      isArrayOf(item.scores, isNumber) &&
      isString(item.sequence),
  );
  return expectShape(list, valid, "Array<{labels: string[], scores: number[], sequence: string}>");
}
