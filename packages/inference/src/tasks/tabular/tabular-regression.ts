import type { TabularDataInput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isNumber } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `tabularRegression`: the table as columns of cell texts in `inputs.data` plus
 * `provider`, `model`, `accessToken` and `endpointUrl`. Every column must have the same number of
 * rows.
 *
 * @example
 * ```ts
 * const args: TabularRegressionArgs = {
 *   model: "scikit-learn/Fish-Weight",
 *   inputs: { data: { Height: ["11.52", "12.48"], Length1: ["23.2", "24"], Species: ["Bream", "Bream"] } },
 * };
 * const weights = await tabularRegression(args);
 * ```
 */
export type TabularRegressionArgs = BaseArgs & TabularDataInput;
/**
 * What `tabularRegression` resolves to: one predicted number per row, in the order of the input
 * rows.
 *
 * @example
 * ```ts
 * const weights: TabularRegressionOutput = await tabularRegression({ model: "scikit-learn/Fish-Weight", inputs: { data: table } });
 * console.log(weights[0]);
 * ```
 */
export type TabularRegressionOutput = number[];

/**
 * Predicts a number for each row of a table given as columns.
 *
 * @example
 * ```ts
 * import { tabularRegression } from "@modeldeck/inference";
 * const weights = await tabularRegression({
 *   model: "scikit-learn/Fish-Weight",
 *   inputs: { data: { Height: ["11.52", "12.48"], Width: ["4.02", "4.31"] } },
 * });
 * ```
 */
export async function tabularRegression(
  args: TabularRegressionArgs,
  options?: Options,
): Promise<TabularRegressionOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "tabular-regression" });
  return expectShape(data, isArrayOf(data, isNumber), "number[]");
}
