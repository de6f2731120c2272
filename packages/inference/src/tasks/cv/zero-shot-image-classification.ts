import type {
  ZeroShotImageClassificationInput,
  ZeroShotImageClassificationOutput,
} from "@modeldeck/tasks";
import { base64Of } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isLabelScore } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `zeroShotImageClassification`: the image, the labels to choose from in
 * `parameters.candidate_labels`, plus `provider`, `model`, `accessToken` and `endpointUrl`. The
 * older `inputs.image` form is still accepted so code written for earlier reference clients keeps
 * compiling.
 *
 * @example
 * ```ts
 * const args: ZeroShotImageClassificationArgs = {
 *   model: "openai/clip-vit-large-patch14-336",
 *   inputs: imageBlob,
 *   parameters: { candidate_labels: ["cat", "dog", "bird"] },
 * };
 * const scores = await zeroShotImageClassification(args);
 * ```
 */
export type ZeroShotImageClassificationArgs = BaseArgs &
  (
    | ZeroShotImageClassificationInput
    | { inputs: { image: Blob | ArrayBuffer }; parameters: { candidate_labels: string[] } }
  );

/**
 * Scores an image against labels chosen at call time. The image is sent base64-encoded.
 *
 * @example
 * ```ts
 * import { zeroShotImageClassification } from "@modeldeck/inference";
 * const scores = await zeroShotImageClassification({
 *   model: "openai/clip-vit-large-patch14-336",
 *   inputs: imageBlob,
 *   parameters: { candidate_labels: ["animal", "car", "toy"] },
 * });
 * ```
 */
export async function zeroShotImageClassification(
  args: ZeroShotImageClassificationArgs,
  options?: Options,
): Promise<ZeroShotImageClassificationOutput> {
  const image = args.inputs instanceof Blob ? args.inputs : args.inputs.image;
  const payload = { ...args, inputs: { image: await base64Of(image as Blob | ArrayBuffer) } };
  const { data } = await innerRequest<unknown>(payload, {
    ...options,
    task: "zero-shot-image-classification",
  });
  return expectShape(data, isArrayOf(data, isLabelScore), "Array<{label: string, score: number}>");
}
