import {
  InferenceClientInputError,
  InferenceClientProviderOutputError,
  InferenceOutputError,
} from "../errors.js";
import { formBody } from "../internal/form-body.js";
import { providerText, type JobContext } from "../internal/job-context.js";
import { fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { MediaProtocol } from "./media-protocol.js";
import {
  type BodyContext,
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  IMAGES_PATH,
  openAiImageBody,
  openAiCompatible,
  openAiSpeechBody,
  openAiTranscriptionBody,
} from "./provider-helper.js";
import {
  RECORDED_PNG_BASE64,
  RECORDED_PNG_DATA_URL,
  type ProviderConformance,
} from "./conformance-fixture.js";

/** Together's image API calls the step count `steps`. */
function withSteps(parameters: unknown): Record<string, unknown> {
  const { num_inference_steps, ...rest } = (parameters ?? {}) as Record<string, unknown>;
  return num_inference_steps === undefined ? rest : { ...rest, steps: num_inference_steps };
}

/** Together's video API takes the step count as `steps` and the size as `width`/`height`. */
function videoSettings(parameters: unknown): Record<string, unknown> {
  const { target_size, ...rest } = withSteps(parameters);
  const size = isRecord(target_size) ? target_size : {};
  return {
    ...rest,
    ...(size.width === undefined ? {} : { width: size.width }),
    ...(size.height === undefined ? {} : { height: size.height }),
  };
}

/** The image to edit or animate, which `togetherMedia.imageInput` turned into a data URL. */
function imageOf(args: Record<string, unknown>): string {
  if (!isString(args.inputs)) {
    throw new InferenceClientInputError("Provider together expects the image as a Blob.");
  }
  return args.inputs;
}

/**
 * An image edit: the prompt, the image (FLUX.1 Kontext reads one `image_url`, FLUX.2 and the
 * other editing models `reference_images`, as Together documents), `steps`, base64 output.
 */
function imageEditBody({ args, model }: BodyContext): Record<string, unknown> {
  const { inputs: _image, parameters, ...rest } = args;
  const { prompt, ...settings } = withSteps(parameters);
  const image = imageOf(args);
  const kontext = /flux\.1/i.test(model) && /kontext/i.test(model);
  return {
    ...rest,
    prompt: prompt ?? "",
    ...(kontext ? { image_url: image } : { reference_images: [image] }),
    ...settings,
    response_format: "base64",
    model,
  };
}

/**
 * An image-to-video job: the image as the first keyframe (`frame_images`, which Together's
 * image-to-video models read) and the prompt only when the caller gave one, since it is optional.
 */
function imageToVideoBody({ args, model }: BodyContext): Record<string, unknown> {
  const { inputs: _image, parameters, ...rest } = args;
  const { prompt, ...settings } = (parameters ?? {}) as Record<string, unknown>;
  return {
    ...rest,
    ...videoSettings(settings),
    frame_images: [{ input_image: imageOf(args), frame: "first" }],
    ...(isString(prompt) ? { prompt } : {}),
    model,
  };
}

/** A text-to-video job: the prompt, and the settings under Together's video names. */
function textToVideoBody({ args, model }: BodyContext): Record<string, unknown> {
  const { inputs, parameters, ...rest } = args;
  return { ...rest, ...videoSettings(parameters), prompt: inputs, model };
}

/** Together asks clients to poll a video job every few seconds; generations take minutes. */
const TOGETHER_VIDEO_POLL_INTERVAL = 2_000;

/** Statuses of a video job that is not finished yet (a missing status counts as one too). */
const PENDING_VIDEO_STATUSES = new Set(["queued", "in_progress"]);

/** Reads a video job's answer: its URL when completed, `undefined` while pending, or throws. */
function readVideoJob(body: unknown, job: JobContext): string | undefined {
  if (!isRecord(body)) throw new InferenceOutputError("Expected a Together video job object");
  const { status } = body;
  if (status === undefined || (isString(status) && PENDING_VIDEO_STATUSES.has(status))) {
    return undefined;
  }
  if (status === "failed") {
    const reason = isRecord(body.error) && isString(body.error.message) ? body.error.message : "";
    const detail = reason ? `: ${providerText(reason, job)}` : "";
    throw new InferenceClientProviderOutputError(`The together video job failed${detail}`);
  }
  if (status !== "completed") {
    throw new InferenceClientProviderOutputError(
      `The together video job has an unexpected status: ${providerText(String(status), job)}`,
    );
  }
  const videoUrl = isRecord(body.outputs) ? body.outputs.video_url : undefined;
  if (!isString(videoUrl)) {
    throw new InferenceOutputError("Expected { outputs: { video_url: string } }");
  }
  return videoUrl;
}

/**
 * Follows a video job created on `v2/videos` (directly or through the router) at
 * `v2/videos/{id}` until it completes, through the one poller, and returns the video.
 */
async function followTogetherVideo(submitted: unknown, job: JobContext): Promise<Blob | string> {
  const id = isRecord(submitted) ? submitted.id : undefined;
  if (!isString(id) || !id) throw new InferenceOutputError("Expected { id: string }");
  const ready = readVideoJob(submitted, job);
  const url = `${job.prepared.baseUrl}/v2/videos/${encodeURIComponent(id)}`;
  const videoUrl =
    ready ??
    (await pollJob(
      {
        provider: "together",
        url,
        interval: TOGETHER_VIDEO_POLL_INTERVAL,
        read: (body) => readVideoJob(body, job),
      },
      job,
    ));
  return fromUrl(videoUrl, job);
}

/**
 * Together AI: OpenAI-compatible chat, completions, embeddings, images and image edits (asked
 * for as base64, with the step count sent as `steps`, the name its image API takes), speech
 * (`v1/audio/speech`, answered with the audio bytes), transcription (`v1/audio/transcriptions`,
 * a multipart upload answered with `{ text }`), and text- and image-to-video jobs
 * (`v2/videos`, polled until the video is ready).
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "together", model: "deepseek-ai/DeepSeek-R1", messages });
 * ```
 */
export const together = openAiCompatible(
  "together",
  "https://api.together.xyz",
  {
    conversational: CHAT_PATH,
    "text-generation": COMPLETIONS_PATH,
    "feature-extraction": EMBEDDINGS_PATH,
  },
  // Images, video and speech are routed and shaped by `togetherMedia`.
);

/**
 * Together's media side: image bodies with `steps` and base64 output, speech bodies with a
 * voice, transcription forms, video job bodies; images come back in the OpenAI shape, speech as
 * bytes and transcripts as `{ text }` (all read generically), videos by following the job; an
 * input image is sent as a data URL, input audio as a multipart file.
 *
 * @example
 * ```ts
 * const args = togetherMedia.audioInput!.place({ model: "openai/whisper-large-v3" }, recording);
 * ```
 */
export const togetherMedia: MediaProtocol = {
  // Where its answers' files live: the short links of its video answers (`api.together.ai/shrt/…`).
  storageHosts: ["api.together.ai"],
  tasks: [
    "text-to-image",
    "image-to-image",
    "text-to-speech",
    "automatic-speech-recognition",
    "text-to-video",
    "image-to-video",
  ],
  path: ({ task }) =>
    task === "text-to-speech"
      ? "v1/audio/speech"
      : task === "automatic-speech-recognition"
        ? "v1/audio/transcriptions"
        : task === "text-to-video" || task === "image-to-video"
          ? "v2/videos"
          : IMAGES_PATH,
  followUpRoutes: [{ method: "GET", path: "v2/videos/{id}" }],
  bodies: {
    "image-to-image": imageEditBody,
    "text-to-video": textToVideoBody,
    "image-to-video": imageToVideoBody,
    "text-to-image": (context) =>
      openAiImageBody(
        { ...context, args: { ...context.args, parameters: withSteps(context.args.parameters) } },
        "base64",
      ),
    // Transcription as form fields (see `forms`).
    "automatic-speech-recognition": openAiTranscriptionBody,
    // Speech: Together requires a voice, and Kokoro's default is `af_alloy`.
    "text-to-speech": (context) =>
      openAiSpeechBody(
        /kokoro/i.test(context.model)
          ? { ...context, args: { voice: "af_alloy", ...context.args } }
          : context,
      ),
  },
  video: followTogetherVideo,
  // Snippets follow a video job at `v2/videos/{id}` until it is completed.
  snippetJob: {
    jobUrl: { from: "id", path: ["id"], url: "/v2/videos/{id}" },
    statusSuffix: "",
    statusPath: ["status"],
    pending: ["queued", "in_progress"],
    done: "completed",
    resultRequest: false,
    pollSeconds: 2,
    outputs: {
      "text-to-video": { path: ["outputs", "video_url"], extension: "mp4" },
      "image-to-video": { path: ["outputs", "video_url"], extension: "mp4" },
    },
  },
  // Only the image becomes a data URL here; each task's body puts it where that API reads it.
  imageInput: {
    encoding: "data-url",
    fallbackType: "image/jpeg",
    place: (args, image) => ({ ...args, inputs: image }),
  },
  // Speech to transcribe is uploaded as the form's `file`, as `v1/audio/transcriptions` takes it.
  audioInput: { encoding: "form", place: (args, audio) => ({ ...args, file: audio }) },
  forms: { "automatic-speech-recognition": formBody },
};

/**
 * together's conformance fixture: an image asked for as base64, with the step count as `steps`,
 * a recording uploaded for transcription as a multipart form, and an image-to-video job created, polled and downloaded, with its own key, as recorded on its
 * production URLs.
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
      providerId: "black-forest-labs/FLUX.1-schnell-Free",
      args: { inputs: "a red fox", parameters: { num_inference_steps: 4 } },
      exchanges: [
        {
          request: "POST https://api.together.xyz/v1/images/generations",
          body: {
            prompt: "a red fox",
            steps: 4,
            response_format: "base64",
            model: "black-forest-labs/FLUX.1-schnell-Free",
          },
          answer: {
            json: {
              id: "91f3b2c4-IAD",
              model: "black-forest-labs/FLUX.1-schnell-Free",
              object: "list",
              data: [{ index: 0, b64_json: RECORDED_PNG_BASE64, timings: { inference: 0.41 } }],
            },
          },
        },
      ],
    },
    {
      task: "automatic-speech-recognition",
      providerId: "openai/whisper-large-v3",
      args: {
        inputs:
          "data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=",
        parameters: { language: "en" },
      },
      exchanges: [
        {
          request: "POST https://api.together.xyz/v1/audio/transcriptions",
          form: {
            file: { filename: "audio.wav", type: "audio/wav" },
            language: "en",
            model: "openai/whisper-large-v3",
          },
          answer: { json: { text: " The quick brown fox jumps over the lazy dog." } },
        },
      ],
    },
    {
      task: "image-to-video",
      providerId: "Wan-AI/Wan2.2-I2V-A14B",
      args: { inputs: RECORDED_PNG_DATA_URL, parameters: { prompt: "The fox runs away" } },
      exchanges: [
        {
          request: "POST https://api.together.xyz/v2/videos",
          body: {
            frame_images: [{ input_image: RECORDED_PNG_DATA_URL, frame: "first" }],
            prompt: "The fox runs away",
            model: "Wan-AI/Wan2.2-I2V-A14B",
          },
          answer: {
            json: {
              id: "019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13",
              object: "video",
              model: "Wan-AI/Wan2.2-I2V-A14B",
              status: "queued",
              created_at: 1763913600,
            },
          },
        },
        {
          request: "GET https://api.together.xyz/v2/videos/019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13",
          answer: {
            json: {
              id: "019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13",
              object: "video",
              model: "Wan-AI/Wan2.2-I2V-A14B",
              status: "in_progress",
              created_at: 1763913600,
            },
          },
        },
        {
          request: "GET https://api.together.xyz/v2/videos/019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13",
          answer: {
            json: {
              id: "019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13",
              object: "video",
              model: "Wan-AI/Wan2.2-I2V-A14B",
              status: "completed",
              created_at: 1763913600,
              completed_at: 1763913688,
              outputs: {
                cost: 0.4,
                video_url: "https://api.together.ai/shrt/Xk2pV9aQ7mLr3TbW",
              },
            },
          },
        },
        {
          request: "GET https://api.together.ai/shrt/Xk2pV9aQ7mLr3TbW",
          answer: { base64: "AAAAGGZ0eXBtcDQy", contentType: "video/mp4" },
        },
      ],
    },
  ],
};
