import type { SentenceSimilarityInput, SentenceSimilarityOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isNumber } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `sentenceSimilarity`: a source sentence and the sentences to compare it with,
 * as `inputs`, plus `provider`, `model`, `accessToken` and `endpointUrl`.
 *
 * @example
 * ```ts
 * const args: SentenceSimilarityArgs = {
 *   model: "sentence-transformers/all-MiniLM-L6-v2",
 *   inputs: { source_sentence: "That is a happy person", sentences: ["That is a happy dog", "Today is sunny"] },
 * };
 * const scores = await sentenceSimilarity(args);
 * ```
 */
export type SentenceSimilarityArgs = BaseArgs & SentenceSimilarityInput;

/**
 * Scores how similar a sentence is to each of several others.
 *
 * @example
 * ```ts
 * import { sentenceSimilarity } from "@modeldeck/inference";
 * const scores = await sentenceSimilarity({
 *   model: "sentence-transformers/all-MiniLM-L6-v2",
 *   inputs: { source_sentence: "That is a happy person", sentences: ["That is a happy dog"] },
 * });
 * ```
 */
export async function sentenceSimilarity(
  args: SentenceSimilarityArgs,
  options?: Options,
): Promise<SentenceSimilarityOutput> {
  // Older callers spelled `sourceSentence`; it travels as a parameter, as in the reference client.
  const { sourceSentence, ...inputs } = args.inputs as SentenceSimilarityInput["inputs"] & {
    sourceSentence?: string;
  };
  const payload = {
    ...args,
    inputs,
    parameters: { source_sentence: sourceSentence, ...args.parameters },
  };
  const { data } = await innerRequest<unknown>(payload, {
    ...options,
    task: "sentence-similarity",
  });
  return expectShape(data, isArrayOf(data, isNumber), "number[]");
}
