// fal.ai on production URLs: the queue through the router, and audio input.
import { describe, expect, it } from "vitest";
import { InferenceClientJobTimeoutError, InferenceClientProviderOutputError } from "../errors.js";
import { InferenceClientProviderApiError } from "../http-request-errors.js";
import { audioToAudio } from "../tasks/audio/audio-to-audio.js";
import { automaticSpeechRecognition } from "../tasks/audio/automatic-speech-recognition.js";
import { imageSegmentation } from "../tasks/cv/image-segmentation.js";
import { imageTextToImage } from "../tasks/cv/image-text-to-image.js";
import { textToVideo } from "../tasks/cv/text-to-video.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { FAL_POLL_INTERVAL } from "./fal-ai.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();
const HF_TOKEN = "hf_falqueuetoken7";
const MODEL = "Wan-AI/Wan2.1-T2V-14B";
const APP = "fal-ai/wan-t2v";
const REQUEST_ID = "5b1c2d0e-7a9f-4c1e-9d2b-3f4a5b6c7d8e";
const ROUTER_APP = `https://router.huggingface.co/fal-ai/${APP}`;
const VIDEO_URL = "https://v3.fal.media/files/penguin/wan-t2v-output.mp4";

function mapModel(providerId = APP) {
  hosts.server.on("GET", at(`https://huggingface.co/api/models/${MODEL}`), {
    json: {
      _id: "67b5f2c1",
      id: MODEL,
      inferenceProviderMapping: {
        "fal-ai": { status: "live", providerId, task: "text-to-video" },
      },
    },
  });
}

/** fal's queue answer as the router relays it: URLs on queue.fal.run, as fal builds them. */
const queued = {
  json: {
    status: "IN_QUEUE",
    request_id: REQUEST_ID,
    response_url: `https://queue.fal.run/${APP}/requests/${REQUEST_ID}`,
    status_url: `https://queue.fal.run/${APP}/requests/${REQUEST_ID}/status`,
    cancel_url: `https://queue.fal.run/${APP}/requests/${REQUEST_ID}/cancel`,
    queue_position: 0,
  },
};

