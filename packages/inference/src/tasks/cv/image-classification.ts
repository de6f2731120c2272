import type { ImageClassificationInput, ImageClassificationOutput } from "@modeldeck/tasks";
import { binaryArgs } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isArrayOf, isLabelScore } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/** The image as `inputs`, or (deprecated) as `data`. */
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
