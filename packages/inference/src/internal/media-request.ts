import { MEDIA_PROTOCOLS } from "../providers/registry.js";
import type { RequestArgs, RequestOptions } from "../types.js";
import { buildRequest, type BuildRequestInput, type BuiltRequest } from "./build-request.js";
import { innerRequest } from "./inner-request.js";
import { makeRequestOptions, type PreparedRequest } from "./make-request-options.js";

/**
 * Sends one request the way a media task does: like `innerRequest`, with the chosen provider's
 * media bodies (`MediaProtocol.bodies`) shaping the JSON. Only media tasks and the generic
 * `request`/`streamingRequest` import this, which keeps every provider's media body code out
 * of a chat-only bundle.
 *
 * @example
 * ```ts
 * const { data, prepared } = await mediaRequest<unknown>(args, { ...options, task: "text-to-video" });
 * ```
 */
export function mediaRequest<T>(
  args: RequestArgs,
  options: RequestOptions = {},
): Promise<{ data: T; prepared: PreparedRequest }> {
  return innerRequest<T>(args, options, MEDIA_PROTOCOLS);
}

/**
 * `makeRequestOptions` for any task, media ones included: the public export, so a caller of the
 * package gets the same request the task functions send.
 *
 * @example
 * ```ts
 * const { url, info } = await makeAnyRequestOptions({ model, provider: "fal-ai", inputs: "a fox" }, { task: "text-to-image" });
 * ```
 */
export function makeAnyRequestOptions(
  args: RequestArgs & { stream?: boolean },
  options: RequestOptions = {},
): Promise<PreparedRequest> {
  return makeRequestOptions(args, options, MEDIA_PROTOCOLS);
}

/**
 * `buildRequest` for any task, media ones included (the provider's media side is filled in
 * unless the caller gives one): the public export, used by snippets and gateways.
 *
 * @example
 * ```ts
 * buildAnyRequest({ provider: "fal-ai", task: "text-to-image", providerModelId: "fal-ai/flux/dev", args: { inputs: "a fox" } }).body;
 * // '{"prompt":"a fox","sync_mode":true}'
 * ```
 */
export function buildAnyRequest(input: BuildRequestInput): BuiltRequest {
  return buildRequest({ media: MEDIA_PROTOCOLS[input.provider], ...input });
}
