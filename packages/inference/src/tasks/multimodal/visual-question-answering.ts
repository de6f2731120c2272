import type {
  VisualQuestionAnsweringInput,
  VisualQuestionAnsweringOutputElement,
} from "@modeldeck/tasks";
import { base64Of } from "../../internal/binary.js";
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
 * The arguments of `visualQuestionAnswering`: the image as a Blob and the question, as `inputs`,
 * plus `provider`, `model`, `accessToken` and `endpointUrl`. The image is sent base64-encoded.
 *
 * @example
 * ```ts
 * const args: VisualQuestionAnsweringArgs = {
 *   model: "dandelin/vilt-b32-finetuned-vqa",
 *   inputs: { image: imageBlob, question: "How many cats are lying down?" },
 * };
 * const { answer, score } = await visualQuestionAnswering(args);
 * ```
 */
export type VisualQuestionAnsweringArgs = BaseArgs &
  VisualQuestionAnsweringInput & { inputs: { image: Blob; question: string } };

/**
 * Answers a question about an image; returns the best answer.
 *
 * @example
 * ```ts
 * import { visualQuestionAnswering } from "@modeldeck/inference";
 * const { answer } = await visualQuestionAnswering({
 *   model: "dandelin/vilt-b32-finetuned-vqa",
 *   inputs: { image: photoBlob, question: "How many cats are lying down?" },
 * });
 * ```
 */
export async function visualQuestionAnswering(
  args: VisualQuestionAnsweringArgs,
  options?: Options,
): Promise<VisualQuestionAnsweringOutputElement> {
  const inputs = { question: args.inputs.question, image: await base64Of(args.inputs.image) };
  const { data } = await innerRequest<unknown>(
    { ...args, inputs },
    { ...options, task: "visual-question-answering" },
  );
  const valid =
    Array.isArray(data) &&
    data.length > 0 &&
    isArrayOf(data, (item) => isRecord(item) && isString(item.answer) && isNumber(item.score));
  return expectShape<VisualQuestionAnsweringOutputElement[]>(
    data,
    valid,
    "Array<{answer: string, score: number}>",
  )[0]!;
}
