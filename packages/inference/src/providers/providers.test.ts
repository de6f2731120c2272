// One table per task family in one file, so the suite reads as the providers' contract.
import { describe, expect, it } from "vitest";
import { chatCompletion } from "../tasks/nlp/chat-completion.js";
import { featureExtraction } from "../tasks/nlp/feature-extraction.js";
import { textGeneration } from "../tasks/nlp/text-generation.js";
import { textToImage } from "../tasks/cv/text-to-image.js";
import { textToVideo } from "../tasks/cv/text-to-video.js";
import { textToSpeech } from "../tasks/audio/text-to-speech.js";
import { automaticSpeechRecognition } from "../tasks/audio/automatic-speech-recognition.js";
import { jsonBody, type RecordedRequest } from "@modeldeck/test-support/loopback-server";
import type { FakeResponse, FakeServer } from "@modeldeck/test-support/scripted-server";
import { chatCompletionAnswer, PNG_BASE64, PNG_BYTES } from "../test-support/fixtures.js";
import { useFakeServer } from "../test-support/use-fake-server.js";
import {
  INFERENCE_PROVIDERS,
  MEDIA_PROTOCOLS,
  PROVIDER_BASE_URLS,
  PROVIDERS,
  type InferenceProvider,
} from "./registry.js";

const fake = useFakeServer();
const KEY = "provider-key-1234";
const HF_TOKEN = "hf_routedtoken123";
const messages = [{ role: "user", content: "Hello" }];

type Task =
  | "conversational"
  | "text-generation"
  | "text-to-image"
  | "text-to-video"
  | "feature-extraction"
  | "text-to-speech"
  | "automatic-speech-recognition";

/** Registers the Hub mapping of `test/{task}` to `{provider}-id` for every provider. */
function mapModel(task: Task) {
  const mapping = Object.fromEntries(
    INFERENCE_PROVIDERS.map((provider) => [
      provider,
      { providerId: `${provider}-id`, task, status: "live" },
    ]),
  );
  fake.server.on("GET", `/api/models/test/${task}`, {
    json: { id: `test/${task}`, inferenceProviderMapping: mapping },
  });
}

/** The one request a call sent to the provider (not the hub, not polls or downloads). */
const providerRequest = (provider: InferenceProvider): RecordedRequest => {
  const request = fake.server.requests.find(
    (candidate) =>
      candidate.method === "POST" &&
      (candidate.url.startsWith(`/direct/${provider}/`) ||
        candidate.url.startsWith(`/router/${provider}/`)),
  );
  if (!request) throw new Error(`no request reached ${provider}`);
  return request;
};

function expectKeyAuth(provider: InferenceProvider, request: RecordedRequest) {
  if (provider === "black-forest-labs") expect(request.headers["x-key"]).toBe(KEY);
  else if (provider === "fal-ai") expect(request.headers.authorization).toBe(`Key ${KEY}`);
  else expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
}

const CHAT_PATHS: Partial<Record<InferenceProvider, string>> = {
  cerebras: "v1/chat/completions",
  cohere: "compatibility/v1/chat/completions",
  "fireworks-ai": "inference/v1/chat/completions",
  hyperbolic: "v1/chat/completions",
  nebius: "v1/chat/completions",
  novita: "v3/openai/chat/completions",
  sambanova: "v1/chat/completions",
  together: "v1/chat/completions",
  groq: "openai/v1/chat/completions",
  nscale: "v1/chat/completions",
  "featherless-ai": "v1/chat/completions",
  ovhcloud: "v1/chat/completions",
  scaleway: "v1/chat/completions",
  publicai: "v1/chat/completions",
  "zai-org": "api/paas/v4/chat/completions",
  baseten: "v1/chat/completions",
  deepinfra: "v1/openai/chat/completions",
};

