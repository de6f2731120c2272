import { afterEach, describe, expect, it } from "vitest";
import { clearResolutionCaches } from "../internal/resolve-model.js";
import { PNG_BYTES } from "../test-support/fixtures.js";
import { automaticSpeechRecognition } from "./audio/automatic-speech-recognition.js";
import { featureExtraction } from "./nlp/feature-extraction.js";
import { textToSpeech } from "./audio/text-to-speech.js";
import { textToAudio } from "./audio/text-to-audio.js";
import { imageToImage } from "./cv/image-to-image.js";
import { textToImage } from "./cv/text-to-image.js";
import { imageToVideo } from "./cv/image-to-video.js";
import { imageTextToImage } from "./cv/image-text-to-image.js";
import { imageTextToVideo } from "./cv/image-text-to-video.js";

/**
 * The task functions 4.x added and the provider × task pairs behind them, answered with
 * recorded-shaped production answers through an injected fetch (production hosts and paths).
 */

const TOKEN = "hf_mediaTasksToken";
const MP4 = Buffer.from("0000001866747970697336000000006d703432", "hex");
const WAV = Buffer.from("UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=", "base64");
const photo = () => new Blob([PNG_BYTES], { type: "image/png" });
const instant = { sleep: async () => {} };

interface Sent {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** Answers by `METHOD url`; the Hub mapping lookup is answered from `mapping`. */
function fakeFetch(
  mapping: { provider: string; providerId: string; task: string },
  routes: Record<string, () => Response>,
  sent: Sent[],
): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    if (url.startsWith("https://huggingface.co/api/models/")) {
      return Response.json({ inferenceProviderMapping: [{ ...mapping, status: "live" }] });
    }
    const method = init?.method ?? "GET";
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
    sent.push({
      method,
      url,
      authorization: new Headers(init?.headers).get("authorization"),
      body,
    });
    const route = routes[`${method} ${url}`];
    return route ? route() : Response.json({ error: `no route ${method} ${url}` }, { status: 404 });
  };
}

afterEach(() => clearResolutionCaches());

describe("imageToVideo on fal-ai through the router", () => {
  it("submits a data URL to the queue, follows the job on the whole app path, downloads the video", async () => {
    const app = "fal-ai/wan/v2.2-a14b/image-to-video";
    const job = `https://router.huggingface.co/fal-ai/${app}/requests/6f1c`;
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "fal-ai", providerId: app, task: "image-to-video" },
      {
        [`POST https://router.huggingface.co/fal-ai/${app}?_subdomain=queue`]: () =>
          Response.json({
            status: "IN_QUEUE",
            request_id: "6f1c",
            response_url: `https://queue.fal.run/${app}/requests/6f1c`,
          }),
        [`GET ${job}/status?_subdomain=queue`]: () => Response.json({ status: "COMPLETED" }),
        [`GET ${job}?_subdomain=queue`]: () =>
          Response.json({ video: { url: "https://v3.fal.media/files/tiger/out.mp4" }, seed: 1 }),
        "GET https://v3.fal.media/files/tiger/out.mp4": () =>
          new Response(MP4, { headers: { "content-type": "video/mp4" } }),
      },
      sent,
    );
    const video = await imageToVideo(
      {
        accessToken: TOKEN,
        provider: "fal-ai",
        model: "Wan-AI/Wan2.2-I2V-A14B",
        inputs: photo(),
        parameters: { prompt: "The cat turns into a tiger" },
      },
      { fetch, ...instant },
    );
    expect(Buffer.from(await video.arrayBuffer()).equals(MP4)).toBe(true);
    expect(sent[0]?.body).toEqual({
      prompt: "The cat turns into a tiger",
      image_url: `data:image/png;base64,${PNG_BYTES.toString("base64")}`,
    });
    // The file host never sees the token.
    expect(sent.at(-1)?.authorization).toBeNull();
  });
});

