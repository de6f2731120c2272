import { HF_HUB_URL } from "../config.js";
import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import { providerText, rebase, type JobContext } from "../internal/job-context.js";
import { fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { MediaProtocol } from "./media-protocol.js";
import type { BodyContext, ProviderDefinition } from "./provider-helper.js";
import { RECORDED_PNG_BASE64, type ProviderConformance } from "./conformance-fixture.js";

/**
 * A prediction's body: the payload under `input`, with `inputs` under the given field(s), and
 * the version when the model id carries one (`owner/name:version`).
 */
function predictionBody(
  { args, model }: BodyContext,
  fields: (inputs: unknown) => Record<string, unknown>,
): Record<string, unknown> {
  const { inputs, parameters, ...rest } = args;
  const input = { ...rest, ...(parameters as object | undefined), ...fields(inputs) };
  const version = model.includes(":") ? model.split(":")[1] : undefined;
  return version ? { input, version } : { input };
}

/**
 * A LoRA the Hub maps to a Replicate model, as Replicate's LoRA-capable image models take it:
 * the Hub repository's URL in `lora_weights`.
 */
function loraWeights({ mapping }: BodyContext): Record<string, unknown> {
  return mapping?.adapter === "lora" && mapping.adapterWeightsPath
    ? { lora_weights: `${HF_HUB_URL}/${mapping.hfModelId}` }
    : {};
}

/** Generation from a prompt: `inputs` goes as `input.prompt`. */
const promptPrediction = (context: BodyContext) =>
  predictionBody(context, (inputs) => ({ prompt: inputs }));

/** An image from a prompt, with the model's LoRA when it is one. */
const imagePrediction = (context: BodyContext) =>
  predictionBody(context, (inputs) => ({ prompt: inputs, ...loraWeights(context) }));

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
  // Every task is a media task (`replicateMedia.tasks`), sent as a prediction.
  tasks: [],
  path: ({ model }) => (model.includes(":") ? "v1/predictions" : `v1/models/${model}/predictions`),
  // Every task's body is a prediction (`replicateMedia.bodies`).
  body: ({ args }) => args,
  extraHeaders: { Prefer: "wait" },
};

// In seconds, as snippets sleep; a plain number, since arithmetic at the top level would keep
// this module in bundles that never poll.
const REPLICATE_POLL_SECONDS = 1;

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
 * Settles a Replicate prediction: the blocking answer when it is final, otherwise its
 * `urls.get` polled (through the base it was created on). Throws for a failed prediction.
 */
async function settledPrediction(
  answer: unknown,
  job: JobContext,
): Promise<Record<string, unknown>> {
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
        interval: REPLICATE_POLL_SECONDS * 1000,
        read: (body) => {
          if (!isRecord(body)) throw new InferenceOutputError("Expected a prediction");
          return isSettled(body) ? body : undefined;
        },
      },
      job,
    );
  }
  checkNotFailed(prediction, job);
  return prediction;
}

/** The first output URL of a settled prediction. */
async function predictionOutput(answer: unknown, job: JobContext): Promise<string> {
  const prediction = await settledPrediction(answer, job);
  const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
  if (!isString(output)) throw new InferenceOutputError("Expected { output: string }");
  return output;
}

/**
 * The transcript of a settled speech-recognition prediction: the output text itself (or its
 * first part), or Whisper's `{ transcription }` / `{ translation }` object.
 */
async function predictionTranscript(answer: unknown, job: JobContext): Promise<{ text: string }> {
  const { output } = await settledPrediction(answer, job);
  const first = Array.isArray(output) ? output[0] : output;
  if (isString(first)) return { text: first };
  if (isRecord(first) && isString(first.transcription)) return { text: first.transcription };
  if (isRecord(first) && isString(first.translation)) return { text: first.translation };
  throw new InferenceOutputError("Expected { output: string | { transcription: string } }");
}

/**
 * Replicate's media side: the prediction body of each task; every media
 * kind is a prediction whose (first) output is a URL, a transcription is its output text;
 * images and audio go in as data URLs.
 *
 * @example
 * ```ts
 * const image = await replicateMedia.image!(prediction, job);
 * ```
 */
