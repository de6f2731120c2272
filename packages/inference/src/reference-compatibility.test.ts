import * as reference from "@huggingface/inference";
import { describe, expect, it } from "vitest";
import * as own from "./index.js";
import * as fixtures from "./test-support/fixtures.js";
import type { FakeResponse } from "@modeldeck/test-support/scripted-server";
import { useFakeServer } from "./test-support/use-fake-server.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const fake = useFakeServer();
const TOKEN = "hf_compatibilitytoken";
const image = new Blob([fixtures.PNG_BYTES], { type: "image/png" });

/** The reference client only knows the real hosts: its requests are redirected here. */
const redirectingFetch: typeof fetch = (input, init) => {
  let url = String(input)
    .replace("https://router.huggingface.co", `${fake.server.url}/router`)
    .replace("https://huggingface.co", fake.server.url);
  // Hosts the reference still uses where the provider now documents another one.
  url = url.replace("https://api.studio.nebius.ai", own.PROVIDER_BASE_URLS.nebius);
  for (const [provider, base] of Object.entries(own.PROVIDER_BASE_URLS)) {
    if (url.startsWith(base))
      url = `${fake.server.url}/direct/${provider}${url.slice(base.length)}`;
  }
  return fetch(url, init);
};

type AnyTask = (args: never, options?: never) => Promise<unknown>;

interface Case {
  /** The function name, the same in both packages. */
  task: string;
  args: Record<string, unknown>;
  path: string;
  answer: FakeResponse;
}

const CASES: Case[] = [
  {
    task: "fillMask",
    args: { model: "bert", inputs: "[MASK] world!" },
    path: "models/bert",
    answer: { json: fixtures.fillMaskAnswer },
  },
  {
    task: "textClassification",
    args: { model: "sst", inputs: "I like you" },
    path: "models/sst",
    answer: { json: fixtures.textClassificationAnswer },
  },
  {
    task: "tokenClassification",
    args: { model: "ner", inputs: "My name is Sarah" },
    path: "models/ner",
    answer: { json: fixtures.tokenClassificationAnswer },
  },
  {
    task: "questionAnswering",
    args: { model: "qa", inputs: { question: "Where?", context: "Paris" } },
    path: "models/qa",
    answer: { json: fixtures.questionAnsweringAnswer },
  },
  {
    task: "tableQuestionAnswering",
    args: { model: "tapas", inputs: { query: "Stars?", table: { Stars: ["36542"] } } },
    path: "models/tapas",
    answer: { json: fixtures.tableAnswer },
  },
  {
    task: "zeroShotClassification",
    args: {
      model: "mnli",
      inputs: "refund",
      parameters: { candidate_labels: ["refund", "faq", "legal"] },
    },
    path: "models/mnli",
    answer: { json: fixtures.zeroShotAnswer },
  },
  {
    task: "summarization",
    args: { model: "bart", inputs: "long" },
    path: "models/bart",
    answer: { json: [{ summary_text: "short" }] },
  },
  {
    task: "translation",
    args: { model: "t5", inputs: "Hello" },
    path: "models/t5",
    answer: { json: [{ translation_text: "Hallo" }] },
  },
  {
    task: "textGeneration",
    args: { model: "gpt2", inputs: "The answer" },
    path: "models/gpt2",
    answer: { json: [{ generated_text: "The answer is 42" }] },
  },
  {
    task: "featureExtraction",
    args: { model: "minilm", inputs: "hi" },
    path: "pipeline/feature-extraction/minilm",
    answer: { json: [0.1, 0.2] },
  },
  {
    task: "sentenceSimilarity",
    args: { model: "minilm", inputs: { source_sentence: "a", sentences: ["b"] } },
    path: "pipeline/sentence-similarity/minilm",
    answer: { json: [0.7] },
  },
  {
    task: "chatCompletion",
    args: { model: "llama", messages: [{ role: "user", content: "Hi" }], max_tokens: 20 },
    path: "models/llama/v1/chat/completions",
    answer: { json: fixtures.chatCompletionAnswer },
  },
  {
    task: "imageClassification",
    args: { model: "vit", data: image },
    path: "models/vit",
    answer: { json: [{ label: "cat", score: 0.9 }] },
  },
  {
    task: "objectDetection",
    args: { model: "detr", data: image },
    path: "models/detr",
    answer: { json: fixtures.objectDetectionAnswer },
  },
  {
    task: "imageToText",
    args: { model: "caption", data: image },
    path: "models/caption",
    answer: { json: [{ generated_text: "a cat" }] },
  },
  {
    task: "automaticSpeechRecognition",
    args: { model: "whisper", data: image },
    path: "models/whisper",
    answer: { json: { text: "hello" } },
  },
  {
    task: "tabularRegression",
    args: { model: "fish", inputs: { data: { Height: ["11.52"] } } },
    path: "models/fish",
    answer: { json: [270.5] },
  },
];

