import type { MediaKind } from "../providers/media-protocol.js";
import { MEDIA_PROTOCOLS } from "../providers/registry.js";
import type { RequestArgs, RequestOptions } from "../types.js";
import { binaryArgs } from "./binary.js";
import { placeFileInput } from "./file-input.js";
import type { JobContext } from "./job-context.js";
import { CREDENTIAL, credentialOf } from "./credential.js";
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
 * The arguments of a call whose whole input is one file (speech recognition and audio-to-audio
 * take a recording, segmentation and captioning an image), as its provider takes them: raw
 * bytes as the body by default, or as the provider's media side declares (`audioInput` or
 * `imageInput`: fal.ai a data URL in JSON, Together a multipart file, Z.ai a data URL in `file`).
 *
 * @example
 * ```ts
 * const payload = await fileInputArgs("audio", args, options);
 * await innerRequest(payload, { ...options, task: "automatic-speech-recognition" });
 * ```
 */
export async function fileInputArgs(
  kind: "audio" | "image",
  args: RequestArgs,
  options?: RequestOptions,
): Promise<RequestArgs> {
  const credential = credentialOf(args);
  const provider = await providerOfCall(args, options, credential);
  const resolved = { ...args, provider, [CREDENTIAL]: credential };
  const media = MEDIA_PROTOCOLS[provider];
  const input = kind === "audio" ? media?.audioInput : media?.imageInput;
  return input ? placeFileInput(input, resolved, provider, kind) : binaryArgs(resolved);
}