describe("fal-ai queue through the router", () => {
  it("polls status and result under router.huggingface.co/fal-ai/{whole app path}", async () => {
    mapModel();
    const result = `${ROUTER_APP}/requests/${REQUEST_ID}`;
    hosts.server.on("POST", at(ROUTER_APP), queued);
    hosts.server.on(
      "GET",
      at(`${result}/status`),
      { json: { status: "IN_PROGRESS", request_id: REQUEST_ID } },
      { json: { status: "COMPLETED", request_id: REQUEST_ID } },
    );
    hosts.server.on("GET", at(result), {
      json: { video: { url: VIDEO_URL, content_type: "video/mp4", file_size: 4 }, seed: 42 },
    });
    hosts.server.on("GET", at(VIDEO_URL), {
      body: Buffer.from("mp4!"),
      headers: { "content-type": "video/mp4" },
    });
    const video = await textToVideo(
      { provider: "fal-ai", model: MODEL, accessToken: HF_TOKEN, inputs: "A penguin surfing" },
      hosts.options(),
    );
    expect(await video.text()).toBe("mp4!");
    expect(hosts.urls).toEqual([
      `https://huggingface.co/api/models/${MODEL}?expand[]=inferenceProviderMapping`,
      `${ROUTER_APP}?_subdomain=queue`,
      `${result}/status?_subdomain=queue`,
      `${result}/status?_subdomain=queue`,
      `${result}?_subdomain=queue`,
      VIDEO_URL,
    ]);
    expect(hosts.waits).toEqual([FAL_POLL_INTERVAL, FAL_POLL_INTERVAL]);
    const polls = hosts.server.requests.filter((request) => request.method === "GET");
    expect(polls[1]?.headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
    // The file comes from fal's CDN, without the token.
    expect(polls.at(-1)?.headers.authorization).toBeUndefined();
  });

  it("gives up after the job deadline with a typed error", async () => {
    mapModel();
    hosts.server.on("POST", at(ROUTER_APP), queued);
    hosts.server.on("GET", at(`${ROUTER_APP}/requests/${REQUEST_ID}/status`), {
      json: { status: "IN_QUEUE", queue_position: 3 },
    });
    const error = await textToVideo(
      { provider: "fal-ai", model: MODEL, accessToken: HF_TOKEN, inputs: "A penguin" },
      { ...hosts.options(), jobTimeout: 5_000 },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientJobTimeoutError);
    expect((error as Error).message).toBe(
      "The fal-ai job did not finish within 5 s (10 status requests)",
    );
    expect(hosts.waits).toEqual(Array.from({ length: 10 }, () => FAL_POLL_INTERVAL));
  });
});

describe("fal-ai job failures through the router", () => {
  const result = `${ROUTER_APP}/requests/${REQUEST_ID}`;
  const run = (options = hosts.options()) =>
    textToVideo(
      { provider: "fal-ai", model: MODEL, accessToken: HF_TOKEN, inputs: "A penguin" },
      options,
    ).catch((caught: unknown) => caught);

  it("turns a failed result fetch into a typed error, the HTTP error as its cause", async () => {
    mapModel();
    hosts.server.on("POST", at(ROUTER_APP), queued);
    hosts.server.on("GET", at(`${result}/status`), { json: { status: "COMPLETED" } });
    hosts.server.on("GET", at(result), {
      status: 502,
      headers: { "x-request-id": "Root=1-67f0c2a1-router" },
      json: { error: `Upstream rejected token ${HF_TOKEN}` },
    });
    const error = await run();
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toBe(
      "Failed to fetch the result of the fal-ai job (status 502): Upstream rejected token [redacted]",
    );
    const cause = (error as Error).cause as InferenceClientProviderApiError;
    expect(cause).toBeInstanceOf(InferenceClientProviderApiError);
    expect({ status: cause.status, requestId: cause.requestId }).toEqual({
      status: 502,
      requestId: "Root=1-67f0c2a1-router",
    });
    expect(JSON.stringify(cause.request)).not.toContain(HF_TOKEN);
  });

  it("turns a failed download of the video into a typed error", async () => {
    mapModel();
    hosts.server.on("POST", at(ROUTER_APP), queued);
    hosts.server.on("GET", at(`${result}/status`), { json: { status: "COMPLETED" } });
    hosts.server.on("GET", at(result), { json: { video: { url: VIDEO_URL } } });
    hosts.server.on("GET", at(VIDEO_URL), {
      status: 403,
      headers: { "content-type": "application/xml" },
      text: "<Error><Code>AccessDenied</Code></Error>",
    });
    const error = await run();
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect((error as Error).message).toBe(
      `Failed to download the generated file from ${VIDEO_URL}`,
    );
    expect((error as InferenceClientProviderApiError).status).toBe(403);
  });

  it("stops polling at once when the caller aborts", async () => {
    mapModel();
    hosts.server.on("POST", at(ROUTER_APP), queued);
    hosts.server.on("GET", at(`${result}/status`), { json: { status: "IN_PROGRESS" } });
    const controller = new AbortController();
    const options = { ...hosts.options(), signal: controller.signal };
    // A wait that ignores the signal: the poller itself must notice the abort.
    let waits = 0;
    options.sleep = async () => {
      if (++waits === 2) controller.abort(new Error("user cancelled"));
    };
    const error = await run(options);
    expect((error as Error).message).toBe("user cancelled");
    // One status request between the two waits, none after the abort.
    expect(hosts.urls.filter((url) => url.endsWith("/status?_subdomain=queue"))).toHaveLength(1);
  });
});

describe("fal-ai speech recognition", () => {
  it("sends a WAV recording as audio/x-wav, the type fal's decoder takes", async () => {
    const model = "openai/whisper-large-v3";
    hosts.server.on("GET", at(`https://huggingface.co/api/models/${model}`), {
      json: {
        id: model,
        inferenceProviderMapping: {
          "fal-ai": {
            status: "live",
            providerId: "fal-ai/whisper",
            task: "automatic-speech-recognition",
          },
        },
      },
    });
    hosts.server.on("POST", at("https://router.huggingface.co/fal-ai/fal-ai/whisper"), {
      json: { text: "Hello there.", chunks: [{ timestamp: [0, 1.2], text: "Hello there." }] },
    });
    const recording = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: "audio/wav" });
    const output = await automaticSpeechRecognition(
      { provider: "fal-ai", model, accessToken: HF_TOKEN, inputs: recording },
      hosts.options(),
    );
    expect(output.text).toBe("Hello there.");
    const request = hosts.server.requests.find((candidate) => candidate.method === "POST");
    expect(jsonBody(request)).toEqual({ audio_url: "data:audio/x-wav;base64,UklGRg==" });
  });
});

