import type { QuestionAnsweringInput, QuestionAnsweringOutputElement } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { firstAnswer } from "../../internal/output-checks.js";
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
  return firstAnswer<QuestionAnsweringOutputElement>(data, "required");
}
