// Raw HTTP snippets (curl, Python requests, JavaScript fetch) for providers that take an input
// file in their own shape (a data URL or base64 in JSON, a multipart upload) send what the
// client sends: each snippet runs against a loopback router, and its request body is compared
// with the one the client builds for the same file and parameters.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearResolutionCaches } from "../index.js";
import { audioToAudio } from "../tasks/audio/audio-to-audio.js";
import { automaticSpeechRecognition } from "../tasks/audio/automatic-speech-recognition.js";
import { imageSegmentation } from "../tasks/cv/image-segmentation.js";
import { imageTextToVideo } from "../tasks/cv/image-text-to-video.js";
import { imageToImage } from "../tasks/cv/image-to-image.js";
import { imageToText } from "../tasks/cv/image-to-text.js";
import { imageToVideo } from "../tasks/cv/image-to-video.js";
import type { InferenceProvider } from "../types.js";
import { getInferenceSnippets } from "./get-inference-snippets.js";
import { Code } from "./internal/literal.js";
import { resolveSnippetRequest } from "./internal/resolve-request.js";
import type { SnippetModel, SnippetTask } from "./internal/snippet-task.js";
import {
  runJavaScript,
  runPython,
  runShell,
  scratchFolder,
  type SnippetRun,
} from "./test-support/run-snippet.js";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";

const HF_TOKEN = "hf_reshapedInputSnippetToken";
const MEDIA = [
  "rocket-demo.jpg",
  "cat-chelsea-demo.jpg",
  "librivox-sense-and-sensibility-0870.mp3",
  "two-speakers-mix.mp3",
  "astronaut-320.jpg",
];
const VIDEO_BYTES = Buffer.from("AAAAGGZ0eXBtcDQy", "base64");
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const FAL_REQUEST_ID = "b7e2c1d4-5f6a-4b8c-9d0e-1f2a3b4c5d6e";

type Call = (args: never, options: never) => Promise<unknown>;

interface Case {
  name: string;
  provider: InferenceProvider;
  providerId: string;
  model: SnippetModel;
  call: Call;
  /** Whether the answer is a job the raw snippets follow to `output.{extension}`. */
  job?: string;
}

const CASES: Case[] = [
  {
    name: "fal-ai image to video (data URL in image_url, then the queue job)",
    provider: "fal-ai",
    providerId: "fal-ai/wan/v2.2-a14b/image-to-video",
    model: { id: "Wan-AI/Wan2.2-I2V-A14B", pipeline_tag: "image-to-video", tags: [] },
    call: imageToVideo as Call,
    job: "mp4",
  },
  {
    name: "Together image edit (data URL in reference_images)",
    provider: "together",
    providerId: "black-forest-labs/FLUX.2-dev",
    model: { id: "black-forest-labs/FLUX.2-dev", pipeline_tag: "image-to-image", tags: [] },
    call: imageToImage as Call,
  },
  {
    name: "WaveSpeedAI image edit (bare base64 in image and images)",
    provider: "wavespeed",
    providerId: "wavespeed-ai/qwen-image/edit",
    model: { id: "Qwen/Qwen-Image-Edit", pipeline_tag: "image-to-image", tags: [] },
    call: imageToImage as Call,
  },
  {
    name: "fal-ai speech recognition (WAV as an audio/x-wav data URL in audio_url)",
    provider: "fal-ai",
    providerId: "fal-ai/whisper",
    model: {
      id: "openai/whisper-large-v3",
      pipeline_tag: "automatic-speech-recognition",
      tags: [],
    },
    call: automaticSpeechRecognition as Call,
  },
  {
    name: "fal-ai audio to audio (WAV as an audio/x-wav data URL in audio_url, then the queue job)",
    provider: "fal-ai",
    providerId: "fal-ai/elevenlabs/audio-isolation",
    model: { id: "elevenlabs/audio-isolation", pipeline_tag: "audio-to-audio", tags: [] },
    call: audioToAudio as Call,
    job: "wav",
  },
  {
    name: "fal-ai image segmentation (data URL in image_url, then the queue job's mask)",
    provider: "fal-ai",
    providerId: "fal-ai/sam2/image",
    model: { id: "facebook/sam2-hiera-large", pipeline_tag: "image-segmentation", tags: [] },
    call: imageSegmentation as Call,
    job: "png",
  },
  {
    name: "Novita MiniMax H3 (the first frame as a data URL in content, then its query path)",
    provider: "novita",
    providerId: "MiniMax-H3",
    model: { id: "MiniMaxAI/MiniMax-H3", pipeline_tag: "image-text-to-video", tags: [] },
    call: imageTextToVideo as Call,
    job: "mp4",
  },
  {
    name: "Z.ai layout parsing (data URL in file)",
    provider: "zai-org",
    providerId: "glm-ocr",
    model: { id: "zai-org/GLM-OCR", pipeline_tag: "image-to-text", tags: [] },
    call: imageToText as Call,
  },
  {
    name: "Replicate speech recognition (data URL in input.audio)",
    provider: "replicate",
    providerId: "openai/whisper",
    model: {
      id: "openai/whisper-large-v3",
      pipeline_tag: "automatic-speech-recognition",
      tags: [],
    },
    call: automaticSpeechRecognition as Call,
  },
  {
    name: "Together speech recognition (multipart upload)",
    provider: "together",
    providerId: "openai/whisper-large-v3",
    model: {
      id: "openai/whisper-large-v3",
      pipeline_tag: "automatic-speech-recognition",
      tags: [],
    },
    call: automaticSpeechRecognition as Call,
  },
];

