import { mediaRequest } from "../../internal/media-request.js";
import type { RequestArgs, RequestOptions } from "../../types.js";

/**
 * Sends a custom inference request and returns the raw answer (parsed JSON, or a Blob for
 * binary answers), without any output check. Use it for tasks or parameters the typed
 * functions do not cover.
 *
 * @example
 * ```ts
 * import { request } from "@modeldeck/inference";
 * const output = await request<unknown>(
 *   { model: "gpt2", inputs: "Hello", accessToken: "hf_…" },
 *   { task: "text-generation" },
 * );
 * ```
 */
export async function request<T>(args: RequestArgs, options?: RequestOptions): Promise<T> {
  return (await mediaRequest<T>(args, options)).data;
}
