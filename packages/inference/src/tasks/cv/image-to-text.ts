import type { ImageToTextInput, ImageToTextOutput } from "@modeldeck/tasks";
import { fileInputArgs } from "../../internal/media-answer.js";
import { mediaRequest } from "../../internal/media-request.js";
import { expectShape, isRecord, isString, toArray } from "../../internal/output-checks.js";
import { MEDIA_PROTOCOLS } from "../../providers/registry.js";
import type { BaseArgs, Options, RequestArgs } from "../../types.js";

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
 * Captions an image. On Z.ai it is layout parsing: the image goes as a data URL and the page's
 * Markdown comes back as `generated_text`.
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
  const payload = await fileInputArgs("image", args as RequestArgs, options);
  const { data, prepared } = await mediaRequest<unknown>(payload, {
    ...options,
    task: "image-to-text",
  });
  // Providers whose answer is not already `{ generated_text }` (Z.ai) read it themselves.
  const caption = MEDIA_PROTOCOLS[prepared.provider]?.caption;
  const answer = caption ? await caption(data, { prepared, options: options ?? {} }) : data;
  const first = toArray(answer)[0];
  return expectShape(
    first,
    isRecord(first) && isString(first.generated_text),
    "{generated_text: string}",
  );
}