export const replicateMedia: MediaProtocol = {
  // Where its answers' files live: Replicate's delivery CDN (`replicate.delivery`, `pbxt.replicate.delivery`).
  storageHosts: ["replicate.delivery", "*.replicate.delivery"],
  tasks: [
    "text-to-image",
    "text-to-video",
    "text-to-speech",
    "image-to-image",
    "automatic-speech-recognition",
  ],
  followUpRoutes: [{ method: "GET", path: "v1/predictions/{id}" }],
  bodies: {
    "text-to-image": imagePrediction,
    "text-to-video": promptPrediction,
    "text-to-speech": (context) => predictionBody(context, (inputs) => ({ text: inputs })),
    "automatic-speech-recognition": (context) =>
      predictionBody(context, (inputs) => ({ audio: inputs })),
    // An image (a data URL) is offered under the four names image models use, since each model
    // reads only its own.
    "image-to-image": (context) =>
      predictionBody(context, (inputs) => ({
        image: inputs,
        images: [inputs],
        input_image: inputs,
        input_images: [inputs],
        ...loraWeights(context),
      })),
  },
  image: async (answer, job) => fromUrl(await predictionOutput(answer, job), job),
  video: async (answer, job) => fromUrl(await predictionOutput(answer, job), job),
  speech: async (answer, job) => fromUrl(await predictionOutput(answer, job), job),
  transcript: predictionTranscript,
  // Snippets follow `urls.get` on the base the prediction was created on until it succeeded (an
  // answer already settled by `Prefer: wait` needs no poll); `output` is a URL or a list of them.
  snippetJob: {
    jobUrl: { from: "url-path", path: ["urls", "get"] },
    statusSuffix: "",
    statusPath: ["status"],
    pending: ["starting", "processing"],
    done: "succeeded",
    resultRequest: false,
    pollSeconds: REPLICATE_POLL_SECONDS,
    outputs: {
      "text-to-image": { path: ["output", { firstIfList: true }], extension: "webp" },
      "image-to-image": { path: ["output", { firstIfList: true }], extension: "webp" },
      "text-to-video": { path: ["output", { firstIfList: true }], extension: "mp4" },
      "text-to-speech": { path: ["output", { firstIfList: true }], extension: "wav" },
    },
  },
  // Images and audio travel as data URLs in `inputs`; each task's body names the field.
  imageInput: {
    encoding: "data-url",
    fallbackType: "image/jpeg",
    place: (args, image) => ({ ...args, inputs: image }),
  },
  audioInput: {
    encoding: "data-url",
    fallbackType: "audio/wav",
    place: (args, audio) => ({ ...args, inputs: audio }),
  },
};

/**
 * replicate's conformance fixture: a text-to-image prediction created with Prefer: wait and polled once, with its own key, as recorded on its production URLs.
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
      task: "text-to-image",
      providerId: "black-forest-labs/flux-schnell",
      args: { inputs: "a red fox" },
      exchanges: [
        {
          request:
            "POST https://api.replicate.com/v1/models/black-forest-labs/flux-schnell/predictions",
          body: { input: { prompt: "a red fox" } },
          answer: {
            status: 201,
            json: {
              id: "q5kx3rbsw9rme0ckvw1r5kzx7c",
              status: "starting",
              output: null,
              urls: { get: "https://api.replicate.com/v1/predictions/q5kx3rbsw9rme0ckvw1r5kzx7c" },
            },
          },
        },
        {
          request: "GET https://api.replicate.com/v1/predictions/q5kx3rbsw9rme0ckvw1r5kzx7c",
          answer: {
            json: {
              id: "q5kx3rbsw9rme0ckvw1r5kzx7c",
              status: "succeeded",
              output: ["https://replicate.delivery/xezq/fox/out-0.webp"],
              metrics: { predict_time: 0.61 },
            },
          },
        },
        {
          request: "GET https://replicate.delivery/xezq/fox/out-0.webp",
          answer: { base64: RECORDED_PNG_BASE64, contentType: "image/webp" },
        },
      ],
    },
  ],
};
