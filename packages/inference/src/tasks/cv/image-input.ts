import { base64Of } from "../../internal/binary.js";
import { placeFileInput } from "../../internal/file-input.js";
import { MEDIA_PROTOCOLS } from "../../providers/media-protocols.js";
import { providerOfCall } from "../../internal/make-request-options.js";
import type { RequestArgs, RequestOptions } from "../../types.js";

/**
 * The arguments of a call whose input is an image, as its provider takes them: what the
 * provider's answer side builds when it declares `imageInput` (fal.ai, Replicate, Together and
 * WaveSpeedAI want the image inside JSON under their own field names), otherwise the reference
 * shape: the raw bytes as the body, or base64 `inputs` in JSON when there are parameters.
 *
 * @example
 * ```ts
 * const payload = await imageInputArgs({ provider: "fal-ai", model, inputs: photo, parameters: { prompt } });
 * await innerRequest(payload, { ...options, task: "image-to-video" });
 * ```
 */
export async function imageInputArgs(
  args: RequestArgs & { inputs?: unknown },
  options?: RequestOptions,
): Promise<RequestArgs> {
  // `provider: "auto"` is resolved first: the image must go in the chosen provider's shape.
  const provider = await providerOfCall(args, options);
  const input = MEDIA_PROTOCOLS[provider]?.imageInput;
  if (input) return placeFileInput(input, { ...args, provider }, provider, "image");
  const { inputs, ...rest } = args;
  if (!(inputs instanceof Blob) && !(inputs instanceof ArrayBuffer)) return args;
  return args.parameters ? { ...rest, inputs: await base64Of(inputs) } : { ...rest, data: inputs };
}
