import type { JobContext } from "./job-context.js";
import { readMediaAnswer } from "./media-answer.js";

export type OutputType = "url" | "blob" | undefined;

/**
 * Turns a provider's text-to-image answer into a Blob (or a URL when `outputType` is "url")
 * through the provider's own answer side (see `MEDIA_PROTOCOLS`).
 */
export function imageFromResponse(
  data: unknown,
  outputType: OutputType,
  context: JobContext,
): Promise<Blob | string> {
  return readMediaAnswer("image", data, { ...context, ...(outputType ? { outputType } : {}) });
}
