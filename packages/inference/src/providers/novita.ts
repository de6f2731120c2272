import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import { providerText, type JobContext } from "../internal/job-context.js";
import { fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { MediaProtocol } from "./media-protocol.js";
import { type BodyContext, openAiCompatible, promptBody } from "./provider-helper.js";
import { CHAT_ANSWER, CHAT_ARGS, type ProviderConformance } from "./conformance-fixture.js";

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

/**
 * Novita: OpenAI-compatible text under `v3/openai`, and asynchronous video jobs submitted to
 * `v3/async/{model}` (the path names the model, so the body does not) whose `task_id` is then
 * polled at `v3/async/task-result` until the video is ready.
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

/**
 * Novita's media side: the video body, and the video read from an asynchronous task polled
 * every 500 ms.
 *
 * @example
 * ```ts
 * const video = await novitaMedia.video!({ task_id: "8a1c…" }, job);
 * ```
 */
export const novitaMedia: MediaProtocol = {
  tasks: ["text-to-video"],
  path: ({ model }) => `v3/async/${model}`,
  followUpRoutes: [{ method: "GET", path: "v3/async/task-result" }],
  bodies: { "text-to-video": novitaVideoBody },
  video: async (answer, job) => fromUrl(await followNovitaTask(answer, job), job),
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
};

/**
 * novita's conformance fixture: a chat call, and a video task submitted and polled, with its own key, as recorded on its production URLs.
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
  ],
};
