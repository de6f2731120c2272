import type { ImageSegmentationInput, ImageSegmentationOutput } from "@modeldeck/tasks";
import { fileInputArgs } from "../../internal/media-answer.js";
import { mediaRequest } from "../../internal/media-request.js";
import {
  expectShape,
  isArrayOf,
  isNumber,
  isRecord,
  isString,
} from "../../internal/output-checks.js";
import { MEDIA_PROTOCOLS } from "../../providers/registry.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";

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
 * missing any of label, mask or a numeric score throws `InferenceOutputError`. On fal.ai the
 * image goes as a data URL in a queued job, whose one mask is downloaded (labelled "mask").
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
  const payload = await fileInputArgs("image", args as RequestArgs, options);
  const { data, prepared } = await mediaRequest<unknown>(payload, {
    ...options,
    task: "image-segmentation",
  });
  // Providers whose answer is not already the list (fal.ai's queue) read it themselves.
  const segments = MEDIA_PROTOCOLS[prepared.provider]?.segments;
  const answer = segments ? await segments(data, { prepared, options: options ?? {} }) : data;
  // The score is required, as in the reference client: a segment without one is not usable.
  const valid = isArrayOf(
    answer,
    (item) => isRecord(item) && isString(item.label) && isString(item.mask) && isNumber(item.score),
  );
  return expectShape(answer, valid, "Array<{label: string, mask: string, score: number}>");
}
