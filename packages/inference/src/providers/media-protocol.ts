import type { JobContext } from "../internal/job-context.js";
import type { RequestArgs } from "../types.js";
import type { BodyContext, FollowUpRoute, PathContext, ProviderTask } from "./provider-helper.js";

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
   * The media tasks the provider serves. `PROVIDERS` lists them after the definition's own
   * `tasks`; they live here so that a chat-only bundle, which reaches every definition, carries
   * no media route.
   */
  tasks?: readonly ProviderTask[];
  /** The path of those tasks, when it is not the definition's `path`. */
  path?(context: PathContext): string;
  /** A different direct base URL for some of those tasks (fal.ai's job queue). */
  baseUrlFor?(task: ProviderTask): string | undefined;
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
  /**
   * The hosts where the provider keeps the files its answers point to (`v3.fal.media`,
   * `replicate.delivery`…), `*` standing for one DNS label (`*.fal.media`). A client calling
   * through a gateway downloads those files through it, and the gateway fetches from these
   * hosts and no other (`storageUrlOf`).
   */
  storageHosts?: readonly string[];
  image?(answer: unknown, job: JobContext): Promise<Blob | string>;
  video?(answer: unknown, job: JobContext): Promise<Blob | string>;
  speech?(answer: unknown, job: JobContext): Promise<Blob | string>;
  /** Generated sound or music (text-to-audio), when it is not read like speech. */
  audio?(answer: unknown, job: JobContext): Promise<Blob | string>;
  /** A transcript (`{ text }`) from an answer that is not already one (Replicate predictions). */
  transcript?(answer: unknown, job: JobContext): Promise<{ text: string }>;
  /**
   * The labelled audio files of an audio-to-audio answer that is not already a list of them
   * (fal.ai's queue: one file to download), checked by the task as the reference's shape.
   */
  audioParts?(answer: unknown, job: JobContext): Promise<unknown>;
  /**
   * The segments of an image-segmentation answer that is not already a list of them (fal.ai's
   * queue: one mask file to download), checked by the task as the reference's shape.
   */
  segments?(answer: unknown, job: JobContext): Promise<unknown>;
  /**
   * The text of an image-to-text answer that is not already `{ generated_text }` (Z.ai's layout
   * parsing: its Markdown), checked by the task as the reference's shape.
   */
  caption?(answer: unknown, job: JobContext): Promise<unknown>;
  /**
   * How the provider takes a call's input image (`inputs`, a Blob) inside its request: encoded
   * and placed under its own field names (fal.ai `image_url`, Replicate `inputs`…). Without it
   * the image goes as raw bytes, or as base64 `inputs` when there are parameters.
   */
  imageInput?: FileInput;
  /**
   * How the provider takes a call's input audio (`data` or `inputs`), for providers that do not
   * take the raw bytes as the body (fal.ai: a data URL in JSON; Together: a multipart file).
   */
  audioInput?: FileInput;
  /**
   * Tasks whose body is sent as `multipart/form-data` rather than JSON, each with the encoder
   * that turns the body built by `bodies` into the form (Together's `v1/audio/transcriptions`).
   */
  forms?: Partial<Record<ProviderTask, (body: Record<string, unknown>) => FormData>>;
  /**
   * How hand-written HTTP (the curl, Python `requests` and JavaScript `fetch` snippets) follows the provider's jobs
   * to their file. Read by the snippet generator only.
   */
  snippetJob?: JobSnippet;
  /**
   * A different job protocol for some tasks, replacing `snippetJob` for them (Novita's MiniMax
   * video, queried at its own path). Read by the snippet generator only.
   */
  snippetJobs?: Partial<Record<ProviderTask, JobSnippet>>;
  /**
   * The provider's own SDK, for which snippets are written too (`fal_client`), and the tasks
   * those snippets cover. Read by the snippet generator only.
   */
  snippetSdk?: { readonly client: string; readonly tasks: readonly ProviderTask[] };
}

/**
 * How a provider takes an input file: as a `data:` URL or bare base64 inside its JSON body, or
 * as the file itself in a multipart form. The client encodes the caller's Blob (one shared
 * encoder, `placeFileInput`); `place` only says where it goes. Snippets call `place` with the
 * variable their code reads the file into, so a raw HTTP request carries the same shape.
 *
 * @example
 * ```ts
 * const imageInput: FileInput = {
 *   encoding: "data-url",
 *   fallbackType: "image/png",
 *   place: (args, image) => ({ ...args, image_url: image }),
 * };
 * ```
 */
