import type { JobContext } from "../internal/job-context.js";
import type { RequestArgs } from "../types.js";
import type { BodyContext, FollowUpRoute, ProviderTask } from "./provider-helper.js";

/**
 * Builds the JSON body of one media task for one provider, from the same context as
 * `ProviderDefinition.body`.
 *
 * @example
 * ```ts
 * const videoBody: MediaBody = (context) => promptBody(context);
 * ```
 */
export type MediaBody = (context: BodyContext) => Record<string, unknown>;

/**
 * The answer side of a provider: how the image, video or audio a task returns is read from
 * the provider's answers, following its job protocol (queue, prediction, polling) to the end
 * through the one poller. Kept apart from `ProviderDefinition` so that a chat-only bundle
 * carries none of it. A kind a provider does not declare is read generically (raw bytes, or
 * the OpenAI image shape).
 *
 * @example
 * ```ts
 * export const wavespeedMedia: MediaProtocol = {
 *   image: (answer, job) => followWavespeedJob(answer, job),
 *   video: (answer, job) => followWavespeedJob(answer, job),
 * };
 * ```
 */
export interface MediaProtocol {
  /**
   * Request bodies of the provider's media tasks, by task. They replace the definition's `body`
   * for those tasks, and live here (not in `ProviderDefinition`) so that a chat-only bundle,
   * which reaches every definition through `PROVIDERS`, carries none of them.
   */
  bodies?: Partial<Record<ProviderTask, MediaBody>>;
  /**
   * Every request the job protocol sends after the first one (status, result, polling), so a
   * gateway can allow exactly these; see `FollowUpRoute`. Read by the route matcher only.
   */
  followUpRoutes?: readonly FollowUpRoute[];
  /**
   * The shape of the provider's model ids, for providers whose route is little more than the
   * model id; see `ProviderDefinition.modelIdPattern`. Read by the route matcher only.
   */
  modelIdPattern?: RegExp;
  image?(answer: unknown, job: JobContext): Promise<Blob | string>;
  video?(answer: unknown, job: JobContext): Promise<Blob | string>;
  speech?(answer: unknown, job: JobContext): Promise<Blob | string>;
  /** Generated sound or music (text-to-audio), when it is not read like speech. */
  audio?(answer: unknown, job: JobContext): Promise<Blob | string>;
  /** A transcript (`{ text }`) from an answer that is not already one (Replicate predictions). */
  transcript?(answer: unknown, job: JobContext): Promise<{ text: string }>;
  /**
   * Turns a call whose input is an image (`inputs`, a Blob) into what the provider takes:
   * a data URL under the provider's own field names (fal.ai `image_url`, Replicate `image`…).
   * Without it the image goes as raw bytes, or as base64 `inputs` when there are parameters.
   */
  imageInput?(args: RequestArgs): Promise<RequestArgs>;
  /**
   * Turns a call whose input is an audio file (`data` or `inputs`) into what the provider
   * takes, for providers that do not take raw bytes (fal.ai wants a data URL in JSON).
   */
  audioInput?(args: RequestArgs): Promise<RequestArgs>;
}

/** The kinds of media a provider's answer side can read. */
export type MediaKind = "image" | "video" | "speech" | "audio";