describe("provider registry", () => {
  it("has one definition per provider id, with its own base URL", () => {
    // The ids are the registry's keys; each definition, written in its own file, names the
    // same id as its key.
    expect(INFERENCE_PROVIDERS).toEqual(Object.keys(PROVIDERS));
    for (const provider of INFERENCE_PROVIDERS) {
      expect(PROVIDERS[provider].id).toBe(provider);
      expect(PROVIDER_BASE_URLS[provider]).toMatch(/^https:\/\//);
    }
    expect(PROVIDER_BASE_URLS["hf-inference"]).toBe("https://router.huggingface.co/hf-inference");
    expect(PROVIDER_BASE_URLS.together).toBe("https://api.together.xyz");
  });

  it("files each media side under the provider that routes the tasks it shapes", () => {
    for (const [provider, media] of Object.entries(MEDIA_PROTOCOLS)) {
      const { tasks } = PROVIDERS[provider as InferenceProvider];
      const shaped = [
        ...Object.keys(media.bodies ?? {}),
        ...Object.keys(media.forms ?? {}),
        ...Object.keys(media.snippetJob?.outputs ?? {}),
        ...(media.snippetSdk?.tasks ?? []),
      ];
      for (const task of shaped) {
        expect(tasks === "all" || tasks.includes(task as never), `${provider}: ${task}`).toBe(true);
      }
    }
  });
});

describe.each(Object.entries(CHAT_PATHS) as [InferenceProvider, string][])(
  "%s chat",
  (provider, path) => {
    it("goes straight to the provider with its key, model id in the body", async () => {
      mapModel("conversational");
      fake.server.on("POST", `/direct/${provider}/${path}`, { json: chatCompletionAnswer });
      const answer = await chatCompletion(
        { provider, model: "test/conversational", accessToken: KEY, messages, max_tokens: 8 },
        fake.options(),
      );
      expect(answer.choices[0]?.message.content).toBe("One plus one is equal to two.");
      const request = providerRequest(provider);
      expectKeyAuth(provider, request);
      expect(jsonBody(request)).toEqual({ messages, max_tokens: 8, model: `${provider}-id` });
    });

    it(
      PROVIDERS[provider].directOnly
        ? "refuses an hf_ token: the router no longer serves it"
        : "goes through the router with an hf_ token",
      async () => {
        mapModel("conversational");
        fake.server.on("POST", `/router/${provider}/${path}`, { json: chatCompletionAnswer });
        const call = chatCompletion(
          { provider, model: "test/conversational", accessToken: HF_TOKEN, messages },
          fake.options(),
        );
        if (PROVIDERS[provider].directOnly) {
          await expect(call).rejects.toThrow(
            `Provider ${provider} is no longer served by the Hugging Face router`,
          );
          expect(fake.server.requestsTo("/router/")).toEqual([]);
          return;
        }
        await call;
        expect(providerRequest(provider).headers.authorization).toBe(`Bearer ${HF_TOKEN}`);
      },
    );
  },
);

describe("provider specifics", () => {
  it("refuses a task the provider is not routed for, instead of guessing a path", async () => {
    mapModel("text-to-image");
    await expect(
      textToImage(
        { provider: "cerebras", model: "test/text-to-image", accessToken: KEY, inputs: "x" },
        fake.options(),
      ),
    ).rejects.toThrow(
      "Provider cerebras does not support task text-to-image in this client (supported: conversational).",
    );
  });

  it("zai-org names the channel and language", async () => {
    mapModel("conversational");
    fake.server.on("POST", "/direct/zai-org/api/paas/v4/chat/completions", {
      json: chatCompletionAnswer,
    });
    await chatCompletion(
      { provider: "zai-org", model: "test/conversational", accessToken: KEY, messages },
      fake.options(),
    );
    const request = providerRequest("zai-org");
    expect(request.headers["x-source-channel"]).toBe("hugging_face");
    expect(request.headers["accept-language"]).toBe("en-US,en");
  });

  it("hf-inference routes chat under the model and embeddings through pipeline/", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/chat/v1/chat/completions", {
      json: chatCompletionAnswer,
    });
    fake.server.on("POST", "/router/hf-inference/pipeline/feature-extraction/org/embed", {
      json: [0.1, 0.2],
    });
    await chatCompletion({ model: "org/chat", messages }, fake.options());
    expect(await featureExtraction({ model: "org/embed", inputs: "hi" }, fake.options())).toEqual([
      0.1, 0.2,
    ]);
    expect(fake.server.requests.map((request) => request.url)).toEqual([
      "/router/hf-inference/models/org/chat/v1/chat/completions",
      "/router/hf-inference/pipeline/feature-extraction/org/embed",
    ]);
    expect(jsonBody(fake.server.requests[0])).toEqual({ messages, model: "org/chat" });
  });
});

