import type { FeatureExtractionInput, FeatureExtractionOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isRecord } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `featureExtraction`: the text (or texts) as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. Pass several sentences at once to get one embedding per
 * sentence in a single request.
 *
 * @example
 * ```ts
 * const args: FeatureExtractionArgs = { model: "sentence-transformers/all-MiniLM-L6-v2", inputs: ["Hello", "Good morning"] };
 * const vectors = await featureExtraction(args);
 * ```
 */
export type FeatureExtractionArgs = BaseArgs & FeatureExtractionInput;
export type { FeatureExtractionOutput };

/** Numbers nested at most `depth` arrays deep, as embeddings are. */
function isNumberTree(value: unknown, depth: number): boolean {
  if (typeof value === "number") return true;
  return depth > 0 && Array.isArray(value) && value.every((item) => isNumberTree(item, depth - 1));
}

/**
 * Embeds text: one vector per input (or per token for models without pooling). OpenAI-style
 * embedding answers (`{ data: [{ embedding }] }`) are converted to the same shape.
 *
 * @example
 * ```ts
 * import { featureExtraction } from "@modeldeck/inference";
 * const vector = await featureExtraction({ model: "sentence-transformers/all-MiniLM-L6-v2", inputs: "Hello" });
 * ```
 */
export async function featureExtraction(
  args: FeatureExtractionArgs,
  options?: Options,
): Promise<FeatureExtractionOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "feature-extraction" });
  const output =
    isRecord(data) && Array.isArray(data.data)
      ? data.data.map((item) => (isRecord(item) ? item.embedding : item))
      : data;
  const valid = Array.isArray(output) && isNumberTree(output, 4);
  return expectShape(output, valid, "Array<number[][][] | number[][] | number[] | number>");
}
