import { base64Of } from "../../internal/binary.js";
import { MEDIA_PROTOCOLS } from "../../providers/media-protocols.js";
import type { RequestArgs } from "../../types.js";

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
): Promise<RequestArgs> {
  const encode = MEDIA_PROTOCOLS[args.provider ?? "hf-inference"]?.imageInput;
  if (encode) return encode(args);
  const { inputs, ...rest } = args;
  if (!(inputs instanceof Blob) && !(inputs instanceof ArrayBuffer)) return args;
  return args.parameters ? { ...rest, inputs: await base64Of(inputs) } : { ...rest, data: inputs };
}