describe.each(CASES)(
  "$task gives the reference client's result and request",
  ({ task, args, path, answer }) => {
    it("for the same arguments", async () => {
      fake.server.on("POST", `/router/hf-inference/${path}`, answer);
      const call = (client: object, options: object) =>
        ((client as Record<string, unknown>)[task] as AnyTask)(
          { ...args, accessToken: TOKEN } as never,
          options as never,
        );
      const expected = await call(reference, { fetch: redirectingFetch });
      const actual = await call(own, fake.options());
      expect(actual).toEqual(expected);
      const [theirs, ours] = fake.server.requests;
      expect(ours?.url).toBe(theirs?.url);
      expect(ours?.bytes).toEqual(theirs?.bytes);
      expect(ours?.headers.authorization).toBe(theirs?.headers.authorization);
      // Each client names itself (`@modeldeck/inference/…` against `@huggingface/inference/…`).
      expect(ours?.headers["user-agent"]).toBe(`@modeldeck/inference/${own.VERSION}`);
      expect(theirs?.headers["user-agent"]).toMatch(/^@huggingface\/inference\//);
    });
  },
);

describe("streams", () => {
  it("chatCompletionStream yields the same chunks as the reference client", async () => {
    fake.server.on("POST", "/router/hf-inference/models/llama/v1/chat/completions", {
      events: [fixtures.chatChunk("One"), fixtures.chatChunk(" two"), "[DONE]"],
    });
    const args = {
      model: "llama",
      accessToken: TOKEN,
      messages: [{ role: "user", content: "Hi" }],
    };
    const collect = async (stream: AsyncIterable<unknown>) => {
      const items: unknown[] = [];
      for await (const item of stream) items.push(item);
      return items;
    };
    // The reference's published typings do not resolve its task exports here; the values exist.
    const referenceStream = (reference as unknown as typeof own).chatCompletionStream;
    const expected = await collect(referenceStream(args, { fetch: redirectingFetch }));
    const actual = await collect(own.chatCompletionStream(args, fake.options()));
    expect(actual).toEqual(expected);
    expect(fake.server.requests[1]?.bytes).toEqual(fake.server.requests[0]?.bytes);
  });
});

describe("third-party providers", () => {
  const mapping = {
    together: { providerId: "together/model", task: "conversational", status: "live" },
    "fal-ai": { providerId: "fal-ai/flux", task: "text-to-image", status: "live" },
    nebius: { providerId: "nebius/flux", task: "text-to-image", status: "live" },
  };

  it.each([
    [
      "together",
      "chatCompletion",
      { messages: [{ role: "user", content: "Hi" }], max_tokens: 9 },
      "/v1/chat/completions",
      { json: fixtures.chatCompletionAnswer },
    ],
    [
      "fal-ai",
      "textToImage",
      { inputs: "a fox", parameters: { num_inference_steps: 4 } },
      "/fal-ai/flux",
      { json: { images: [{ url: "data:image/png;base64,AQID" }] } },
    ],
    [
      "nebius",
      "textToImage",
      { inputs: "a fox" },
      "/v1/images/generations",
      { json: { data: [{ b64_json: "AQID" }] } },
    ],
  ] as const)(
    "%s %s sends the same request with a provider key",
    async (provider, task, args, path, answer) => {
      fake.server.on("GET", "/api/models/org/model", {
        json: { inferenceProviderMapping: mapping },
      });
      fake.server.on("POST", `/direct/${provider}${path}`, answer);
      const callArgs = { ...args, provider, model: "org/model", accessToken: "provider-key-1" };
      const call = (client: object, options: object) =>
        ((client as Record<string, unknown>)[task] as AnyTask)(callArgs as never, options as never);
      await call(reference, { fetch: redirectingFetch });
      await call(own, fake.options());
      const [theirs, ours] = fake.server.requests.filter((request) => request.method === "POST");
      expect(ours?.url).toBe(theirs?.url);
      expect(jsonBody(ours)).toEqual(jsonBody(theirs));
      expect(ours?.headers.authorization).toBe(theirs?.headers.authorization);
    },
  );
});
