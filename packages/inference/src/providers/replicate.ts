import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import { providerText, rebase, type JobContext } from "../internal/job-context.js";
import { fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { MediaProtocol } from "./media-protocol.js";
import type { ProviderDefinition } from "./provider-helper.js";

/**
 * Replicate: predictions. A versioned model id (`owner/name:version`) posts to
 * `v1/predictions` with the version in the body; others post to
 * `v1/models/{model}/predictions`. The payload goes under `input`, and `Prefer: wait` asks
 * Replicate to answer when the prediction is done.
 *
 * @example
 * ```ts
 * await textToImage({ provider: "replicate", model: "ByteDance/SDXL-Lightning", inputs: "a fox" });
 * ```
 */
export const replicate: ProviderDefinition = {
  id: "replicate",
  baseUrl: "https://api.replicate.com",
  tasks: ["text-to-image", "text-to-video", "text-to-speech"],
  path: ({ model }) => (model.includes(":") ? "v1/predictions" : `v1/models/${model}/predictions`),
  body: ({ task, args, model }) => {
    const { inputs, parameters, ...rest } = args;
    const field = task === "text-to-speech" ? "text" : "prompt";
    const input = { ...rest, ...(parameters as object | undefined), [field]: inputs };
    const version = model.includes(":") ? model.split(":")[1] : undefined;
    return version ? { input, version } : { input };
  },
  extraHeaders: { Prefer: "wait" },
  followUpRoutes: [{ method: "GET", path: "v1/predictions/{id}" }],
};

const REPLICATE_POLL_INTERVAL = 1_000;

/** An output that carries something: a URL, or a non-empty list of them. */
const hasOutput = (output: unknown) =>
  Array.isArray(output)
    ? output.length > 0
    : output !== undefined && output !== null && output !== "";

/**
 * Whether a prediction answer is final. With `Prefer: wait` Replicate answers when the output
 * exists, often still saying `processing` (it is finishing up logs and metrics), so an answer is
 * final unless it is `starting` or carries no output yet.
 */
function isSettled(prediction: Record<string, unknown>): boolean {
  if (prediction.status === "failed" || prediction.status === "canceled") return true;
  if (prediction.status === "succeeded") return true;
  return prediction.status !== "starting" && hasOutput(prediction.output);
}

function checkNotFailed(prediction: Record<string, unknown>, job: JobContext) {
  if (prediction.status === "failed" || prediction.status === "canceled") {
    const reason = isString(prediction.error) ? `: ${providerText(prediction.error, job)}` : "";
    throw new InferenceClientProviderOutputError(
      `The replicate prediction ${prediction.status}${reason}`,
    );
  }
}

/**
 * Settles a Replicate prediction and returns its first output URL: the blocking answer when it
 * is final, otherwise its `urls.get` polled (through the base it was created on).
 */
async function predictionOutput(answer: unknown, job: JobContext): Promise<string> {
  if (!isRecord(answer)) throw new InferenceOutputError("Expected { output: string }");
  let prediction = answer;
  if (!isSettled(prediction)) {
    const getUrl = isRecord(prediction.urls) ? prediction.urls.get : undefined;
    if (!isString(getUrl)) {
      throw new InferenceOutputError("Expected a settled prediction or { urls: { get: string } }");
    }
    prediction = await pollJob(
      {
        provider: "replicate",
        url: rebase(getUrl, job.prepared),
        interval: REPLICATE_POLL_INTERVAL,
        read: (body) => {
          if (!isRecord(body)) throw new InferenceOutputError("Expected a prediction");
          return isSettled(body) ? body : undefined;
        },
      },
      job,
    );
  }
  checkNotFailed(prediction, job);
  const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
  if (!isString(output)) throw new InferenceOutputError("Expected { output: string }");
  return output;
}

/**
 * Replicate's answer side: every media kind is a prediction whose (first) output is a URL.
 *
 * @example
 * ```ts
 * const image = await replicateMedia.image!(prediction, job);
 * ```
 */
export const replicateMedia: MediaProtocol = {
  image: async (answer, job) => fromUrl(await predictionOutput(answer, job), job),
  video: async (answer, job) => fromUrl(await predictionOutput(answer, job), job),
  speech: async (answer, job) => fromUrl(await predictionOutput(answer, job), job),
};
