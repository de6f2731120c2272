import type { MediaKind } from "../providers/media-protocol.js";
import { MEDIA_PROTOCOLS } from "../providers/registry.js";
import type { RequestArgs, RequestOptions } from "../types.js";
import { binaryArgs } from "./binary.js";
import { placeFileInput } from "./file-input.js";
import type { JobContext } from "./job-context.js";
import { providerOfCall } from "./make-request-options.js";
import { bytesAnswer, openAiImage } from "./media-output.js";

/**
 * Reads the image, video or audio a media task returns from a provider's answer, with the
 * answer side the provider declares (its job protocol followed to the end), or generically:
 * the OpenAI image shape or raw bytes. Returns a Blob, or a URL when `job.outputType` is "url".
 *
 * @example
 * ```ts
 * import { innerRequest } from "./inner-request.js";
 * const { data, prepared } = await innerRequest<unknown>(args, { ...options, task: "text-to-video" });
 * const video = await readMediaAnswer("video", data, { prepared, options });
 * ```
 */
export function readMediaAnswer(
  kind: MediaKind,
  answer: unknown,
  job: JobContext,
): Promise<Blob | string> {
  const reader = MEDIA_PROTOCOLS[job.prepared.provider]?.[kind];
  if (reader) return reader(answer, job);
  return kind === "image" ? openAiImage(answer, job) : bytesAnswer(answer, job, "Blob");
}

/**
 * The arguments of a call whose input is an audio file, as its provider takes them: raw bytes
 * as the body by default, or as the provider's media side declares (fal.ai: a data URL in JSON;
 * Together: a multipart file).
 *
 * @example
 * ```ts
 * const payload = await audioInputArgs(args, options);
 * await innerRequest(payload, { ...options, task: "automatic-speech-recognition" });
 * ```
 */
export async function audioInputArgs(
  args: RequestArgs,
  options?: RequestOptions,
): Promise<RequestArgs> {
  const provider = await providerOfCall(args, options);
  const resolved = { ...args, provider };
  const input = MEDIA_PROTOCOLS[provider]?.audioInput;
  return input ? placeFileInput(input, resolved, provider, "audio") : binaryArgs(resolved);
}

/**
 * The arguments of a call whose whole input is one image (segmentation, captioning), as its
 * provider takes them: raw bytes as the body by default, or as the provider's media side
 * declares (`imageInput`: fal.ai a data URL in `image_url`, Z.ai one in `file`).
 *
 * @example
 * ```ts
 * const payload = await imageFileArgs(args, options);
 * await innerRequest(payload, { ...options, task: "image-segmentation" });
 * ```
 */
export async function imageFileArgs(
  args: RequestArgs,
  options?: RequestOptions,
): Promise<RequestArgs> {
  const provider = await providerOfCall(args, options);
  const resolved = { ...args, provider };
  const input = MEDIA_PROTOCOLS[provider]?.imageInput;
  return input ? placeFileInput(input, resolved, provider, "image") : binaryArgs(resolved);
}