describe("image edits", () => {
  it("imageToImage on Together sends reference_images and reads the base64 image", async () => {
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "together", providerId: "black-forest-labs/FLUX.2-dev", task: "image-to-image" },
      {
        "POST https://router.huggingface.co/together/v1/images/generations": () =>
          Response.json({
            id: "o7aXkqQ-2j9zxn",
            model: "black-forest-labs/FLUX.2-dev",
            object: "list",
            data: [{ index: 0, b64_json: PNG_BYTES.toString("base64"), type: null }],
          }),
      },
      sent,
    );
    const image = await imageToImage(
      {
        accessToken: TOKEN,
        provider: "together",
        model: "black-forest-labs/FLUX.2-dev",
        inputs: photo(),
        parameters: { prompt: "Make it winter", num_inference_steps: 28 },
      },
      { fetch },
    );
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect(sent[0]?.body).toMatchObject({
      prompt: "Make it winter",
      reference_images: [`data:image/png;base64,${PNG_BYTES.toString("base64")}`],
      steps: 28,
      response_format: "base64",
      model: "black-forest-labs/FLUX.2-dev",
    });
  });

  it('imageToImage with provider "auto" looks the provider up with the caller\'s fetch before shaping the image', async () => {
    const sent: Sent[] = [];
    const lookups: string[] = [];
    const routes = {
      "POST https://router.huggingface.co/together/v1/images/generations": () =>
        Response.json({ data: [{ index: 0, b64_json: PNG_BYTES.toString("base64") }] }),
    };
    const inner = fakeFetch(
      { provider: "together", providerId: "black-forest-labs/FLUX.2-dev", task: "image-to-image" },
      routes,
      sent,
    );
    const countingFetch: typeof fetch = (input, init) => {
      if (String(input).startsWith("https://huggingface.co/")) lookups.push(String(input));
      return inner(input, init);
    };
    const image = await imageToImage(
      {
        accessToken: TOKEN,
        provider: "auto",
        model: "black-forest-labs/FLUX.2-dev",
        inputs: photo(),
        parameters: { prompt: "Make it winter" },
      },
      { fetch: countingFetch },
    );
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect(lookups.length).toBeGreaterThan(0);
    // The image went in Together's shape, the provider "auto" chose.
    expect(sent[0]?.body).toMatchObject({
      reference_images: [`data:image/png;base64,${PNG_BYTES.toString("base64")}`],
    });
  });

  it("imageTextToImage on WaveSpeedAI sends base64 and follows the job", async () => {
    const model = "wavespeed-ai/flux-kontext-dev";
    const result = "https://api.wavespeed.ai/api/v3/predictions/5e1a/result";
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "wavespeed", providerId: model, task: "image-text-to-image" },
      {
        [`POST https://router.huggingface.co/wavespeed/api/v3/${model}`]: () =>
          Response.json({
            code: 200,
            data: { id: "5e1a", status: "created", urls: { get: result } },
          }),
        "GET https://router.huggingface.co/wavespeed/api/v3/predictions/5e1a/result": () =>
          Response.json({
            code: 200,
            data: {
              id: "5e1a",
              status: "completed",
              outputs: ["https://d1q70pf5vjeyhc.cloudfront.net/5e1a.png"],
            },
          }),
        "GET https://d1q70pf5vjeyhc.cloudfront.net/5e1a.png": () =>
          new Response(PNG_BYTES, { headers: { "content-type": "image/png" } }),
      },
      sent,
    );
    const image = await imageTextToImage(
      {
        accessToken: TOKEN,
        provider: "wavespeed",
        model: "black-forest-labs/FLUX.1-Kontext-dev",
        inputs: photo(),
        parameters: { prompt: "Add a hat" },
      },
      { fetch, ...instant },
    );
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    const base64 = PNG_BYTES.toString("base64");
    expect(sent[0]?.body).toEqual({ prompt: "Add a hat", image: base64, images: [base64] });
  });

  it("imageTextToVideo without an image sends the prompt alone", async () => {
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      {
        provider: "fal-ai",
        providerId: "fal-ai/ltxv-13b-098-distilled/image-to-video",
        task: "image-text-to-video",
      },
      {},
      sent,
    );
    await expect(
      imageTextToVideo(
        {
          accessToken: TOKEN,
          provider: "fal-ai",
          model: "Lightricks/LTX-Video",
          parameters: { prompt: "A paper boat on a stream" },
        },
        { fetch, ...instant },
      ),
    ).rejects.toThrow();
    expect(sent[0]?.url).toBe(
      "https://router.huggingface.co/fal-ai/fal-ai/ltxv-13b-098-distilled/image-to-video?_subdomain=queue",
    );
    expect(sent[0]?.body).toEqual({ prompt: "A paper boat on a stream" });
  });
});

describe("sound, speech and embeddings", () => {
  it("textToAudio on hf-inference returns the audio bytes", async () => {
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "hf-inference", providerId: "facebook/musicgen-small", task: "text-to-audio" },
      {
        "POST https://router.huggingface.co/hf-inference/models/facebook/musicgen-small": () =>
          new Response(WAV, { headers: { "content-type": "audio/wav" } }),
      },
      sent,
    );
    const sound = await textToAudio(
      { accessToken: TOKEN, model: "facebook/musicgen-small", inputs: "A calm lo-fi beat" },
      { fetch },
    );
    expect(Buffer.from(await sound.arrayBuffer()).equals(WAV)).toBe(true);
    expect(sent[0]?.body).toEqual({ inputs: "A calm lo-fi beat" });
  });

  it("textToSpeech on Together posts to v1/audio/speech with a Kokoro voice", async () => {
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "together", providerId: "hexgrad/Kokoro-82M", task: "text-to-speech" },
      {
        "POST https://api.together.xyz/v1/audio/speech": () =>
          new Response(WAV, { headers: { "content-type": "audio/wav" } }),
      },
      sent,
    );
    const audio = await textToSpeech(
      {
        accessToken: "together-key",
        provider: "together",
        model: "hexgrad/Kokoro-82M",
        inputs: "Hello there!",
      },
      { fetch },
    );
    expect(Buffer.from(await audio.arrayBuffer()).equals(WAV)).toBe(true);
    expect(sent[0]?.body).toEqual({
      input: "Hello there!",
      voice: "af_alloy",
      model: "hexgrad/Kokoro-82M",
    });
    expect(sent[0]?.authorization).toBe("Bearer together-key");
  });

  it("featureExtraction on Together reads the OpenAI embeddings answer", async () => {
    const model = "intfloat/multilingual-e5-large-instruct";
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "together", providerId: model, task: "feature-extraction" },
      {
        "POST https://router.huggingface.co/together/v1/embeddings": () =>
          Response.json({
            object: "list",
            data: [{ object: "embedding", embedding: [0.0123, -0.0456, 0.0789], index: 0 }],
            model,
          }),
      },
      sent,
    );
    const vectors = await featureExtraction(
      { accessToken: TOKEN, provider: "together", model, inputs: "Today is sunny" },
      { fetch },
    );
    expect(vectors).toEqual([[0.0123, -0.0456, 0.0789]]);
    expect(sent[0]?.body).toEqual({ input: "Today is sunny", model });
  });
});