const COMPLETION_PATHS: [InferenceProvider, string, "prompt" | "messages"][] = [
  ["fireworks-ai", "inference/v1/completions", "prompt"],
  ["hyperbolic", "v1/chat/completions", "messages"],
  ["nebius", "v1/completions", "prompt"],
  ["novita", "v3/openai/completions", "prompt"],
  ["together", "v1/completions", "prompt"],
  ["groq", "openai/v1/chat/completions", "messages"],
  ["featherless-ai", "v1/completions", "prompt"],
  ["ovhcloud", "v1/completions", "prompt"],
  ["scaleway", "v1/completions", "prompt"],
  ["deepinfra", "v1/openai/completions", "prompt"],
];

describe.each(COMPLETION_PATHS)("%s text generation", (provider, path, shape) => {
  it(`sends a ${shape} completion and returns generated_text`, async () => {
    mapModel("text-generation");
    const choice =
      shape === "prompt"
        ? { text: " world", index: 0 }
        : { message: { role: "assistant", content: " world" }, index: 0 };
    fake.server.on("POST", `/direct/${provider}/${path}`, {
      json: { ...chatCompletionAnswer, choices: [choice] },
    });
    const output = await textGeneration(
      {
        provider,
        model: "test/text-generation",
        accessToken: KEY,
        inputs: "Hello",
        parameters: { max_new_tokens: 5, temperature: 0.2 },
      },
      fake.options(),
    );
    expect(output).toEqual({ generated_text: " world" });
    const body = jsonBody(providerRequest(provider)) as Record<string, unknown>;
    expect(body).toMatchObject({ model: `${provider}-id`, max_tokens: 5, temperature: 0.2 });
    if (shape === "prompt") expect(body.prompt).toBe("Hello");
    else expect(body.messages).toEqual([{ role: "user", content: "Hello" }]);
    expect(body).not.toHaveProperty("max_new_tokens");
  });
});

const EMBEDDING_PATHS: [InferenceProvider, string][] = [
  ["nebius", "v1/embeddings"],
  ["sambanova", "v1/embeddings"],
  ["scaleway", "v1/embeddings"],
  ["deepinfra", "v1/openai/embeddings"],
];

describe.each(EMBEDDING_PATHS)("%s embeddings", (provider, path) => {
  it("sends input and returns one vector per text", async () => {
    mapModel("feature-extraction");
    fake.server.on("POST", `/direct/${provider}/${path}`, {
      json: {
        object: "list",
        data: [{ object: "embedding", index: 0, embedding: [0.5, -0.5] }],
        model: "x",
      },
    });
    const vectors = await featureExtraction(
      { provider, model: "test/feature-extraction", accessToken: KEY, inputs: ["hi"] },
      fake.options(),
    );
    expect(vectors).toEqual([[0.5, -0.5]]);
    expect(jsonBody(providerRequest(provider))).toEqual({ input: ["hi"], model: `${provider}-id` });
  });
});

type ImageCase = [
  InferenceProvider,
  string,
  (server: FakeServer) => FakeResponse[],
  (body: Record<string, unknown>) => void,
];

