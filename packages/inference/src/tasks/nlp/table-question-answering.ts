import type {
  TableQuestionAnsweringInput,
  TableQuestionAnsweringOutputElement,
} from "@modeldeck/tasks";
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
 * The arguments of `tableQuestionAnswering`: the table as columns of cell texts and the question,
 * as `inputs`, plus `provider`, `model`, `accessToken` and `endpointUrl`.
 *
 * @example
 * ```ts
 * const args: TableQuestionAnsweringArgs = {
 *   model: "google/tapas-base-finetuned-wtq",
 *   inputs: { query: "How many stars does transformers have?", table: { Repository: ["transformers", "datasets"], Stars: ["36542", "4512"] } },
 * };
 * const { answer } = await tableQuestionAnswering(args);
 * ```
 */
export type TableQuestionAnsweringArgs = BaseArgs & TableQuestionAnsweringInput;

const isAnswer = (item: unknown) =>
  isRecord(item) &&
  isString(item.answer) &&
  (item.aggregator === undefined || isString(item.aggregator)) &&
  isArrayOf(item.cells, isString) &&
  isArrayOf(item.coordinates, (pair) => isArrayOf(pair, isNumber));

/**
 * Answers a question about a table given as columns of cell texts.
 *
 * @example
 * ```ts
 * import { tableQuestionAnswering } from "@modeldeck/inference";
 * const { answer } = await tableQuestionAnswering({
 *   model: "google/tapas-base-finetuned-wtq",
 *   inputs: { query: "How many stars?", table: { Repository: ["Transformers"], Stars: ["36542"] } },
 * });
 * ```
 */
export async function tableQuestionAnswering(
  args: TableQuestionAnsweringArgs,
  options?: Options,
): Promise<TableQuestionAnsweringOutputElement> {
  const { data } = await innerRequest<unknown>(args, {
    ...options,
    task: "table-question-answering",
  });
  const list = toArray(data);
  return expectShape<TableQuestionAnsweringOutputElement[]>(
    list,
    list.length > 0 && list.every(isAnswer),
    "{aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
  )[0]!;
}
