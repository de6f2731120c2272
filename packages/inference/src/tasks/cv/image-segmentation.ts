import type { ImageSegmentationInput, ImageSegmentationOutput } from "@modeldeck/tasks";
import { binaryArgs } from "../../internal/binary.js";
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
 * The arguments of `imageSegmentation`: the image as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. The older `data` field is still accepted so code written for
 * earlier reference clients keeps compiling.
 *
 * @example
 * ```ts
 * const args: ImageSegmentationArgs = { model: "facebook/detr-resnet-50-panoptic", inputs: imageBlob, parameters: { threshold: 0.9 } };
 * const segments = await imageSegmentation(args);
 * ```
 */
export type ImageSegmentationArgs = BaseArgs &
  (ImageSegmentationInput | { data: Blob | ArrayBuffer; parameters?: Record<string, unknown> });

/**
 * Segments an image: one labelled mask (a base64 PNG) with its score per segment. An answer
 * missing any of label, mask or a numeric score throws `InferenceOutputError`.
 *
 * @example
 * ```ts
 * import { imageSegmentation } from "@modeldeck/inference";
 * const segments = await imageSegmentation({ model: "facebook/detr-resnet-50-panoptic", inputs: imageBlob });
 * ```
 */
export async function imageSegmentation(
  args: ImageSegmentationArgs,
  options?: Options,
): Promise<ImageSegmentationOutput> {
  const { data } = await innerRequest<unknown>(binaryArgs(args), {
    ...options,
    task: "image-segmentation",
  });
  // The score is required, as in the reference client: a segment without one is not usable.
  const valid = isArrayOf(
    data,
    (item) => isRecord(item) && isString(item.label) && isString(item.mask) && isNumber(item.score),
  );
  return expectShape(data, valid, "Array<{label: string, mask: string, score: number}>");
}
