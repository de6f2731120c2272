import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import { providerText, rebase, type JobContext } from "../internal/job-context.js";
import { fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { AnswerPath, MediaBody, MediaProtocol } from "./media-protocol.js";
import { promptBody, type ProviderDefinition } from "./provider-helper.js";
import type { ProviderConformance } from "./conformance-fixture.js";

/**
 * WaveSpeedAI: image and video jobs (from a prompt, an image, or both) posted to `api/v3/{model}`; the answer's `data.urls.get`
 * is polled until the job is `completed`, then the first output URL is downloaded.
 *
 * @example
 * ```ts
 * await textToVideo({ provider: "wavespeed", model: "Wan-AI/Wan2.1-T2V-14B", inputs: "a cat" });
 * ```
 */
export const wavespeed: ProviderDefinition = {
  id: "wavespeed",
  baseUrl: "https://api.wavespeed.ai",
  // Every task is a media task (`wavespeedMedia.tasks`).
  tasks: [],
  path: ({ model }) => `api/v3/${model}`,
  // Every task's body is `wavespeedMedia.bodies`.
  body: ({ args }) => args,
};

/**
 * Image tasks carry the prompt in `parameters`; it still goes out as `prompt`. A LoRA the Hub
 * maps to a WaveSpeedAI model goes as its Hub repository in `loras`, at full strength.
 */
const jobBody: MediaBody = (context) => {
  const { inputs, parameters } = context.args;
  const prompt = inputs ?? (parameters as { prompt?: unknown } | undefined)?.prompt;
  const lora = context.mapping?.adapter === "lora";
  return promptBody(
    { ...context, args: { ...context.args, inputs: prompt } },
    lora ? { loras: [{ path: context.mapping?.hfModelId, scale: 1 }] } : undefined,
  );
};

// In seconds, as snippets sleep; a plain number, since arithmetic at the top level would keep
// this module in bundles that never poll.
const WAVESPEED_POLL_SECONDS = 0.5;
/** Where a finished job's file is: the first of `data.outputs`. */
const WAVESPEED_FIRST_OUTPUT: AnswerPath = ["data", "outputs", 0];

/**
 * Follows a WaveSpeedAI job: asks `data.urls.get` (through the submission's base) at once and
 * then every 500 ms until the task is `completed`, and returns its first output.
 */
async function followWavespeedJob(submitted: unknown, job: JobContext): Promise<Blob | string> {
  const data = isRecord(submitted) && isRecord(submitted.data) ? submitted.data : undefined;
  const getUrl = data && isRecord(data.urls) ? data.urls.get : undefined;
  if (!isString(getUrl)) {
    throw new InferenceOutputError("Expected { data: { urls: { get: string } } }");
  }
  const output = await pollJob(
    {
      provider: "wavespeed",
      url: rebase(getUrl, job.prepared),
      interval: WAVESPEED_POLL_SECONDS * 1000,
      askFirst: true,
      read: (body) => {
        const task = isRecord(body) && isRecord(body.data) ? body.data : undefined;
        if (!task) throw new InferenceOutputError("Expected { data: { status: string } }");
        if (task.status === "failed") {
          throw new InferenceClientProviderOutputError(
            isString(task.error) && task.error
              ? `The wavespeed job failed: ${providerText(task.error, job)}`
              : "The wavespeed job failed",
          );
        }
        if (task.status !== "completed") return undefined;
        const first = Array.isArray(task.outputs) ? task.outputs[0] : undefined;
        if (!isString(first)) {
          throw new InferenceOutputError("Expected { data: { outputs: string[] } } when completed");
        }
        return first;
      },
    },
    job,
  );
  return fromUrl(output, job);
}

/**
 * WaveSpeedAI's media side: one job body for every task; images and videos are both jobs whose
 * first output is a URL.
 *
 * @example
 * ```ts
 * const video = await wavespeedMedia.video!(submitted, job);
 * ```
 */
export const wavespeedMedia: MediaProtocol = {
  // Where its answers' files live: the CloudFront distribution of its `outputs` (that distribution, not CloudFront).
  storageHosts: ["d2p7pge43lyniu.cloudfront.net"],
  tasks: [
    "text-to-image",
    "text-to-video",
    "image-to-image",
    "image-to-video",
    "image-text-to-image",
    "image-text-to-video",
  ],
  // Models are `owner/model[/variant]` (wavespeed-ai/flux-dev, wavespeed-ai/wan-2.1/t2v-480p);
  // the account's own `api/v3/…` routes (balance, uploads, predictions) are not models.
  modelIdPattern:
    /(?!(?:account|balance|media|models?|predictions|uploads?|users?|webhooks?)\/)[a-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)+/,
  followUpRoutes: [{ method: "GET", path: "api/v3/predictions/{id}/result" }],
  // One body for every task this client routes to WaveSpeedAI (see `wavespeedMedia.tasks`).
  bodies: {
    "text-to-image": jobBody,
    "text-to-video": jobBody,
    "image-to-image": jobBody,
    "image-to-video": jobBody,
    "image-text-to-image": jobBody,
    "image-text-to-video": jobBody,
  },
  image: followWavespeedJob,
  video: followWavespeedJob,
  // Snippets follow `data.urls.get` on the base the job was submitted to, as the client does.
  snippetJob: {
    jobUrl: { from: "url-path", path: ["data", "urls", "get"] },
    statusSuffix: "",
    statusPath: ["data", "status"],
    pending: ["created", "processing"],
    done: "completed",
    resultRequest: false,
    pollSeconds: WAVESPEED_POLL_SECONDS,
    outputs: {
      "text-to-image": { path: WAVESPEED_FIRST_OUTPUT, extension: "png" },
      "image-to-image": { path: WAVESPEED_FIRST_OUTPUT, extension: "png" },
      "image-text-to-image": { path: WAVESPEED_FIRST_OUTPUT, extension: "png" },
      "text-to-video": { path: WAVESPEED_FIRST_OUTPUT, extension: "mp4" },
      "image-to-video": { path: WAVESPEED_FIRST_OUTPUT, extension: "mp4" },
      "image-text-to-video": { path: WAVESPEED_FIRST_OUTPUT, extension: "mp4" },
    },
  },
  // WaveSpeedAI takes the image as plain base64, once as `image` and once in `images`.
  imageInput: {
    encoding: "base64",
    place: (args, image) => ({ ...args, image, images: [image] }),
  },
};

/**
 * wavespeed's conformance fixture: a text-to-video job asked for at once and then polled, with its own key, as recorded on its production URLs.
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
      task: "text-to-video",
      providerId: "wavespeed-ai/wan-2.1/t2v-480p",
      args: { inputs: "A lighthouse at dusk" },
      exchanges: [
        {
          request: "POST https://api.wavespeed.ai/api/v3/wavespeed-ai/wan-2.1/t2v-480p",
          body: { prompt: "A lighthouse at dusk" },
          answer: {
            json: {
              code: 200,
              message: "success",
              data: {
                id: "a1b2c3",
                status: "created",
                urls: { get: "https://api.wavespeed.ai/api/v3/predictions/a1b2c3/result" },
              },
            },
          },
        },
        {
          request: "GET https://api.wavespeed.ai/api/v3/predictions/a1b2c3/result",
          answer: {
            json: { code: 200, data: { id: "a1b2c3", status: "processing", outputs: [] } },
          },
        },
        {
          request: "GET https://api.wavespeed.ai/api/v3/predictions/a1b2c3/result",
          answer: {
            json: {
              code: 200,
              data: {
                id: "a1b2c3",
                status: "completed",
                outputs: ["https://d2p7pge43lyniu.cloudfront.net/output/a1b2c3.mp4"],
              },
            },
          },
        },
        {
          request: "GET https://d2p7pge43lyniu.cloudfront.net/output/a1b2c3.mp4",
          answer: { base64: "AAAAGGZ0eXBtcDQy", contentType: "video/mp4" },
        },
      ],
    },
  ],
};
