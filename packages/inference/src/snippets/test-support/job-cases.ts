// Production-shaped answers of every provider whose tasks are jobs, as its raw HTTP snippets
// meet them under the router's (or, with a key, the provider's) paths: what
// job-snippet-execution.test.ts serves on loopback. Files live on the fake too, since the
// snippets download them from the URL the answer names.
import type { InferenceProvider } from "../../types.js";
import type { SnippetModel } from "../internal/snippet-task.js";

export const HF_TOKEN = "hf_jobSnippetLoopbackToken";
const BFL_KEY = "bfl-loopback-key-4f1c";
const VIDEO_BYTES = Buffer.from("0000001866747970697336000000006d703432", "hex");
// A valid 1×1 PNG, so a saved image is a real one.
const IMAGE_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Answers a request (`path` with its query) of one run; `seen` counts earlier identical ones. */
type Answer = (fakeUrl: string, seen: number) => unknown;

export interface JobCase {
  provider: InferenceProvider;
  model: SnippetModel;
  providerId: string;
  /** A provider key called directly (through `providerUrls`); otherwise an hf_ token on the router. */
  key?: { value: string; variable: string; header: string };
  /** JSON answers by `METHOD /path?query`, as the provider answers. */
  answers: Record<string, Answer>;
  /** The file's path on the fake, and its bytes. */
  file: { path: string; bytes: Buffer; saved: string };
  /** Every request of a run, in order (the file's download last). */
  exchanges: string[];
}

const WAVESPEED_ID = "7f3c2a9e41d84b6c9e0a5d13b2f8c647";
const BFL_ID = "3b1e6c52-8f0a-4d27-b9c4-61e2a0f7d935";
const NOVITA_TASK = "5d0b9a3e-2c71-4f86-a1e8-9b4c7d2f6e10";
const ZAI_ID = "20251123091544c1d7e29a4f0b4e86";
const FAL_APP = "fal-ai/mochi-v1";
const FAL_REQUEST = "8c1f4a52-3d6b-4f0e-9d8e-2b7b9a1c0e11";
const TOGETHER_JOB = "019a7c3e-5b2d-7f41-9c1e-2d8f4a6b0e13";
const REPLICATE_ID = "q5kx3rbsw9rme0ckvw1r5kzx7c";

/** A Replicate prediction as its API answers one, with its production URLs. */
const replicatePrediction = (status: string, output: unknown) => ({
  id: REPLICATE_ID,
  status,
  output,
  error: null,
  logs: "",
  created_at: "2025-11-23T09:15:44.218Z",
  urls: {
    cancel: `https://api.replicate.com/v1/predictions/${REPLICATE_ID}/cancel`,
    get: `https://api.replicate.com/v1/predictions/${REPLICATE_ID}`,
    stream: `https://stream.replicate.com/v1/files/${REPLICATE_ID}`,
    web: `https://replicate.com/p/${REPLICATE_ID}`,
  },
});

const textToVideo = (id: string): SnippetModel => ({
  id,
  pipeline_tag: "text-to-video",
  tags: ["diffusers", "safetensors", "text-to-video"],
});
const textToImage = (id: string): SnippetModel => ({
  id,
  pipeline_tag: "text-to-image",
  tags: ["diffusers", "safetensors", "text-to-image"],
});

