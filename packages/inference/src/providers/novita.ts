import {
  InferenceClientInputError,
  InferenceClientProviderOutputError,
  InferenceOutputError,
} from "../errors.js";
import { providerText, type JobContext } from "../internal/job-context.js";
import { fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { MediaProtocol } from "./media-protocol.js";
import { type BodyContext, openAiCompatible, promptBody } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  RECORDED_PNG_DATA_URL,
  type ProviderConformance,
} from "./conformance-fixture.js";

/** Novita's video body: the prompt and parameters, the step count named `steps`. */
function novitaVideoBody(context: BodyContext): Record<string, unknown> {
  const { num_inference_steps, ...parameters } = (context.args.parameters ?? {}) as Record<
    string,
    unknown
  >;
  return promptBody(
    { ...context, args: { ...context.args, parameters } },
    num_inference_steps === undefined ? {} : { steps: num_inference_steps },
  );
}

/** The aspect ratios MiniMax H3 renders, widest first. */
const MINIMAX_RATIOS = ["21:9", "16:9", "4:3", "1:1", "3:4", "9:16"];

/** The MiniMax ratio nearest a target size's (16:9 without one). */
function minimaxRatio(size: { width: number; height: number } | undefined): string {
  if (!size) return "16:9";
  const target = size.width / size.height;
  const distance = (ratio: string) => {
    const [width = 1, height = 1] = ratio.split(":").map(Number);
    return Math.abs(target - width / height);
  };
  return MINIMAX_RATIOS.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

/** Settings MiniMax H3 has no use for, which the generic image-text-to-video input carries. */
const MINIMAX_UNUSED = new Set([
  "guidance_scale",
  "negative_prompt",
  "num_inference_steps",
  "seed",
]);

/**
 * Novita's MiniMax H3 body (`v3/minimax/v2/video_generation`): the prompt and the image (a data
 * URL, see `imageInput`) as `content` parts, the image as the first frame; resolution, duration
 * and ratio derived as 4.x derives them from `target_size` and `num_frames` (24 frames a second,
 * 4 to 15 s) unless given; with an image the ratio follows it (`adaptive`).
 */
function minimaxVideoBody({ args, model }: BodyContext): Record<string, unknown> {
  const { prompt, num_frames, target_size, resolution, duration, ratio, ...rest } =
    (args.parameters ?? {}) as Record<string, unknown>;
  if (!isString(prompt) || prompt.trim() === "") {
    throw new InferenceClientInputError(
      "Novita MiniMax H3 requires a non-empty parameters.prompt.",
    );
  }
  const size = target_size as { width: number; height: number } | undefined;
  const image = args.image_url;
  const shortEdge = size ? Math.min(size.width, size.height) : 768;
  const settings = Object.entries(rest).filter(([name]) => !MINIMAX_UNUSED.has(name));
  return {
    ...Object.fromEntries(settings),
    model,
    content: [
      { type: "text", text: prompt },
      ...(isString(image)
        ? [{ type: "image_url", image_url: { url: image }, role: "first_frame" }]
        : []),
    ],
    resolution:
      resolution ?? (Math.abs(shortEdge - 768) <= Math.abs(shortEdge - 1440) ? "768P" : "2K"),
    duration:
      duration ??
      (typeof num_frames === "number" ? Math.min(15, Math.max(4, Math.round(num_frames / 24))) : 4),
    ratio: ratio ?? (isString(image) ? "adaptive" : minimaxRatio(size)),
  };
}

/**
 * Novita: OpenAI-compatible text under `v3/openai`, and asynchronous video jobs submitted to
 * `v3/async/{model}` (the path names the model, so the body does not) whose `task_id` is then
 * polled at `v3/async/task-result` until the video is ready. Image-text-to-video goes to
 * MiniMax H3's own endpoint (`v3/minimax/v2/video_generation`), polled at
 * `v3/minimax/v2/query/video_generation/{task_id}`.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "novita", model: "deepseek-ai/DeepSeek-V3", messages });
 * ```
 */
export const novita = openAiCompatible(
  "novita",
  "https://api.novita.ai",
  {
    conversational: "v3/openai/chat/completions",
    "text-generation": "v3/openai/completions",
  },
  // Video is routed and shaped by `novitaMedia`.
);

// In seconds, as snippets sleep; a plain number, since arithmetic at the top level would keep
// this module in bundles that never poll.
const NOVITA_POLL_SECONDS = 0.5;

/** Follows a Novita async task until `TASK_STATUS_SUCCEED` and returns its first video URL. */
async function followNovitaTask(submitted: unknown, job: JobContext): Promise<string> {
  const taskId = isRecord(submitted) ? submitted.task_id : undefined;
  if (!isString(taskId)) throw new InferenceOutputError("Expected { task_id: string }");
  const url = `${job.prepared.baseUrl}/v3/async/task-result?task_id=${encodeURIComponent(taskId)}`;
  return pollJob(
    {
      provider: "novita",
      url,
      interval: NOVITA_POLL_SECONDS * 1000,
      read: (body) => {
        const task = isRecord(body) && isRecord(body.task) ? body.task : undefined;
        if (!task || !isString(task.status)) {
          throw new InferenceOutputError("Expected { task: { status: string } }");
        }
        if (task.status === "TASK_STATUS_FAILED") {
          const reason =
            isString(task.reason) && task.reason ? `: ${providerText(task.reason, job)}` : "";
          throw new InferenceClientProviderOutputError(`The novita task ${taskId} failed${reason}`);
        }
        if (task.status !== "TASK_STATUS_SUCCEED") return undefined;
        const first = isRecord(body) && Array.isArray(body.videos) ? body.videos[0] : undefined;
        const videoUrl = isRecord(first) ? first.video_url : undefined;
        if (!isString(videoUrl)) {
          throw new InferenceOutputError("Expected { videos: [{ video_url: string }] }");
        }
        return videoUrl;
      },
    },
    job,
  );
}

// MiniMax H3 jobs take minutes; 4.x asks every 5 s, beginning at once.
const MINIMAX_POLL_SECONDS = 5;

/** Follows a MiniMax H3 task until `succeeded` and returns its video URL. */
async function followMinimaxTask(submitted: unknown, job: JobContext): Promise<string> {
  const taskId = isRecord(submitted) ? submitted.task_id : undefined;
  if (!isString(taskId)) throw new InferenceOutputError("Expected { task_id: string }");
  return pollJob(
    {
      provider: "novita",
      url: `${job.prepared.baseUrl}/v3/minimax/v2/query/video_generation/${encodeURIComponent(taskId)}`,
      interval: MINIMAX_POLL_SECONDS * 1000,
      askFirst: true,
      read: (body) => {
        const task = isRecord(body) && isRecord(body.task) ? body.task : undefined;
        if (!task || !isString(task.status)) {
          throw new InferenceOutputError("Expected { task: { status: string } }");
        }
        if (task.status === "failed" || task.status === "cancelled") {
          const message = isRecord(task.error) ? task.error.message : undefined;
          const reason = isString(message) && message ? `: ${providerText(message, job)}` : "";
          throw new InferenceClientProviderOutputError(
            `The novita task ${taskId} ended with status ${task.status}${reason}`,
          );
        }
        if (task.status !== "succeeded") return undefined;
        const videoUrl = isRecord(task.content) ? task.content.url : undefined;
        if (!isString(videoUrl)) {
          throw new InferenceOutputError("Expected { task: { content: { url: string } } }");
        }
        return videoUrl;
      },
    },
    job,
  );
}

/**
 * Novita's media side: the video bodies, and the video read from an asynchronous task polled
 * every 500 ms (MiniMax H3's every 5 s).
 *
 * @example
 * ```ts
 * const video = await novitaMedia.video!({ task_id: "8a1c…" }, job);
 * ```
 */
export const novitaMedia: MediaProtocol = {
  // Where its answers' files live: the buckets its video answers name (its own S3 bucket, and MiniMax's for H3): the buckets, not the clouds.
  storageHosts: [
    "faas-output-video.s3.ap-southeast-1.amazonaws.com",
    "public-cdn-video-data-algeng.oss-cn-wulanchabu.aliyuncs.com",
  ],
  tasks: ["text-to-video", "image-text-to-video"],
  path: ({ model, task }) =>
    task === "image-text-to-video" ? "v3/minimax/v2/video_generation" : `v3/async/${model}`,
  followUpRoutes: [
    { method: "GET", path: "v3/async/task-result" },
    { method: "GET", path: "v3/minimax/v2/query/video_generation/{id}" },
  ],
  bodies: { "text-to-video": novitaVideoBody, "image-text-to-video": minimaxVideoBody },
  video: async (answer, job) =>
    fromUrl(
      job.prepared.task === "image-text-to-video"
        ? await followMinimaxTask(answer, job)
        : await followNovitaTask(answer, job),
      job,
    ),
  // The first frame as a data URL, which `minimaxVideoBody` puts in `content`.
  imageInput: {
    encoding: "data-url",
    fallbackType: "image/png",
    place: (args, image) => ({ ...args, image_url: image }),
  },
  // Snippets ask `v3/async/task-result` for the task id, as the client does.
  snippetJob: {
    jobUrl: { from: "id", path: ["task_id"], url: "/v3/async/task-result?task_id={id}" },
    statusSuffix: "",
    statusPath: ["task", "status"],
    pending: ["TASK_STATUS_QUEUED", "TASK_STATUS_PROCESSING"],
    done: "TASK_STATUS_SUCCEED",
    resultRequest: false,
    pollSeconds: NOVITA_POLL_SECONDS,
    outputs: { "text-to-video": { path: ["videos", 0, "video_url"], extension: "mp4" } },
  },
  // MiniMax H3 tasks are asked about at their own query path, and name their statuses in lower case.
  snippetJobs: {
    "image-text-to-video": {
      jobUrl: {
        from: "id",
        path: ["task_id"],
        url: "/v3/minimax/v2/query/video_generation/{id}",
      },
      statusSuffix: "",
      statusPath: ["task", "status"],
      pending: ["queued", "running", "processing"],
      done: "succeeded",
      resultRequest: false,
      pollSeconds: MINIMAX_POLL_SECONDS,
      outputs: { "image-text-to-video": { path: ["task", "content", "url"], extension: "mp4" } },
    },
  },
};

/**
 * novita's conformance fixture: a chat call, a video task submitted and polled, and a MiniMax H3 video from a first frame, with its own key, as recorded on its production URLs.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges.map((exchange) => exchange.request);
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "deepseek/deepseek-v3-0324",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.novita.ai/v3/openai/chat/completions",
          answer: { json: CHAT_ANSWER },
        },
      ],
    },
    {
      task: "text-to-video",
      providerId: "wan-t2v",
      args: { inputs: "A lighthouse at dusk" },
      exchanges: [
        {
          request: "POST https://api.novita.ai/v3/async/wan-t2v",
          body: { prompt: "A lighthouse at dusk" },
          answer: { json: { task_id: "0f3a9c1e" } },
        },
        {
          request: "GET https://api.novita.ai/v3/async/task-result?task_id=0f3a9c1e",
          answer: {
            json: {
              task: { task_id: "0f3a9c1e", status: "TASK_STATUS_SUCCEED", progress_percent: 100 },
              videos: [
                {
                  video_url:
                    "https://faas-output-video.s3.ap-southeast-1.amazonaws.com/prod/0f3a9c1e.mp4",
                  video_type: "mp4",
                },
              ],
            },
          },
        },
        {
          request:
            "GET https://faas-output-video.s3.ap-southeast-1.amazonaws.com/prod/0f3a9c1e.mp4",
          answer: { base64: "AAAAGGZ0eXBtcDQy", contentType: "video/mp4" },
        },
      ],
    },
    {
      task: "image-text-to-video",
      providerId: "MiniMax-H3",
      args: { inputs: RECORDED_PNG_DATA_URL, parameters: { prompt: "The kite lifts off" } },
      exchanges: [
        {
          request: "POST https://api.novita.ai/v3/minimax/v2/video_generation",
          body: {
            model: "MiniMax-H3",
            content: [
              { type: "text", text: "The kite lifts off" },
              {
                type: "image_url",
                image_url: { url: RECORDED_PNG_DATA_URL },
                role: "first_frame",
              },
            ],
            resolution: "768P",
            duration: 4,
            ratio: "adaptive",
          },
          answer: { json: { task_id: "402186375381248" } },
        },
        {
          request: "GET https://api.novita.ai/v3/minimax/v2/query/video_generation/402186375381248",
          answer: {
            json: {
              task: {
                id: "402186375381248",
                status: "succeeded",
                content: {
                  url: "https://public-cdn-video-data-algeng.oss-cn-wulanchabu.aliyuncs.com/h3/kite.mp4",
                },
              },
            },
          },
        },
        {
          request:
            "GET https://public-cdn-video-data-algeng.oss-cn-wulanchabu.aliyuncs.com/h3/kite.mp4",
          answer: { base64: "AAAAGGZ0eXBtcDQy", contentType: "video/mp4" },
        },
      ],
    },
  ],
};
