import type { ImageClassificationInput, ImageClassificationOutput } from "@modeldeck/tasks";
import { binaryArgs } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isLabelScore } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `imageClassification`: the image as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. The older `data` field is still accepted so code written for
 * earlier reference clients keeps compiling.
 *
 * @example
 * ```ts
 * const args: ImageClassificationArgs = { model: "google/vit-base-patch16-224", inputs: imageBlob, parameters: { top_k: 5 } };
 * const labels = await imageClassification(args);
 * ```
 */
export type ImageClassificationArgs = BaseArgs &
  (ImageClassificationInput | { data: Blob | ArrayBuffer; parameters?: Record<string, unknown> });

/**
 * Classifies an image: labels with scores, best first.
 *
 * @example
 * ```ts
 * import { imageClassification } from "@modeldeck/inference";
 * const labels = await imageClassification({ model: "google/vit-base-patch16-224", inputs: imageBlob });
 * ```
 */
export async function imageClassification(
  args: ImageClassificationArgs,
  options?: Options,
): Promise<ImageClassificationOutput> {
  const { data } = await innerRequest<unknown>(binaryArgs(args), {
    ...options,
    task: "image-classification",
  });
  return expectShape(data, isArrayOf(data, isLabelScore), "Array<{label: string, score: number}>");
}