/** A model mapped to a fal app for one task, as the Hub answers the lookup. */
function mapTask(model: string, providerId: string, task: string) {
  hosts.server.on("GET", at(`https://huggingface.co/api/models/${model}`), {
    json: {
      id: model,
      inferenceProviderMapping: { "fal-ai": { status: "live", providerId, task } },
    },
  });
}

describe("fal-ai audio to audio through the router", () => {
  it("queues the recording as a data URL and returns the downloaded file as labelled audio", async () => {
    const model = "elevenlabs/audio-isolation";
    const app = "fal-ai/elevenlabs/audio-isolation";
    const id = "0c7e9a41-2f3d-4b5e-8a6c-1d2e3f4a5b6c";
    // fal names the job under the app's owner path, without the variant.
    const job = `https://router.huggingface.co/fal-ai/fal-ai/elevenlabs/requests/${id}`;
    const file = "https://v3.fal.media/files/koala/isolated.mp3";
    mapTask(model, app, "audio-to-audio");
    hosts.server.on("POST", at(`https://router.huggingface.co/fal-ai/${app}`), {
      json: {
        status: "IN_QUEUE",
        request_id: id,
        response_url: `https://queue.fal.run/fal-ai/elevenlabs/requests/${id}`,
        status_url: `https://queue.fal.run/fal-ai/elevenlabs/requests/${id}/status`,
        queue_position: 0,
      },
    });
    hosts.server.on(
      "GET",
      at(`${job}/status`),
      { json: { status: "IN_PROGRESS", request_id: id } },
      { json: { status: "COMPLETED", request_id: id } },
    );
    hosts.server.on("GET", at(job), {
      json: {
        audio: { url: file, content_type: "audio/mpeg", file_name: "isolated.mp3", file_size: 4 },
      },
    });
    hosts.server.on("GET", at(file), {
      body: Buffer.from("ID3!"),
      headers: { "content-type": "application/octet-stream" },
    });
    const recording = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: "audio/wav" });
    const output = await audioToAudio(
      { provider: "fal-ai", model, accessToken: HF_TOKEN, inputs: recording },
      hosts.options(),
    );
    expect(output).toEqual([
      {
        blob: Buffer.from("ID3!").toString("base64"),
        "content-type": "audio/mpeg",
        label: "speech",
      },
    ]);
    expect(hosts.urls.slice(1)).toEqual([
      `https://router.huggingface.co/fal-ai/${app}?_subdomain=queue`,
      `${job}/status?_subdomain=queue`,
      `${job}/status?_subdomain=queue`,
      `${job}?_subdomain=queue`,
      file,
    ]);
    const [submission] = hosts.server.requests.filter((request) => request.method === "POST");
    expect(jsonBody(submission)).toEqual({ audio_url: "data:audio/x-wav;base64,UklGRg==" });
    expect(hosts.server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe("fal-ai image segmentation through the router", () => {
  it("queues the image as a data URL and returns the downloaded mask as one segment", async () => {
    const model = "facebook/sam2-hiera-large";
    const app = "fal-ai/sam2/image";
    const id = "9d4e2b7a-61c0-4f3e-a8b1-7c6d5e4f3a2b";
    const job = `https://router.huggingface.co/fal-ai/fal-ai/sam2/requests/${id}`;
    const mask = "https://v3.fal.media/files/lion/sam2-mask.png";
    mapTask(model, app, "image-segmentation");
    hosts.server.on("POST", at(`https://router.huggingface.co/fal-ai/${app}`), {
      json: {
        status: "IN_QUEUE",
        request_id: id,
        response_url: `https://queue.fal.run/fal-ai/sam2/requests/${id}`,
        status_url: `https://queue.fal.run/fal-ai/sam2/requests/${id}/status`,
        queue_position: 0,
      },
    });
    hosts.server.on("GET", at(`${job}/status`), { json: { status: "COMPLETED", request_id: id } });
    hosts.server.on("GET", at(job), {
      json: { image: { url: mask, content_type: "image/png", width: 1, height: 1 } },
    });
    hosts.server.on("GET", at(mask), {
      body: Buffer.from("PNG!"),
      headers: { "content-type": "image/png" },
    });
    const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });
    const segments = await imageSegmentation(
      { provider: "fal-ai", model, accessToken: HF_TOKEN, inputs: photo },
      hosts.options(),
    );
    expect(segments).toEqual([
      { label: "mask", score: 1, mask: Buffer.from("PNG!").toString("base64") },
    ]);
    expect(hosts.urls.slice(1)).toEqual([
      `https://router.huggingface.co/fal-ai/${app}?_subdomain=queue`,
      `${job}/status?_subdomain=queue`,
      `${job}?_subdomain=queue`,
      mask,
    ]);
    const [submission] = hosts.server.requests.filter((request) => request.method === "POST");
    expect(jsonBody(submission)).toEqual({
      image_url: "data:image/png;base64,iVBORw==",
      sync_mode: true,
    });
    expect(hosts.server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});

describe("fal-ai edit apps", () => {
  const EDIT_MODEL = "black-forest-labs/FLUX.2-dev";
  const mapEdit = () =>
    hosts.server.on("GET", at(`https://huggingface.co/api/models/${EDIT_MODEL}`), {
      json: {
        id: EDIT_MODEL,
        inferenceProviderMapping: {
          "fal-ai": {
            status: "live",
            providerId: "fal-ai/flux-2/edit",
            task: "image-text-to-image",
          },
        },
      },
    });
  const image = { images: [{ url: "data:image/png;base64,iVBORw0KGgo=" }] };
  const generate = (accessToken: string, inputs?: Blob) =>
    imageTextToImage(
      {
        provider: "fal-ai",
        model: EDIT_MODEL,
        accessToken,
        inputs,
        parameters: { prompt: "A red fox" },
      },
      hosts.options(),
    );

  it("sends a direct call without an image to the text-to-image app above the edit app, as 4.x", async () => {
    mapEdit();
    hosts.server.on("POST", at("https://fal.run/fal-ai/flux-2"), { json: image });
    hosts.server.on("POST", at("https://fal.run/fal-ai/flux-2/edit"), { json: image });
    await generate("fal-key-0001");
    expect(hosts.urls.at(-1)).toBe("https://fal.run/fal-ai/flux-2");
    await generate(
      "fal-key-0001",
      new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
    );
    expect(hosts.urls.at(-1)).toBe("https://fal.run/fal-ai/flux-2/edit");
  });

  it("keeps the mapped app through the router, which resolves the mapping from the path", async () => {
    mapEdit();
    const routed = "https://router.huggingface.co/fal-ai/fal-ai/flux-2/edit";
    hosts.server.on("POST", at(routed), { json: image });
    await generate(HF_TOKEN);
    expect(hosts.urls.at(-1)).toBe(routed);
  });
});
