// How a call is routed between a provider's definition and its media side. Kept apart from
// media-protocol.ts, whose media code a chat-only bundle must not carry; the request builder
// needs these two functions for every call.
import type { MediaProtocol } from "./media-protocol.js";
import type { PathContext, ProviderDefinition, ProviderTask } from "./provider-helper.js";

/**
 * The media side that routes `task`: `media` when it declares the task, else `undefined` (the
 * provider's definition routes it). The request builder and `PROVIDERS` both route through this
 * and {@link routedPath}, so the gateway's routes and the client's URLs cannot drift apart.
 *
 * @example
 * ```ts
 * declare const falAiMedia: MediaProtocol; // declares "text-to-video" among its tasks
 * mediaRouteFor(falAiMedia, "text-to-video"); // falAiMedia
 * mediaRouteFor(falAiMedia, "conversational"); // undefined: the definition routes chat
 * ```
 */
export function mediaRouteFor(
  media: MediaProtocol | undefined,
  task: ProviderTask | undefined,
): MediaProtocol | undefined {
  return task && media?.tasks?.includes(task) ? media : undefined;
}

/**
 * The path of a call: the routing media side's own `path` when it has one, else the
 * definition's.
 *
 * @example
 * ```ts
 * declare const definition: ProviderDefinition;
 * declare const media: MediaProtocol;
 * const path = routedPath(definition, mediaRouteFor(media, "text-to-video"), {
 *   task: "text-to-video",
 *   model: "fal-ai/ltx-video",
 *   authMethod: "hf-token",
 * });
 * ```
 */
export function routedPath(
  definition: ProviderDefinition,
  media: MediaProtocol | undefined,
  context: PathContext,
): string {
  return media?.path ? media.path(context) : definition.path(context);
}
