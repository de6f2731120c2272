import type { TabularDataInput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isNumber } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `tabularClassification`: the table as columns of cell texts in `inputs.data`
 * plus `provider`, `model`, `accessToken` and `endpointUrl`. Every column must have the same
 * number of rows.
 *
 * @example
 * ```ts
 * const args: TabularClassificationArgs = {
 *   model: "vvmnnnkv/wine-quality",
 *   inputs: { data: { fixed_acidity: ["7.4", "7.8"], volatile_acidity: ["0.7", "0.88"], alcohol: ["9.4", "9.8"] } },
 * };
 * const classes = await tabularClassification(args);
 * ```
 */
export type TabularClassificationArgs = BaseArgs & TabularDataInput;
/**
 * What `tabularClassification` resolves to: one predicted class per row, in the order of the input
 * rows. Classes come back as numbers, as scikit-learn models answer.
 *
 * @example
 * ```ts
 * const classes: TabularClassificationOutput = await tabularClassification({ model: "vvmnnnkv/wine-quality", inputs: { data: table } });
 * console.log(classes); // [5, 5]
 * ```
 */
export type TabularClassificationOutput = number[];

/**
 * Predicts a class for each row of a table given as columns.
 *
 * @example
 * ```ts
 * import { tabularClassification } from "@modeldeck/inference";
 * const labels = await tabularClassification({
 *   model: "vvmnnnkv/wine-quality",
 *   inputs: { data: { fixed_acidity: ["7.4", "7.8"], alcohol: ["9.4", "9.8"] } },
 * });
 * ```
 */
export async function tabularClassification(
  args: TabularClassificationArgs,
  options?: Options,
): Promise<TabularClassificationOutput> {
  const { data } = await innerRequest<unknown>(args, {
    ...options,
    task: "tabular-classification",
  });
  return expectShape(data, isArrayOf(data, isNumber), "number[]");
}
