import type { TabularDataInput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isNumber } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/** The arguments of `tabularClassification`: its task input plus `provider`, `model`, `accessToken` and `endpointUrl`. */
export type TabularClassificationArgs = BaseArgs & TabularDataInput;
/** One predicted label per row. */
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