const IMAGE_CASES: ImageCase[] = [
  [
    "together",
    "v1/images/generations",
    () => [{ json: { data: [{ b64_json: PNG_BASE64 }] } }],
    (body) => expect(body.response_format).toBe("base64"),
  ],
  [
    "nebius",
    "v1/images/generations",
    () => [{ json: { data: [{ b64_json: PNG_BASE64 }] } }],
    (body) => expect(body.response_format).toBe("b64_json"),
  ],
  [
    "nscale",
    "v1/images/generations",
    () => [{ json: { data: [{ b64_json: PNG_BASE64 }] } }],
    (body) => expect(body.model).toBe("nscale-id"),
  ],
  [
    "deepinfra",
    "v1/openai/images/generations",
    () => [{ json: { data: [{ b64_json: PNG_BASE64 }] } }],
    (body) => expect(body.model).toBe("deepinfra-id"),
  ],
  [
    "hyperbolic",
    "v1/image/generation",
    () => [{ json: { images: [{ image: PNG_BASE64 }] } }],
    (body) => expect(body.model_name).toBe("hyperbolic-id"),
  ],
  [
    "fal-ai",
    "fal-ai-id",
    (server) => [
      { json: { images: [{ url: `${server.url}/cdn/image.png`, content_type: "image/png" }] } },
    ],
    (body) => expect(body.sync_mode).toBe(true),
  ],
  [
    "replicate",
    "v1/models/replicate-id/predictions",
    (server) => [
      { json: { id: "p1", status: "succeeded", output: [`${server.url}/cdn/image.png`] } },
    ],
    (body) => expect(body.input).toMatchObject({ prompt: "a fox" }),
  ],
  [
    "black-forest-labs",
    "v1/black-forest-labs-id",
    (server) => [{ json: { id: "job-1", polling_url: `${server.url}/bfl/get_result?id=job-1` } }],
    (body) => expect(body.prompt).toBe("a fox"),
  ],
  [
    "wavespeed",
    "api/v3/wavespeed-id",
    (server) => [
      {
        json: {
          code: 200,
          data: { id: "w1", urls: { get: `${server.url}/api/v3/predictions/w1/result` } },
        },
      },
    ],
    (body) => expect(body.prompt).toBe("a fox"),
  ],
  [
    "zai-org",
    "api/paas/v4/async/images/generations",
    () => [
      { json: { id: "z1", task_status: "PROCESSING", model: "zai-org-id", request_id: "r1" } },
    ],
    (body) => expect(body.model).toBe("zai-org-id"),
  ],
];

describe.each(IMAGE_CASES)("%s text to image", (provider, path, answers, checkBody) => {
  it("sends the prompt in the provider's shape and returns the image as a Blob", async () => {
    mapModel("text-to-image");
    fake.server.on("POST", `/direct/${provider}/${path}`, ...answers(fake.server));
    fake.server.on("GET", "/cdn/image.png", {
      body: PNG_BYTES,
      headers: { "content-type": "image/png" },
    });
    fake.server.on(
      "GET",
      "/bfl/get_result",
      { json: { status: "Pending" } },
      { json: { status: "Ready", result: { sample: `${fake.server.url}/cdn/image.png` } } },
    );
    fake.server.on(
      "GET",
      "/direct/wavespeed/api/v3/predictions/w1/result",
      { json: { data: { status: "processing" } } },
      { json: { data: { status: "completed", outputs: [`${fake.server.url}/cdn/image.png`] } } },
    );
    fake.server.on("GET", "/direct/zai-org/api/paas/v4/async-result/z1", {
      json: { task_status: "SUCCESS", image_result: [{ url: `${fake.server.url}/cdn/image.png` }] },
    });
    const image = await textToImage(
      {
        provider,
        model: "test/text-to-image",
        accessToken: KEY,
        inputs: "a fox",
        parameters: { num_inference_steps: 4 },
      },
      fake.options(),
    );
    expect(image).toBeInstanceOf(Blob);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);
    const request = providerRequest(provider);
    expectKeyAuth(provider, request);
    const body = jsonBody(request) as Record<string, unknown>;
    checkBody(body);
    // Together and Hyperbolic document the step count as `steps`.
    const stepField =
      provider === "together" || provider === "hyperbolic" ? "steps" : "num_inference_steps";
    expect(JSON.stringify(body)).toContain(`"${stepField}":4`);
  });
});

