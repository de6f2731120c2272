import type { ImageToTextInput, ImageToTextOutput } from "@modeldeck/tasks";
import { binaryArgs } from "../../internal/binary.js";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isRecord, isString, toArray } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * The arguments of `imageToText`: the image as `inputs` plus `provider`, `model`, `accessToken`
 * and `endpointUrl`. The older `data` field is still accepted so code written for earlier
 * reference clients keeps compiling.
 *
 * @example
 * ```ts
 * const args: ImageToTextArgs = { model: "nlpconnect/vit-gpt2-image-captioning", inputs: imageBlob };
 * const { generated_text } = await imageToText(args);
 * ```
 */
export type ImageToTextArgs = BaseArgs &
  (ImageToTextInput | { data: Blob | ArrayBuffer; parameters?: Record<string, unknown> });

/**
 * Captions an image.
 *
 * @example
 * ```ts
 * import { imageToText } from "@modeldeck/inference";
 * const { generated_text } = await imageToText({ model: "nlpconnect/vit-gpt2-image-captioning", inputs: imageBlob });
 * ```
 */
export async function imageToText(
  args: ImageToTextArgs,
  options?: Options,
): Promise<ImageToTextOutput> {
  const { data } = await innerRequest<unknown>(binaryArgs(args), {
    ...options,
    task: "image-to-text",
  });
  const first = toArray(data)[0];
  return expectShape(
    first,
    isRecord(first) && isString(first.generated_text),
    "{generated_text: string}",
  );
}
