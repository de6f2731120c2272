import type { FillMaskInput, FillMaskOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import {
  expectShape,
  isArrayOf,
  isNumber,
  isRecord,
  isString,
} from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `fillMask`: a text containing the model's mask token as `inputs` plus
 * `provider`, `model`, `accessToken` and `endpointUrl`. The mask token depends on the model
 * (`[MASK]` for BERT, `<mask>` for RoBERTa).
 *
 * @example
 * ```ts
 * const args: FillMaskArgs = { model: "google-bert/bert-base-uncased", inputs: "Paris is the [MASK] of France." };
 * const candidates = await fillMask(args);
 * ```
 */
export type FillMaskArgs = BaseArgs & FillMaskInput;

/**
 * Fills the mask token of a text with the most likely tokens.
 *
 * @example
 * ```ts
 * import { fillMask } from "@modeldeck/inference";
 * const candidates = await fillMask({ model: "google-bert/bert-base-uncased", inputs: "[MASK] world!" });
 * ```
 */
export async function fillMask(args: FillMaskArgs, options?: Options): Promise<FillMaskOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "fill-mask" });
  const valid = isArrayOf(
    data,
    (item) =>
      isRecord(item) &&
      isNumber(item.score) &&
      isString(item.sequence) &&
      isNumber(item.token) &&
      isString(item.token_str),
  );
  return expectShape(
    data,
    valid,
    "Array<{score: number, sequence: string, token: number, token_str: string}>",
  );
}
