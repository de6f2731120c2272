import { base64Of } from "../../internal/binary.js";
import { placeFileInput } from "../../internal/file-input.js";
import { MEDIA_PROTOCOLS } from "../../providers/registry.js";
import { CREDENTIAL, credentialOf } from "../../internal/credential.js";
import { providerOfCall } from "../../internal/make-request-options.js";
import { readMediaAnswer } from "../../internal/media-answer.js";
import { mediaRequest } from "../../internal/media-request.js";
import type { Options, RequestArgs, RequestOptions } from "../../types.js";

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
async function imageInputArgs(
  args: RequestArgs & { inputs?: unknown },
  options?: RequestOptions,
): Promise<RequestArgs> {
  // `provider: "auto"` is resolved first: the image must go in the chosen provider's shape.
  const credential = credentialOf(args);
  const provider = await providerOfCall(args, options, credential);
  const carried = { ...args, [CREDENTIAL]: credential };
  const input = MEDIA_PROTOCOLS[provider]?.imageInput;
  if (input) return placeFileInput(input, { ...carried, provider }, provider, "image");
  const { inputs, ...rest } = carried;
  if (!(inputs instanceof Blob) && !(inputs instanceof ArrayBuffer)) return carried;
  return args.parameters ? { ...rest, inputs: await base64Of(inputs) } : { ...rest, data: inputs };
}

/** The tasks that take an image and answer with an image or a video. */
type ImageInputTask =
  "image-to-image" | "image-to-video" | "image-text-to-image" | "image-text-to-video";

/**
 * Runs a task whose input is an image (`imageToImage`, `imageToVideo`, `imageTextToImage`,
 * `imageTextToVideo`): the image in its provider's shape (optional for the image-text tasks,
 * which then send the prompt alone), the job followed to the end, and the image or video read
 * from the answer as a Blob.
 *
 * @example
 * ```ts
 * const video = await runImageInputTask(args, options, "image-to-video", "video");
 * ```
 */
export async function runImageInputTask(
  args: RequestArgs,
  options: Options | undefined,
  task: ImageInputTask,
  kind: "image" | "video",
): Promise<Blob> {
  const jobOptions = options ?? {};
  const withoutImage = args.inputs === undefined && task.startsWith("image-text-");
  const payload = withoutImage ? args : await imageInputArgs(args, jobOptions);
  const { data, prepared } = await mediaRequest<unknown>(payload, { ...jobOptions, task });
  return readMediaAnswer(kind, data, { prepared, options: jobOptions }) as Promise<Blob>;
}