interface Received {
  method: string;
  path: string;
  body: unknown;
}

/** A JSON body parsed, or a multipart body as its fields (files by type and base64 content). */
async function bodyOf(body: BodyInit | Buffer, contentType: string): Promise<unknown> {
  const init = (body instanceof Buffer ? new Uint8Array(body) : body) as BodyInit;
  if (body instanceof FormData || contentType.startsWith("multipart/form-data")) {
    // A FormData writes its own Content-Type (with the boundary); bytes need the header's.
    const headers = body instanceof FormData ? undefined : { "content-type": contentType };
    const form = await new Response(init, { headers }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      fields[key] =
        typeof value === "string"
          ? value
          : { type: value.type, base64: Buffer.from(await value.arrayBuffer()).toString("base64") };
    }
    return fields;
  }
  return JSON.parse(await new Response(init).text()) as unknown;
}

let server: FakeUpstream;
let url = "";
const received: Received[] = [];

/** Recorded-shaped answers: fal's queue under the router's paths, a file, or a plain answer. */
function answer(method: string, path: string): { status?: number; json?: unknown; bytes?: Buffer } {
  const queued = /^\/fal-ai\/(.+)\?_subdomain=queue$/.exec(path);
  if (method === "POST" && queued) {
    const app = queued[1] ?? "";
    return {
      json: {
        status: "IN_QUEUE",
        request_id: FAL_REQUEST_ID,
        response_url: `https://queue.fal.run/${app}/requests/${FAL_REQUEST_ID}`,
        status_url: `https://queue.fal.run/${app}/requests/${FAL_REQUEST_ID}/status`,
        queue_position: 0,
      },
    };
  }
  if (path.includes(`/requests/${FAL_REQUEST_ID}/status`)) {
    return { json: { status: "COMPLETED", request_id: FAL_REQUEST_ID } };
  }
  if (path.includes(`/requests/${FAL_REQUEST_ID}`)) {
    // Audio apps answer with the file under `audio`, video apps under `video`.
    // Audio apps answer with the file under `audio`, segmentation under `image`, video apps
    // under `video`.
    if (path.includes("/audio-isolation/")) {
      return { json: { audio: { url: `${url}/files/out.wav`, content_type: "audio/wav" } } };
    }
    if (path.includes("/sam2/")) {
      return { json: { image: { url: `${url}/files/out.png`, content_type: "image/png" } } };
    }
    return { json: { video: { url: `${url}/files/out.mp4`, content_type: "video/mp4" } } };
  }
  if (/^\/files\/out\.(mp4|wav|png)$/.test(path)) return { bytes: VIDEO_BYTES };
  if (method === "POST" && path === "/zai-org/api/paas/v4/layout_parsing") {
    return { json: { id: "task_3f9a", model: "GLM-OCR", md_results: "# Cat", layout_details: [] } };
  }
  // Novita's MiniMax H3 answers a task id, then the task at its query path.
  if (method === "POST" && path === "/novita/v3/minimax/v2/video_generation") {
    return { json: { task_id: "402186375381248" } };
  }
  if (path === "/novita/v3/minimax/v2/query/video_generation/402186375381248") {
    return {
      json: {
        task: {
          id: "402186375381248",
          status: "succeeded",
          content: { url: `${url}/files/out.mp4` },
        },
      },
    };
  }
  // WaveSpeedAI answers a prediction; this one finished before the answer (no poll needed).
  if (method === "POST" && path.startsWith("/wavespeed/api/v3/")) {
    const id = "5e2b8d41c09a4f7e8a6b3c2d1e0f9a87";
    return {
      json: {
        code: 200,
        message: "success",
        data: {
          id,
          outputs: [`${url}/files/out.mp4`],
          urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${id}/result` },
          status: "completed",
          error: "",
        },
      },
    };
  }
  if (path.endsWith("/audio/transcriptions") || path.includes("whisper")) {
    return { json: { text: " The quick brown fox jumps over the lazy dog." } };
  }
  return { json: { data: [{ index: 0, b64_json: PNG_BASE64 }] } };
}

beforeAll(async () => {
  server = await startFakeUpstream(async ({ method, url: path, headers, bytes }, response) => {
    received.push({
      method,
      path,
      body: method === "POST" ? await bodyOf(bytes, headers["content-type"] ?? "") : undefined,
    });
    const { status = 200, json, bytes: answerBytes } = answer(method, path);
    response.writeHead(status, {
      "content-type": answerBytes ? "video/mp4" : "application/json",
    });
    response.end(answerBytes ?? JSON.stringify(json));
  });
  url = server.url;
});

afterAll(() => server.close());

/** What the client sends for the snippet's own example: its file as a Blob, its parameters. */
async function clientWire(testCase: Case, folder: string): Promise<Received> {
  const task = testCase.model.pipeline_tag as SnippetTask;
  const request = resolveSnippetRequest(
    testCase.model,
    task,
    HF_TOKEN,
    testCase.provider,
    testCase.providerId,
    {},
  );
  const file = request?.file;
  if (!request || !file) throw new Error(`no example file for ${testCase.name}`);
  const blob = new Blob([await readFile(join(folder, file.name))], { type: file.contentType });
  const args = Object.fromEntries(
    Object.entries(request.clientArguments).map(([key, value]) => [
      key,
      value instanceof Code ? blob : value,
    ]),
  );
  let sent: Received | undefined;
  // Injected into this one call (the global fetch is never touched): it answers the Hub's
  // mapping lookup and records the provider request instead of sending it.
  const recordingFetch: typeof fetch = async (input, init) => {
    const target = new URL(String(input));
    if (target.hostname === "huggingface.co") {
      return Response.json({
        id: testCase.model.id,
        inferenceProviderMapping: {
          [testCase.provider]: { status: "live", providerId: testCase.providerId, task },
        },
      });
    }
    const contentType = new Headers(init?.headers).get("content-type") ?? "";
    sent ??= {
      method: init?.method ?? "GET",
      path: `${target.pathname}${target.search}`,
      body: await bodyOf(init?.body as BodyInit, contentType),
    };
    return Response.json({ error: "recorded" }, { status: 400 });
  };
  clearResolutionCaches();
  await testCase
    .call(
      {
        ...args,
        provider: testCase.provider,
        model: testCase.model.id,
        accessToken: HF_TOKEN,
      } as never,
      { fetch: recordingFetch } as never,
    )
    .catch(() => undefined);
  if (!sent) throw new Error(`the client sent nothing for ${testCase.name}`);
  return sent;
}

const RUNNERS: Record<
  string,
  (code: string, cwd: string, env: Record<string, string>) => Promise<SnippetRun>
> = {
  curl: runShell,
  requests: runPython,
  fetch: runJavaScript,
};

describe.each(CASES)("$name", (testCase) => {
  it.each(Object.keys(RUNNERS))("%s sends the body the client sends", async (client) => {
    const folder = await scratchFolder(MEDIA);
    try {
      const expected = await clientWire(testCase, folder.path);
      const snippet = getInferenceSnippets(
        testCase.model,
        HF_TOKEN,
        testCase.provider,
        testCase.providerId,
        { routerUrl: url },
      ).find((candidate) => candidate.client === client);
      expect(snippet, `no ${client} snippet`).toBeDefined();
      received.length = 0;
      const run = await (RUNNERS[client] as (typeof RUNNERS)["curl"])(
        snippet?.content ?? "",
        folder.path,
        { HF_TOKEN },
      );
      // curl draws a progress meter on stderr while it uploads a file.
      if (client !== "curl") expect(run.stderr).toBe("");
      expect(run.exitCode, run.stderr).toBe(0);
      const [first] = received;
      expect(first?.method).toBe("POST");
      expect(first?.path).toBe(expected.path.replace(/^\/?/, "/"));
      // Multipart file names are the caller's own; everything else must match.
      expect(first?.body).toEqual(expected.body);
      if (testCase.job) {
        const output = await readFile(join(folder.path, `output.${testCase.job}`));
        expect(output.equals(VIDEO_BYTES)).toBe(true);
      }
    } finally {
      await folder.remove();
    }
  });
});
