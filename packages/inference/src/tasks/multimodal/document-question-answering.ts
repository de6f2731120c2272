import type {
  DocumentQuestionAnsweringInput,
  DocumentQuestionAnsweringOutputElement,
} from "@modeldeck/tasks";
import { base64Of } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { firstAnswer } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `documentQuestionAnswering`: the document image as a Blob and the question, as
 * `inputs`, plus `provider`, `model`, `accessToken` and `endpointUrl`. The image is sent
 * base64-encoded, so scans of a few megabytes are fine.
 *
 * @example
 * ```ts
 * const args: DocumentQuestionAnsweringArgs = {
 *   model: "impira/layoutlm-document-qa",
 *   inputs: { image: invoiceBlob, question: "What is the invoice number?" },
 * };
 * const { answer } = await documentQuestionAnswering(args);
 * ```
 */
export type DocumentQuestionAnsweringArgs = BaseArgs &
  DocumentQuestionAnsweringInput & { inputs: { image: Blob; question: string } };

/**
 * Answers a question about a document image; returns the best answer.
 *
 * @example
 * ```ts
 * import { documentQuestionAnswering } from "@modeldeck/inference";
 * const { answer } = await documentQuestionAnswering({
 *   model: "impira/layoutlm-document-qa",
 *   inputs: { image: scanBlob, question: "Invoice number?" },
 * });
 * ```
 */
export async function documentQuestionAnswering(
  args: DocumentQuestionAnsweringArgs,
  options?: Options,
): Promise<DocumentQuestionAnsweringOutputElement> {
  const inputs = { question: args.inputs.question, image: await base64Of(args.inputs.image) };
  const { data } = await innerRequest<unknown>(
    { ...args, inputs },
    { ...options, task: "document-question-answering" },
  );
  return firstAnswer<DocumentQuestionAnsweringOutputElement>(data, "optional");
}
