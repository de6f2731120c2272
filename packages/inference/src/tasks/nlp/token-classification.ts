import type { TokenClassificationInput, TokenClassificationOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import {
  expectShape,
  isArrayOf,
  isNumber,
  isOptionalNumber,
  isRecord,
  isString,
  toArray,
} from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `tokenClassification`: the text as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. `parameters.aggregation_strategy` decides whether word pieces
 * are merged into whole entities.
 *
 * @example
 * ```ts
 * const args: TokenClassificationArgs = {
 *   model: "dbmdz/bert-large-cased-finetuned-conll03-english",
 *   inputs: "My name is Sarah Jessica Parker but you can call me Jessica",
 *   parameters: { aggregation_strategy: "simple" },
 * };
 * const entities = await tokenClassification(args);
 * ```
 */
export type TokenClassificationArgs = BaseArgs & TokenClassificationInput;

/**
 * Labels spans of a text (named entities, parts of speech).
 *
 * @example
 * ```ts
 * import { tokenClassification } from "@modeldeck/inference";
 * const entities = await tokenClassification({
 *   model: "dbmdz/bert-large-cased-finetuned-conll03-english",
 *   inputs: "My name is Sarah Jessica Parker",
 * });
 * ```
 */
export async function tokenClassification(
  args: TokenClassificationArgs,
  options?: Options,
): Promise<TokenClassificationOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "token-classification" });
  const list = toArray(data);
  const valid = isArrayOf(
    list,
    (item) =>
      isRecord(item) &&
      (isString(item.entity_group) || isString(item.entity)) &&
      isNumber(item.score) &&
      isString(item.word) &&
      isOptionalNumber(item.start) &&
      isOptionalNumber(item.end),
  );
  return expectShape(
    list,
    valid,
    "Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
  );
}