describe("text to video and speech", () => {
  it("novita runs video as an async task, polls its result and downloads the video", async () => {
    mapModel("text-to-video");
    fake.server.on("POST", "/direct/novita/v3/async/novita-id", { json: { task_id: "t-1" } });
    fake.server.on(
      "GET",
      "/direct/novita/v3/async/task-result",
      { json: { task: { task_id: "t-1", status: "TASK_STATUS_PROCESSING" } } },
      {
        json: {
          task: { task_id: "t-1", status: "TASK_STATUS_SUCCEED" },
          videos: [{ video_url: `${fake.server.url}/cdn/video.mp4`, video_type: "mp4" }],
        },
      },
    );
    fake.server.on("GET", "/cdn/video.mp4", {
      body: Buffer.from("mp4"),
      headers: { "content-type": "video/mp4" },
    });
    const video = await textToVideo(
      { provider: "novita", model: "test/text-to-video", accessToken: KEY, inputs: "a cat" },
      fake.options(),
    );
    expect(await video.text()).toBe("mp4");
    expect(jsonBody(providerRequest("novita"))).toEqual({ prompt: "a cat" });
  });

  it("replicate speech sends text under input and downloads the output", async () => {
    mapModel("text-to-speech");
    fake.server.on("POST", "/direct/replicate/v1/predictions", {
      json: { id: "p", status: "succeeded", output: `${fake.server.url}/cdn/a.wav` },
    });
    fake.server.on("GET", "/cdn/a.wav", {
      body: Buffer.from("RIFF"),
      headers: { "content-type": "audio/wav" },
    });
    fake.server.on("GET", "/api/models/test/versioned", {
      json: {
        inferenceProviderMapping: {
          replicate: { providerId: "owner/tts:abc123", task: "text-to-speech" },
        },
      },
    });
    const audio = await textToSpeech(
      { provider: "replicate", model: "test/versioned", accessToken: KEY, inputs: "Hi" },
      fake.options(),
    );
    expect(await audio.text()).toBe("RIFF");
    expect(jsonBody(providerRequest("replicate"))).toEqual({
      input: { text: "Hi" },
      version: "abc123",
    });
    expect(providerRequest("replicate").headers.prefer).toBe("wait");
  });

  it("fal-ai speech recognition sends the audio as a data URL", async () => {
    mapModel("automatic-speech-recognition");
    fake.server.on("POST", "/direct/fal-ai/fal-ai-id", { json: { text: "hello" } });
    const audio = new Blob([new Uint8Array([1, 2, 3])], { type: "audio/wav" });
    const output = await automaticSpeechRecognition(
      {
        provider: "fal-ai",
        model: "test/automatic-speech-recognition",
        accessToken: KEY,
        inputs: audio,
      },
      fake.options(),
    );
    expect(output.text).toBe("hello");
    // fal decodes WAV only under the `audio/x-wav` spelling.
    expect(jsonBody(providerRequest("fal-ai"))).toEqual({
      audio_url: "data:audio/x-wav;base64,AQID",
    });
  });

  it("fal-ai speech recognition only takes mpeg, mp4 and wav blobs", async () => {
    const options = fake.options();
    const args = {
      provider: "fal-ai" as const,
      model: "test/automatic-speech-recognition",
      accessToken: KEY,
    };
    await expect(
      automaticSpeechRecognition(
        { ...args, inputs: new Blob(["x"], { type: "audio/flac" }) },
        options,
      ),
    ).rejects.toThrow(
      "Provider fal-ai does not support blob type audio/flac - supported content types are: audio/mpeg, audio/mp4, audio/wav, audio/x-wav",
    );
    await expect(
      automaticSpeechRecognition({ ...args, inputs: new Blob(["x"]) }, options),
    ).rejects.toThrow(
      "Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.",
    );
  });
});
