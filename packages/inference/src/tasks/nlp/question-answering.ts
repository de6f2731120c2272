import type { QuestionAnsweringInput, QuestionAnsweringOutputElement } from "@modeldeck/tasks";
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
 * The arguments of `questionAnswering`: a question and the context to find its answer in, as
 * `inputs`, plus `provider`, `model`, `accessToken` and `endpointUrl`.
 *
 * @example
 * ```ts
 * const args: QuestionAnsweringArgs = {
 *   model: "deepset/roberta-base-squad2",
 *   inputs: { question: "Where do I live?", context: "My name is Sarah and I live in London." },
 * };
 * const { answer } = await questionAnswering(args);
 * ```
 */
export type QuestionAnsweringArgs = BaseArgs & QuestionAnsweringInput;

/**
 * Finds the answer to a question in a context text; returns the best answer.
 *
 * @example
 * ```ts
 * import { questionAnswering } from "@modeldeck/inference";
 * const { answer } = await questionAnswering({
 *   model: "deepset/roberta-base-squad2",
 *   inputs: { question: "What is the capital of France?", context: "The capital of France is Paris." },
 * });
 * ```
 */
export async function questionAnswering(
  args: QuestionAnsweringArgs,
  options?: Options,
): Promise<QuestionAnsweringOutputElement> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "question-answering" });
  const list = toArray(data);
  const valid =
    list.length > 0 &&
    isArrayOf(
      list,
      (item) =>
        isRecord(item) &&
        isString(item.answer) &&
        isNumber(item.end) &&
        isNumber(item.score) &&
        isNumber(item.start),
    );
  return expectShape<QuestionAnsweringOutputElement[]>(
    list,
    valid,
    "Array<{answer: string, end: number, score: number, start: number}>",
  )[0]!;
}
