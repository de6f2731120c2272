// Over 400 lines because a provider is one file (house style): fal.ai's protocol is the widest
// (eleven media tasks, the queue, LoRA adapters, edit apps), and its conformance fixture of four
// recorded jobs is 160 of them.
import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import { providerText, rebase, type JobContext } from "../internal/job-context.js";
import { base64Of, downloadBlob } from "../internal/binary.js";
import { bytesAnswer, fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { getJobJson, pollJob } from "../internal/poll-job.js";
import type { MediaBody, MediaProtocol } from "./media-protocol.js";
import { HF_HUB_URL } from "../config.js";
import {
  promptBody,
  type BodyContext,
  type PathContext,
  type ProviderDefinition,
} from "./provider-helper.js";
import {
  RECORDED_PNG_BASE64,
  RECORDED_PNG_DATA_URL,
  type ProviderConformance,
} from "./conformance-fixture.js";

/** Video, sound and audio transforms run as queued jobs; the rest is answered in the same request. */
const QUEUED_TASKS = new Set([
  "text-to-video",
  "image-to-video",
  "image-text-to-video",
  "text-to-audio",
  "audio-to-audio",
  "image-segmentation",
]);

/**
 * fal.ai: one path per model (`{model}`). Video (from text or an image), sound, audio transforms and segmentation run as queued
 * jobs (on `queue.fal.run`, or with `?_subdomain=queue` through the router); images, edits and
 * speech come back synchronously, images with `sync_mode`. Direct keys use `Authorization: Key {key}`.
 *
 * @example
 * ```ts
 * await textToVideo({ provider: "fal-ai", model: "genmo/mochi-1-preview", inputs: "a cat" });
 * ```
 */
export const falAi: ProviderDefinition = {
  id: "fal-ai",
  baseUrl: "https://fal.run",
  // Every task is a media task (`falAiMedia`); a call without one goes to the app's path.
  tasks: [],
  path: ({ model }) => model,
  // Every task's body is fal's own (`falAiMedia.bodies`); anything else goes as given.
  body: ({ args }) => args,
  keyHeaders: (key) => ({ Authorization: `Key ${key}` }),
};

/** fal takes generation settings at the top level of its JSON. */
function flatten(args: Record<string, unknown>): Record<string, unknown> {
  const { parameters, ...rest } = args;
  return { ...rest, ...(parameters as object | undefined) };
}

/**
 * A LoRA the Hub maps to a fal app, as fal takes it: the weights file in the Hub repository, at
 * full strength, in `loras` (fal's generic `fal-ai/lora` app also needs its base model named).
 */
function loraFields({ mapping }: BodyContext): Record<string, unknown> {
  if (mapping?.adapter !== "lora" || !mapping.adapterWeightsPath) return {};
  const path = `${HF_HUB_URL}/${mapping.hfModelId}/resolve/main/${mapping.adapterWeightsPath}`;
  return { loras: [{ path, scale: 1 }] };
}

/** Images come back in the same request with `sync_mode`. */
const imageBody: MediaBody = (context) => {
  const generic =
    context.mapping?.providerId === "fal-ai/lora" && "loras" in loraFields(context)
      ? { model_name: "stabilityai/stable-diffusion-xl-base-1.0" }
      : {};
  return promptBody(context, { sync_mode: true, ...loraFields(context), ...generic });
};
/** Queued jobs (video, sound) take the prompt and the settings at the top level. */
const queuedBody: MediaBody = (context) => promptBody(context, loraFields(context));
/** Sound generation takes no LoRA. */
const soundBody: MediaBody = (context) => promptBody(context);
/** The image to edit is already a data URL under fal's field names (see `imageInput`). */
const editBody: MediaBody = (context) => {
  const { args } = context;
  // Some fal edit apps (FLUX.2) read a list of images, the others one image.
  const image = args.image_url === undefined ? {} : { image_urls: [args.image_url] };
  return { ...flatten(args), ...image, ...loraFields(context), sync_mode: true };
};
/** Animations take the input image and the settings at the top level. */
const animationBody: MediaBody = (context) => ({
  ...flatten(context.args),
  ...loraFields(context),
});
/** Audio transforms and segmentation take the input file and the settings at the top level. */
const flatBody: MediaBody = ({ args }) => flatten(args);

/**
 * The app a call goes to. Through the router, video, sound and segmentation are queued with
 * `?_subdomain=queue` (a direct key goes to `queue.fal.run` instead, see `baseUrlFor`). A
 * direct call to an edit app (`…/edit`) without an image goes to the text-to-image app above
 * it (`fal-ai/flux-2/edit` → `fal-ai/flux-2`), as 4.x sends it; through the router the path
 * names the mapped app and stays whole.
 */
function appPath({ task, model, authMethod, args }: PathContext): string {
  if (task && QUEUED_TASKS.has(task) && authMethod !== "provider-key") {
    return `${model}?_subdomain=queue`;
  }
  const withoutImage = args !== undefined && args.image_url === undefined;
  if (authMethod === "provider-key" && withoutImage && task?.startsWith("image-text-to-")) {
    return model.replace(/\/edit$/, "");
  }
  return model;
}

/** fal.ai checks a queued job every 500 ms, as its documentation recommends. */
export const FAL_POLL_INTERVAL = 500;

/**
 * Follows a fal.ai queue job: polls `{app path}/requests/{id}/status` until `COMPLETED`, then
 * reads `{app path}/requests/{id}`. The app path is taken whole from the answer's
 * `response_url` and put behind the base the job was submitted to, so through the router it
 * stays `https://router.huggingface.co/fal-ai/fal-ai/{app}/requests/{id}`.
 */
async function followFalQueue(submitted: unknown, job: JobContext): Promise<unknown> {
  if (!isRecord(submitted) || !isString(submitted.request_id)) {
    throw new InferenceOutputError("No request ID found in the response");
  }
  if (!isString(submitted.response_url)) {
    throw new InferenceOutputError("No response URL found in the response");
  }
  const query = new URL(job.prepared.url).search;
  const resultUrl = rebase(submitted.response_url, job.prepared, query, true);
  const [path, search] = resultUrl.split("?");
  const statusUrl = `${path}/status${search ? `?${search}` : ""}`;
  if (submitted.status !== "COMPLETED") {
    await pollJob(
      {
        provider: "fal-ai",
        url: statusUrl,
        interval: FAL_POLL_INTERVAL,
        read: (body) => {
          const status = isRecord(body) ? body.status : undefined;
          if (!isString(status)) throw new InferenceOutputError("Expected { status: string }");
          if (status === "FAILED" || status === "ERROR" || status === "CANCELLED") {
            throw new InferenceClientProviderOutputError(
              `The fal-ai job ${submitted.request_id} ended with status ${status}`,
            );
          }
          return status === "COMPLETED" ? true : undefined;
        },
      },
      job,
    );
  }
  return getJobJson(resultUrl, "result", "fal-ai", job);
}

/** The file at `answer[field]` (or `answer[field][0]`) with its URL checked. */
function fileRecordAt(
  answer: unknown,
  field: string,
  job: JobContext,
): Record<string, unknown> & { url: string } {
  const value = isRecord(answer) ? answer[field] : undefined;
  const file = Array.isArray(value) ? value[0] : value;
  const url = isRecord(file) ? file.url : undefined;
  if (!isRecord(file) || !isString(url) || !/^https?:|^data:/.test(url)) {
    throw new InferenceOutputError(
      `Expected { ${field}: { url: string } } result format, got instead: ${providerText(JSON.stringify(answer) ?? "", job)}`,
    );
  }
  return { ...file, url };
}

/** The URL at `answer[field].url` (or `answer[field][0].url`), checked, as the caller asked. */
function fileAt(answer: unknown, field: string, job: JobContext): Promise<Blob | string> {
  return fromUrl(fileRecordAt(answer, field, job).url, job);
}

/**
 * An audio-to-audio job's result as the reference shape: its one file (`audio.url`) downloaded
 * into base64, typed as fal names it (else as it was served), labelled with the result's text
 * when the app returns one.
 */
async function audioParts(answer: unknown, job: JobContext): Promise<unknown> {
  const result = await followFalQueue(answer, job);
  const file = fileRecordAt(result, "audio", job);
  const blob = await downloadBlob(file.url, job);
  const text = isRecord(result) ? result.text : undefined;
  return [
    {
      blob: await base64Of(blob),
      "content-type": isString(file.content_type) ? file.content_type : blob.type || "audio/wav",
      label: isString(text) && text !== "" ? text : "speech",
    },
  ];
}

/**
 * Audio types fal's decoder takes, by the type a caller's Blob may have: WAV is sent as
 * `audio/x-wav`, the spelling fal decodes (it answers "Unsupported data URL" to `audio/wav`).
 */
const FAL_AUDIO_TYPES: Record<string, string> = {
  "audio/mpeg": "audio/mpeg",
  "audio/mp4": "audio/mp4",
  "audio/wav": "audio/x-wav",
  "audio/x-wav": "audio/x-wav",
};

/**
 * fal.ai's media side: each task's request body, images read at `images[0].url`, speech at
 * `audio.url`, video through the queue (`video.url`), and audio input sent as a data URL in JSON.
 *
 * @example
 * ```ts
 * const video = await falAiMedia.video!(submitted, job);
 * ```
 */
export const falAiMedia: MediaProtocol = {
  // Where its answers' files live: fal.ai's file CDN (`v3.fal.media`, `v3b.fal.media`).
  storageHosts: ["fal.media", "*.fal.media"],
  tasks: [
    "text-to-image",
    "text-to-video",
    "text-to-speech",
    "text-to-audio",
    "automatic-speech-recognition",
    "image-to-image",
    "image-to-video",
    "image-text-to-image",
    "image-text-to-video",
    "audio-to-audio",
    "image-segmentation",
  ],
  path: appPath,
  baseUrlFor: (task) => (QUEUED_TASKS.has(task) ? "https://queue.fal.run" : undefined),
  // Apps are `owner/app`, often with a variant below (fal-ai/flux/dev, fal-ai/kling-video/v1/…).
  modelIdPattern: /[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)+/,
  followUpRoutes: [
    { method: "GET", path: "{model}/requests/{id}/status" },
    { method: "GET", path: "{model}/requests/{id}" },
  ],
  bodies: {
    "text-to-image": imageBody,
    "text-to-video": queuedBody,
    "text-to-audio": soundBody,
    "image-to-image": editBody,
    "image-text-to-image": editBody,
    "image-to-video": animationBody,
    "image-text-to-video": animationBody,
    // The recording is already a data URL in `audio_url` (see `audioInput`).
    "audio-to-audio": flatBody,
    // The image is already a data URL in `image_url`; the job answers with the mask's file.
    "image-segmentation": ({ args }) => ({ ...flatten(args), sync_mode: true }),
    "text-to-speech": ({ args }) => {
      const { inputs, parameters, ...rest } = args;
      return { ...rest, ...(parameters as object | undefined), text: inputs };
    },
  },
  image: (answer, job) => fileAt(answer, "images", job),
  video: async (answer, job) => fileAt(await followFalQueue(answer, job), "video", job),
  speech: (answer, job) =>
    answer instanceof Blob ? bytesAnswer(answer, job, "Blob") : fileAt(answer, "audio", job),
  // Sound generators (Stable Audio) name the file `audio_file`; others `audio`.
  audio: async (answer, job) => {
    const result = await followFalQueue(answer, job);
    return fileAt(result, isRecord(result) && "audio_file" in result ? "audio_file" : "audio", job);
  },
  audioParts,
  // fal's segmentation apps (SAM) give one mask and no label or score: 4.x's placeholders.
  segments: async (answer, job) => {
    const result = await followFalQueue(answer, job);
    const mask = await downloadBlob(fileRecordAt(result, "image", job).url, job);
    return [{ label: "mask", score: 1, mask: await base64Of(mask) }];
  },
  // fal's own Python client gets snippets for these tasks too.
  snippetSdk: {
    client: "fal_client",
    tasks: [
      "text-to-image",
      "text-to-video",
      "text-to-speech",
      "automatic-speech-recognition",
      "image-to-image",
    ],
  },
  // Snippets follow a queued job on the base it was submitted to (the router keeps the app path).
  snippetJob: {
    jobUrl: { from: "url-path", path: ["response_url"] },
    statusSuffix: "/status",
    statusPath: ["status"],
    pending: ["IN_QUEUE", "IN_PROGRESS"],
    done: "COMPLETED",
    resultRequest: true,
    pollSeconds: 1,
    outputs: {
      "text-to-video": { path: ["video", "url"], extension: "mp4" },
      "image-to-video": { path: ["video", "url"], extension: "mp4" },
      "image-text-to-video": { path: ["video", "url"], extension: "mp4" },
      // Sound generators (Stable Audio) name the file `audio_file`; others `audio`.
      "text-to-audio": { path: [["audio_file", "audio"], "url"], extension: "wav" },
      "audio-to-audio": { path: ["audio", "url"], extension: "wav" },
      "image-segmentation": { path: ["image", "url"], extension: "png" },
    },
  },
  // The image to edit, animate or segment as a data URL in `image_url`, with the settings lifted.
  imageInput: {
    encoding: "data-url",
    fallbackType: "image/png",
    place: ({ parameters, ...rest }, image) => ({ ...rest, ...parameters, image_url: image }),
  },
  // Speech as a data URL in `audio_url`, of the types fal decodes (WAV sent as `audio/x-wav`).
  audioInput: {
    encoding: "data-url",
    types: FAL_AUDIO_TYPES,
    place: (args, audio) => ({ ...args, audio_url: audio }),
  },
};

/**
 * fal-ai's conformance fixture: a text-to-video job through the queue (submit, two status polls, result, file), an audio-to-audio and a segmentation job (fal's `response_url` names the app's owner path only), and a synchronous image, with its own key, as recorded on its production URLs.
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
      providerId: "fal-ai/wan-t2v",
      args: { inputs: "A penguin surfing" },
      exchanges: [
        {
          request: "POST https://queue.fal.run/fal-ai/wan-t2v",
          body: { prompt: "A penguin surfing" },
          answer: {
            json: {
              status: "IN_QUEUE",
              request_id: "5b1c2d0e-7a9f",
              response_url: "https://queue.fal.run/fal-ai/wan-t2v/requests/5b1c2d0e-7a9f",
              status_url: "https://queue.fal.run/fal-ai/wan-t2v/requests/5b1c2d0e-7a9f/status",
              queue_position: 0,
            },
          },
        },
        {
          request: "GET https://queue.fal.run/fal-ai/wan-t2v/requests/5b1c2d0e-7a9f/status",
          answer: { json: { status: "IN_PROGRESS", request_id: "5b1c2d0e-7a9f", logs: null } },
        },
        {
          request: "GET https://queue.fal.run/fal-ai/wan-t2v/requests/5b1c2d0e-7a9f/status",
          answer: { json: { status: "COMPLETED", request_id: "5b1c2d0e-7a9f" } },
        },
        {
          request: "GET https://queue.fal.run/fal-ai/wan-t2v/requests/5b1c2d0e-7a9f",
          answer: {
            json: {
              video: {
                url: "https://v3.fal.media/files/penguin/output.mp4",
                content_type: "video/mp4",
              },
              seed: 42,
            },
          },
        },
        {
          request: "GET https://v3.fal.media/files/penguin/output.mp4",
          answer: { base64: "AAAAGGZ0eXBtcDQy", contentType: "video/mp4" },
        },
      ],
    },
    {
      task: "audio-to-audio",
      providerId: "fal-ai/elevenlabs/audio-isolation",
      args: {
        inputs:
          "data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
      },
      exchanges: [
        {
          request: "POST https://queue.fal.run/fal-ai/elevenlabs/audio-isolation",
          body: {
            audio_url:
              "data:audio/x-wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
          },
          answer: {
            json: {
              status: "IN_QUEUE",
              request_id: "0c7e9a41-2f3d",
              response_url: "https://queue.fal.run/fal-ai/elevenlabs/requests/0c7e9a41-2f3d",
              status_url: "https://queue.fal.run/fal-ai/elevenlabs/requests/0c7e9a41-2f3d/status",
              queue_position: 0,
            },
          },
        },
        {
          request: "GET https://queue.fal.run/fal-ai/elevenlabs/requests/0c7e9a41-2f3d/status",
          answer: { json: { status: "COMPLETED", request_id: "0c7e9a41-2f3d" } },
        },
        {
          request: "GET https://queue.fal.run/fal-ai/elevenlabs/requests/0c7e9a41-2f3d",
          answer: {
            json: {
              audio: {
                url: "https://v3.fal.media/files/koala/isolated.mp3",
                content_type: "audio/mpeg",
                file_name: "isolated.mp3",
                file_size: 4,
              },
            },
          },
        },
        {
          request: "GET https://v3.fal.media/files/koala/isolated.mp3",
          answer: { base64: "SUQzBA==", contentType: "audio/mpeg" },
        },
      ],
    },
    {
      task: "image-segmentation",
      providerId: "fal-ai/sam2/image",
      args: { inputs: RECORDED_PNG_DATA_URL },
      exchanges: [
        {
          request: "POST https://queue.fal.run/fal-ai/sam2/image",
          body: { image_url: RECORDED_PNG_DATA_URL, sync_mode: true },
          answer: {
            json: {
              status: "IN_QUEUE",
              request_id: "9d4e2b7a-61c0",
              response_url: "https://queue.fal.run/fal-ai/sam2/requests/9d4e2b7a-61c0",
              status_url: "https://queue.fal.run/fal-ai/sam2/requests/9d4e2b7a-61c0/status",
              queue_position: 0,
            },
          },
        },
        {
          request: "GET https://queue.fal.run/fal-ai/sam2/requests/9d4e2b7a-61c0/status",
          answer: { json: { status: "COMPLETED", request_id: "9d4e2b7a-61c0" } },
        },
        {
          request: "GET https://queue.fal.run/fal-ai/sam2/requests/9d4e2b7a-61c0",
          answer: {
            json: {
              image: {
                url: "https://v3.fal.media/files/lion/sam2-mask.png",
                content_type: "image/png",
                width: 1,
                height: 1,
              },
            },
          },
        },
        {
          request: "GET https://v3.fal.media/files/lion/sam2-mask.png",
          answer: { base64: RECORDED_PNG_BASE64, contentType: "image/png" },
        },
      ],
    },
    {
      task: "text-to-image",
      providerId: "fal-ai/flux/schnell",
      args: { inputs: "a red fox" },
      exchanges: [
        {
          request: "POST https://fal.run/fal-ai/flux/schnell",
          body: { prompt: "a red fox", sync_mode: true },
          answer: {
            json: {
              images: [
                {
                  url: RECORDED_PNG_DATA_URL,
                  width: 1,
                  height: 1,
                  content_type: "image/png",
                },
              ],
              seed: 7,
              has_nsfw_concepts: [false],
            },
          },
        },
      ],
    },
  ],
};