export const JOB_CASES: JobCase[] = [
  {
    provider: "wavespeed",
    model: textToVideo("Wan-AI/Wan2.1-T2V-14B"),
    providerId: "wavespeed-ai/wan-2.1/t2v-480p",
    answers: {
      // The job names its own host in `data.urls.get`; the snippet asks the router instead.
      "POST /wavespeed/api/v3/wavespeed-ai/wan-2.1/t2v-480p": () => ({
        code: 200,
        message: "success",
        data: {
          id: WAVESPEED_ID,
          model: "wavespeed-ai/wan-2.1/t2v-480p",
          outputs: [],
          urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${WAVESPEED_ID}/result` },
          has_nsfw_contents: [],
          status: "created",
          created_at: "2025-11-23T09:15:44.218Z",
          error: "",
          timings: { inference: 0 },
        },
      }),
      [`GET /wavespeed/api/v3/predictions/${WAVESPEED_ID}/result`]: (url, seen) => ({
        code: 200,
        message: "success",
        data: {
          id: WAVESPEED_ID,
          model: "wavespeed-ai/wan-2.1/t2v-480p",
          outputs: seen < 1 ? [] : [`${url}/output/${WAVESPEED_ID}.mp4`],
          urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${WAVESPEED_ID}/result` },
          status: seen < 1 ? "processing" : "completed",
          created_at: "2025-11-23T09:15:44.218Z",
          error: "",
          timings: { inference: seen < 1 ? 0 : 41230 },
        },
      }),
    },
    file: { path: `/output/${WAVESPEED_ID}.mp4`, bytes: VIDEO_BYTES, saved: "output.mp4" },
    exchanges: [
      "POST /wavespeed/api/v3/wavespeed-ai/wan-2.1/t2v-480p",
      `GET /wavespeed/api/v3/predictions/${WAVESPEED_ID}/result`,
      `GET /wavespeed/api/v3/predictions/${WAVESPEED_ID}/result`,
      `GET /output/${WAVESPEED_ID}.mp4`,
    ],
  },
  {
    provider: "black-forest-labs",
    model: textToImage("black-forest-labs/FLUX.1-dev"),
    providerId: "flux-dev",
    key: { value: BFL_KEY, variable: "BLACK_FOREST_LABS_API_KEY", header: "x-key" },
    answers: {
      // The polling URL is on a regional host the answer names (here the fake itself).
      "POST /v1/flux-dev": (url) => ({
        id: BFL_ID,
        polling_url: `${url}/v1/get_result?id=${BFL_ID}`,
      }),
      [`GET /v1/get_result?id=${BFL_ID}`]: (url, seen) =>
        seen < 1
          ? { id: BFL_ID, status: "Pending", result: null, progress: 0.4 }
          : {
              id: BFL_ID,
              status: "Ready",
              result: {
                sample: `${url}/results/3b/1e6c528f0a4d27/sample.jpeg`,
                prompt: "A red fox curled up asleep in fresh snow",
                seed: 1843261967,
                start_time: 1763889344.57,
                end_time: 1763889348.91,
                duration: 4.34,
              },
              progress: null,
            },
    },
    file: {
      path: "/results/3b/1e6c528f0a4d27/sample.jpeg",
      bytes: IMAGE_BYTES,
      saved: "output.jpeg",
    },
    exchanges: [
      "POST /v1/flux-dev",
      `GET /v1/get_result?id=${BFL_ID}`,
      `GET /v1/get_result?id=${BFL_ID}`,
      "GET /results/3b/1e6c528f0a4d27/sample.jpeg",
    ],
  },
  {
    provider: "novita",
    model: textToVideo("Wan-AI/Wan2.1-T2V-14B"),
    providerId: "wan-t2v",
    answers: {
      "POST /novita/v3/async/wan-t2v": () => ({ task_id: NOVITA_TASK }),
      [`GET /novita/v3/async/task-result?task_id=${NOVITA_TASK}`]: (url, seen) => ({
        extra: { seed: "", debug_info: { request_info: "", submit_time_ms: "1763889344218" } },
        task: {
          task_id: NOVITA_TASK,
          task_type: "TXT_TO_VIDEO",
          status: seen < 1 ? "TASK_STATUS_PROCESSING" : "TASK_STATUS_SUCCEED",
          reason: "",
          eta: 0,
          progress_percent: seen < 1 ? 40 : 100,
        },
        images: [],
        videos:
          seen < 1
            ? []
            : [
                {
                  video_url: `${url}/prod/${NOVITA_TASK}/output.mp4`,
                  video_url_ttl: "3600",
                  video_type: "mp4",
                },
              ],
        audios: [],
      }),
    },
    file: { path: `/prod/${NOVITA_TASK}/output.mp4`, bytes: VIDEO_BYTES, saved: "output.mp4" },
    exchanges: [
      "POST /novita/v3/async/wan-t2v",
      `GET /novita/v3/async/task-result?task_id=${NOVITA_TASK}`,
      `GET /novita/v3/async/task-result?task_id=${NOVITA_TASK}`,
      `GET /prod/${NOVITA_TASK}/output.mp4`,
    ],
  },
  {
    provider: "zai-org",
    model: textToImage("zai-org/CogView4-6B"),
    providerId: "cogview-4-250304",
    answers: {
      "POST /zai-org/api/paas/v4/async/images/generations": () => ({
        model: "cogview-4-250304",
        id: ZAI_ID,
        request_id: "20251123091544a8f3c4e1d2b7409a",
        task_status: "PROCESSING",
      }),
      [`GET /zai-org/api/paas/v4/async-result/${ZAI_ID}`]: (url) => ({
        model: "cogview-4-250304",
        request_id: "20251123091544a8f3c4e1d2b7409a",
        task_status: "SUCCESS",
        image_result: [{ url: `${url}/api/cogview/${ZAI_ID}_0.png` }],
      }),
    },
    file: { path: `/api/cogview/${ZAI_ID}_0.png`, bytes: IMAGE_BYTES, saved: "output.png" },
    exchanges: [
      "POST /zai-org/api/paas/v4/async/images/generations",
      `GET /zai-org/api/paas/v4/async-result/${ZAI_ID}`,
      `GET /api/cogview/${ZAI_ID}_0.png`,
    ],
  },
  {
    provider: "replicate",
    model: textToImage("black-forest-labs/FLUX.1-schnell"),
    providerId: "black-forest-labs/flux-schnell",
    answers: {
      // Prefer: wait gave up before the output: the prediction is polled at its urls.get.
      "POST /replicate/v1/models/black-forest-labs/flux-schnell/predictions": () =>
        replicatePrediction("starting", null),
      [`GET /replicate/v1/predictions/${REPLICATE_ID}`]: (url, seen) =>
        seen < 1
          ? replicatePrediction("processing", null)
          : replicatePrediction("succeeded", [`${url}/xezq/${REPLICATE_ID}/out-0.webp`]),
    },
    file: { path: `/xezq/${REPLICATE_ID}/out-0.webp`, bytes: IMAGE_BYTES, saved: "output.webp" },
    exchanges: [
      "POST /replicate/v1/models/black-forest-labs/flux-schnell/predictions",
      `GET /replicate/v1/predictions/${REPLICATE_ID}`,
      `GET /replicate/v1/predictions/${REPLICATE_ID}`,
      `GET /xezq/${REPLICATE_ID}/out-0.webp`,
    ],
  },
  {
    provider: "replicate",
    model: textToVideo("Wan-AI/Wan2.1-T2V-14B"),
    providerId: "wavespeedai/wan-2.1-t2v-480p",
    answers: {
      // Prefer: wait answered the finished prediction, its output one URL: no poll at all.
      "POST /replicate/v1/models/wavespeedai/wan-2.1-t2v-480p/predictions": (url) =>
        replicatePrediction("succeeded", `${url}/yhqm/${REPLICATE_ID}/output.mp4`),
    },
    file: { path: `/yhqm/${REPLICATE_ID}/output.mp4`, bytes: VIDEO_BYTES, saved: "output.mp4" },
    exchanges: [
      "POST /replicate/v1/models/wavespeedai/wan-2.1-t2v-480p/predictions",
      `GET /yhqm/${REPLICATE_ID}/output.mp4`,
    ],
  },
  {
    provider: "fal-ai",
    model: textToVideo("genmo/mochi-1-preview"),
    providerId: FAL_APP,
    answers: {
      [`POST /fal-ai/${FAL_APP}?_subdomain=queue`]: () => ({
        status: "IN_QUEUE",
        request_id: FAL_REQUEST,
        response_url: `https://queue.fal.run/${FAL_APP}/requests/${FAL_REQUEST}`,
        status_url: `https://queue.fal.run/${FAL_APP}/requests/${FAL_REQUEST}/status`,
        cancel_url: `https://queue.fal.run/${FAL_APP}/requests/${FAL_REQUEST}/cancel`,
        queue_position: 0,
      }),
      [`GET /fal-ai/${FAL_APP}/requests/${FAL_REQUEST}/status?_subdomain=queue`]: () => ({
        status: "COMPLETED",
        request_id: FAL_REQUEST,
      }),
      [`GET /fal-ai/${FAL_APP}/requests/${FAL_REQUEST}?_subdomain=queue`]: (url) => ({
        video: {
          url: `${url}/files/mochi-lighthouse.mp4`,
          content_type: "video/mp4",
          file_name: "mochi-lighthouse.mp4",
          file_size: VIDEO_BYTES.length,
        },
        seed: 42,
      }),
    },
    file: { path: "/files/mochi-lighthouse.mp4", bytes: VIDEO_BYTES, saved: "output.mp4" },
    exchanges: [
      `POST /fal-ai/${FAL_APP}?_subdomain=queue`,
      `GET /fal-ai/${FAL_APP}/requests/${FAL_REQUEST}/status?_subdomain=queue`,
      `GET /fal-ai/${FAL_APP}/requests/${FAL_REQUEST}?_subdomain=queue`,
      "GET /files/mochi-lighthouse.mp4",
    ],
  },
  {
    provider: "together",
    model: textToVideo("Wan-AI/Wan2.2-T2V-A14B"),
    providerId: "Wan-AI/Wan2.2-T2V-A14B",
    answers: {
      "POST /together/v2/videos": () => ({
        id: TOGETHER_JOB,
        object: "video",
        model: "Wan-AI/Wan2.2-T2V-A14B",
        status: "queued",
        created_at: 1763889344,
      }),
      [`GET /together/v2/videos/${TOGETHER_JOB}`]: (url) => ({
        id: TOGETHER_JOB,
        object: "video",
        model: "Wan-AI/Wan2.2-T2V-A14B",
        status: "completed",
        created_at: 1763889344,
        outputs: { cost: 0.4, video_url: `${url}/shrt/Xk2pV9` },
      }),
    },
    file: { path: "/shrt/Xk2pV9", bytes: VIDEO_BYTES, saved: "output.mp4" },
    exchanges: [
      "POST /together/v2/videos",
      `GET /together/v2/videos/${TOGETHER_JOB}`,
      "GET /shrt/Xk2pV9",
    ],
  },
];