export interface FileInput {
  /** `data-url`: `data:{type};base64,…`; `base64`: the bare base64; `form`: the Blob itself. */
  readonly encoding: "data-url" | "base64" | "form";
  /** The type a data URL names when the Blob has none; without it such a Blob is refused. */
  readonly fallbackType?: string;
  /**
   * The only types accepted, each with the type it is sent as (fal.ai decodes WAV only as
   * `audio/x-wav`). Absent: any type, sent as it is.
   */
  readonly types?: Readonly<Record<string, string>>;
  /**
   * Places the encoded file in the call's arguments (given without `inputs` and `data`); the
   * provider's `bodies` then read it there.
   */
  place(args: RequestArgs, file: unknown): RequestArgs;
}

/**
 * A path into a JSON answer: keys and list indexes, where a list of keys stands for the first of
 * them present (`[["audio_file", "audio"], "url"]`), and `{ firstIfList: true }` for the first
 * item of a value that is a list for some models and a single value for others (Replicate's
 * `output`). Plain data, so that declaring a path costs a chat-only bundle nothing.
 *
 * @example
 * ```ts
 * const firstImage: AnswerPath = ["images", 0, "url"];
 * const output: AnswerPath = ["output", { firstIfList: true }];
 * ```
 */
export type AnswerPath = readonly (
  string | number | readonly string[] | { readonly firstIfList: true }
)[];

/**
 * A provider's job protocol as hand-written HTTP follows it, declared as data so the snippet
 * templates hold no provider's protocol: submit, ask for the status (a bounded number of times)
 * until the job is done, read the result, download the file. The submission's answer is the
 * first status answer, so a job already done needs no poll. Follow-ups keep the submission's
 * query string and credentials; the file is downloaded without them.
 *
 * @example
 * ```ts
 * const snippetJob: JobSnippet = {
 *   jobUrl: { from: "id", path: ["id"], url: "/v2/videos/{id}" },
 *   statusSuffix: "",
 *   statusPath: ["status"],
 *   pending: ["queued", "in_progress"],
 *   done: "completed",
 *   resultRequest: false,
 *   pollSeconds: 2,
 *   outputs: { "text-to-video": { path: ["outputs", "video_url"], extension: "mp4" } },
 * };
 * ```
 */
export interface JobSnippet {
  /**
   * Where the job is asked about, from the field at `path` in the submission's answer:
   * - `id`: the provider's base (the router's prefix, or the provider's own URL) plus `url`,
   *   whose `{id}` stands for the job id (`/v2/videos/{id}`, `/v3/async/task-result?task_id={id}`);
   * - `url-path`: the provider's base plus the path (and query) of the URL found there, since
   *   that URL names the provider's own host, for which the router stands in (fal's
   *   `response_url`, WaveSpeed's `data.urls.get`);
   * - `url`: the URL found there, as it is (Black Forest Labs' `polling_url`, on a regional host).
   */
  readonly jobUrl:
    | { readonly from: "id"; readonly path: AnswerPath; readonly url: string }
    | { readonly from: "url-path" | "url"; readonly path: AnswerPath };
  /** Appended to the job URL to ask for the status; empty when the job URL answers it. */
  readonly statusSuffix: string;
  /** The keys leading to the status in a status answer (`["data", "status"]`). */
  readonly statusPath: readonly string[];
  /** Statuses of a job still running; the first also stands for a missing status. */
  readonly pending: readonly string[];
  /** The status of a job that finished well. */
  readonly done: string;
  /** Whether the result is read at the job URL once done, rather than in the last status answer. */
  readonly resultRequest: boolean;
  /** Seconds between status requests (the client's interval). */
  readonly pollSeconds: number;
  /**
   * Set when the follow-ups go without the submission's credentials, as the client sends them
   * (a URL the answer names, on a host the key was not given to).
   */
  readonly followWithoutCredentials?: boolean;
  /** The tasks run as jobs, each with the path of the file's URL in the result and its extension. */
  readonly outputs: Partial<
    Record<ProviderTask, { readonly path: AnswerPath; readonly extension: string }>
  >;
}

/** The kinds of media a provider's answer side can read. */
export type MediaKind = "image" | "video" | "speech" | "audio";
