import type { TabularDataInput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isNumber } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/** The arguments of `tabularRegression`: its task input plus `provider`, `model`, `accessToken` and `endpointUrl`. */
export type TabularRegressionArgs = BaseArgs & TabularDataInput;
/** One predicted value per row. */
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
