import type { ObjectDetectionInput, ObjectDetectionOutput } from "@modeldeck/tasks";
import { binaryArgs } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import {
  expectShape,
  isArrayOf,
  isLabelScore,
  isNumber,
  isRecord,
} from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `objectDetection`: the image as `inputs` plus `provider`, `model`,
 * `accessToken` and `endpointUrl`. The older `data` field is still accepted so code written for
 * earlier reference clients keeps compiling.
 *
 * @example
 * ```ts
 * const args: ObjectDetectionArgs = { model: "facebook/detr-resnet-50", inputs: imageBlob, parameters: { threshold: 0.8 } };
 * const objects = await objectDetection(args);
 * ```
 */
export type ObjectDetectionArgs = BaseArgs &
  (ObjectDetectionInput | { data: Blob | ArrayBuffer; parameters?: Record<string, unknown> });

const isBox = (box: unknown) =>
  isRecord(box) &&
  isNumber(box.xmin) &&
  isNumber(box.ymin) &&
  isNumber(box.xmax) &&
  isNumber(box.ymax);

/**
 * Detects objects in an image: labelled boxes with scores.
 *
 * @example
 * ```ts
 * import { objectDetection } from "@modeldeck/inference";
 * const objects = await objectDetection({ model: "facebook/detr-resnet-50", inputs: imageBlob });
 * ```
 */
export async function objectDetection(
  args: ObjectDetectionArgs,
  options?: Options,
): Promise<ObjectDetectionOutput> {
  const { data } = await innerRequest<unknown>(binaryArgs(args), {
    ...options,
    task: "object-detection",
  });
  const valid = isArrayOf(
    data,
    (item) => isLabelScore(item) && isBox((item as { box?: unknown }).box),
  );
  return expectShape(
    data,
    valid,
    "Array<{label: string; score: number; box: {xmin: number; ymin: number; xmax: number; ymax: number}}>",
  );
}