describe("speech recognition on Replicate", () => {
  it("sends the audio as a data URL in the prediction and reads the transcript", async () => {
    const model = "openai/whisper";
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "replicate", providerId: model, task: "automatic-speech-recognition" },
      {
        [`POST https://router.huggingface.co/replicate/v1/models/${model}/predictions`]: () =>
          Response.json({
            id: "q8mz3",
            model,
            status: "processing",
            output: {
              transcription: " Going along slushy country roads.",
              detected_language: "english",
            },
            urls: { get: "https://api.replicate.com/v1/predictions/q8mz3" },
          }),
      },
      sent,
    );
    const result = await automaticSpeechRecognition(
      {
        accessToken: TOKEN,
        provider: "replicate",
        model: "openai/whisper-large-v3",
        inputs: new Blob([WAV], { type: "audio/wav" }),
      },
      { fetch, ...instant },
    );
    expect(result).toEqual({ text: " Going along slushy country roads." });
    expect(sent[0]?.body).toEqual({
      input: { audio: `data:audio/wav;base64,${WAV.toString("base64")}` },
    });
  });
});

describe("speech recognition on DeepInfra", () => {
  it("uploads the recording through the router and reads Whisper's segments as chunks", async () => {
    const model = "openai/whisper-large-v3-turbo";
    const sent: Sent[] = [];
    const fetch = fakeFetch(
      { provider: "deepinfra", providerId: model, task: "automatic-speech-recognition" },
      {
        "POST https://router.huggingface.co/deepinfra/v1/openai/audio/transcriptions": () =>
          Response.json({
            text: " Going along slushy country roads. Speaking to damp audiences.",
            language: "en",
            duration: 5.2,
            segments: [
              { id: 0, seek: 0, start: 0, end: 2.4, text: " Going along slushy country roads." },
              { id: 1, seek: 0, start: 2.4, end: 5.2, text: " Speaking to damp audiences." },
            ],
          }),
      },
      sent,
    );
    const result = await automaticSpeechRecognition(
      {
        accessToken: TOKEN,
        provider: "deepinfra",
        model: "openai/whisper-large-v3-turbo",
        inputs: new Blob([WAV], { type: "audio/wav" }),
      },
      { fetch, ...instant },
    );
    expect(result).toEqual({
      text: " Going along slushy country roads. Speaking to damp audiences.",
      chunks: [
        { text: " Going along slushy country roads.", timestamp: [0, 2.4] },
        { text: " Speaking to damp audiences.", timestamp: [2.4, 5.2] },
      ],
    });
    const form = sent[0]?.body as FormData;
    expect(form.get("model")).toBe(model);
    expect((form.get("file") as File).name).toBe("audio.wav");
    expect(sent[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe("textToImage outputType, as 4.x has it", () => {
  const answer = {
    id: "o7aXkqQ-2j9zxn",
    model: "black-forest-labs/FLUX.1-schnell",
    object: "list",
    data: [{ index: 0, b64_json: PNG_BYTES.toString("base64"), type: null }],
  };
  const fetchFor = (sent: Sent[]) =>
    fakeFetch(
      {
        provider: "together",
        providerId: "black-forest-labs/FLUX.1-schnell-Free",
        task: "text-to-image",
      },
      {
        "POST https://router.huggingface.co/together/v1/images/generations": () =>
          Response.json(answer),
      },
      sent,
    );
  const args = {
    accessToken: TOKEN,
    provider: "together" as const,
    model: "black-forest-labs/FLUX.1-schnell",
    inputs: "A red fox in snow",
  };

  it('"dataUrl" gives the image as a data URL', async () => {
    const image = await textToImage(args, { fetch: fetchFor([]), outputType: "dataUrl" });
    expect(image).toBe(`data:image/jpeg;base64,${PNG_BYTES.toString("base64")}`);
  });

  it('"json" gives the provider\'s answer as it came', async () => {
    const raw = await textToImage(args, { fetch: fetchFor([]), outputType: "json" });
    expect(raw).toEqual(answer);
  });
});
