import { describe, expect, it } from "vitest";
import { InferenceOutputError } from "../errors.js";
import { INFERENCE_PROVIDERS, PROVIDERS } from "../providers/registry.js";
import type { FakeResponse } from "@modeldeck/test-support/scripted-server";
import * as fixtures from "../test-support/fixtures.js";
import { useFakeServer } from "../test-support/use-fake-server.js";
import type { Options } from "../types.js";
import * as tasks from "./index.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const fake = useFakeServer();
const image = new Blob([fixtures.PNG_BYTES], { type: "image/png" });
const audio = new Blob([new Uint8Array([82, 73, 70, 70])], { type: "audio/wav" });

interface TaskCase {
  name: string;
  call: (options: Options) => Promise<unknown>;
  answer: FakeResponse;
  expected: unknown;
  /** The shape named by `InferenceOutputError` when the answer is wrong. */
  shape: string;
  /** Checks the request body. */
  sent?: (body: Buffer, json: unknown) => void;
}

const model = (name: string) => `org/${name}`;

const CASES: TaskCase[] = [
  {
    name: "fill-mask",
    call: (options) =>
      tasks.fillMask({ model: model("fill-mask"), inputs: "[MASK] world!" }, options),
    answer: { json: fixtures.fillMaskAnswer },
    expected: fixtures.fillMaskAnswer,
    shape: "Array<{score: number, sequence: string, token: number, token_str: string}>",
    sent: (_body, json) => expect(json).toEqual({ inputs: "[MASK] world!" }),
  },
  {
    name: "text-classification",
    call: (options) =>
      tasks.textClassification(
        { model: model("text-classification"), inputs: "I like you" },
        options,
      ),
    answer: { json: fixtures.textClassificationAnswer },
    expected: fixtures.textClassificationAnswer[0],
    shape: "Array<{label: string, score: number}>",
  },
  {
    name: "token-classification",
    call: (options) =>
      tasks.tokenClassification(
        { model: model("token-classification"), inputs: "My name is Sarah" },
        options,
      ),
    answer: { json: fixtures.tokenClassificationAnswer },
    expected: fixtures.tokenClassificationAnswer,
    shape: "Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
  },
  {
    name: "question-answering",
    call: (options) =>
      tasks.questionAnswering(
        { model: model("question-answering"), inputs: { question: "Where?", context: "In Paris" } },
        options,
      ),
    answer: { json: fixtures.questionAnsweringAnswer },
    expected: fixtures.questionAnsweringAnswer,
    shape: "Array<{answer: string, end: number, score: number, start: number}>",
  },
  {
    name: "table-question-answering",
    call: (options) =>
      tasks.tableQuestionAnswering(
        {
          model: model("table-question-answering"),
          inputs: { query: "Stars?", table: { Stars: ["36542"] } },
        },
        options,
      ),
    answer: { json: fixtures.tableAnswer },
    expected: fixtures.tableAnswer,
    shape: "{aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
  },
  {
    name: "zero-shot-classification",
    call: (options) =>
      tasks.zeroShotClassification(
        {
          model: model("zero-shot-classification"),
          inputs: "refund please",
          parameters: { candidate_labels: ["refund", "faq", "legal"] },
        },
        options,
      ),
    answer: { json: fixtures.zeroShotAnswer },
    expected: fixtures.zeroShotAnswer,
    shape: "Array<{labels: string[], scores: number[], sequence: string}>",
  },
  {
    name: "summarization",
    call: (options) =>
      tasks.summarization({ model: model("summarization"), inputs: "long text" }, options),
    answer: { json: [{ summary_text: "Short." }] },
    expected: { summary_text: "Short." },
    shape: "Array<{summary_text: string}>",
  },
  {
    name: "translation",
    call: (options) =>
      tasks.translation({ model: model("translation"), inputs: "My name is Wolfgang" }, options),
    answer: { json: [{ translation_text: "Mein Name ist Wolfgang" }] },
    expected: { translation_text: "Mein Name ist Wolfgang" },
    shape: "type Array<{translation_text: string}>",
  },
  {
    name: "text-generation",
    call: (options) =>
      tasks.textGeneration({ model: model("text-generation"), inputs: "The answer is" }, options),
    answer: { json: [{ generated_text: "The answer is 42" }] },
    expected: { generated_text: "The answer is 42" },
    shape: "Array<{generated_text: string}>",
  },
  {
    name: "sentence-similarity",
    call: (options) =>
      tasks.sentenceSimilarity(
        {
          model: model("sentence-similarity"),
          inputs: { source_sentence: "a", sentences: ["b", "c"] },
        },
        options,
      ),
    answer: { json: [0.66, 0.94] },
    expected: [0.66, 0.94],
    shape: "number[]",
  },
  {
    name: "feature-extraction",
    call: (options) =>
      tasks.featureExtraction({ model: model("feature-extraction"), inputs: "hi" }, options),
    answer: {
      json: [
        [
          [0.1, 0.2],
          [0.3, 0.4],
        ],
      ],
    },
    expected: [
      [
        [0.1, 0.2],
        [0.3, 0.4],
      ],
    ],
    shape: "Array<number[][][] | number[][] | number[] | number>",
  },
  {
    name: "image-classification",
    call: (options) =>
      tasks.imageClassification({ model: model("image-classification"), inputs: image }, options),
    answer: { json: [{ label: "cheetah", score: 0.998 }] },
    expected: [{ label: "cheetah", score: 0.998 }],
    shape: "Array<{label: string, score: number}>",
    sent: (body) => expect(body).toEqual(fixtures.PNG_BYTES),
  },
  {
    name: "image-segmentation",
    call: (options) =>
      tasks.imageSegmentation({ model: model("image-segmentation"), data: image }, options),
    answer: { json: fixtures.segmentationAnswer },
    expected: fixtures.segmentationAnswer,
    shape: "Array<{label: string, mask: string, score: number}>",
  },
  {
    name: "object-detection",
    call: (options) =>
      tasks.objectDetection({ model: model("object-detection"), inputs: image }, options),
    answer: { json: fixtures.objectDetectionAnswer },
    expected: fixtures.objectDetectionAnswer,
    shape:
      "Array<{label: string; score: number; box: {xmin: number; ymin: number; xmax: number; ymax: number}}>",
  },
  {
    name: "image-to-text",
    call: (options) => tasks.imageToText({ model: model("image-to-text"), inputs: image }, options),
    answer: { json: [{ generated_text: "a giraffe in a field" }] },
    expected: { generated_text: "a giraffe in a field" },
    shape: "{generated_text: string}",
  },
  {
    name: "zero-shot-image-classification",
    call: (options) =>
      tasks.zeroShotImageClassification(
        {
          model: model("zero-shot-image-classification"),
          inputs: image,
          parameters: { candidate_labels: ["animal", "car"] },
        },
        options,
      ),
    answer: {
      json: [
        { label: "animal", score: 0.96 },
        { label: "car", score: 0.03 },
      ],
    },
    expected: [
      { label: "animal", score: 0.96 },
      { label: "car", score: 0.03 },
    ],
    shape: "Array<{label: string, score: number}>",
    sent: (_body, json) =>
      expect(json).toEqual({
        inputs: { image: fixtures.PNG_BASE64 },
        parameters: { candidate_labels: ["animal", "car"] },
      }),
  },
  {
    name: "audio-classification",
    call: (options) =>
      tasks.audioClassification({ model: model("audio-classification"), data: audio }, options),
    answer: { json: [{ label: "neu", score: 0.59 }] },
    expected: [{ label: "neu", score: 0.59 }],
    shape: "Array<{label: string, score: number}>",
  },
  {
    name: "automatic-speech-recognition",
    call: (options) =>
      tasks.automaticSpeechRecognition(
        { model: model("automatic-speech-recognition"), inputs: audio },
        options,
      ),
    answer: { json: { text: "GOING ALONG SLUSHY COUNTRY ROADS" } },
    expected: { text: "GOING ALONG SLUSHY COUNTRY ROADS" },
    shape: "{text: string}",
  },
  {
    name: "audio-to-audio",
    call: (options) =>
      tasks.audioToAudio({ model: model("audio-to-audio"), inputs: audio }, options),
    answer: { json: fixtures.audioToAudioAnswer },
    expected: fixtures.audioToAudioAnswer,
    shape: "Array",
  },
  {
    name: "document-question-answering",
    call: (options) =>
      tasks.documentQuestionAnswering(
        { model: model("document-question-answering"), inputs: { image, question: "Invoice?" } },
        options,
      ),
    answer: { json: [{ score: 0.6, answer: "us-001", start: 16, end: 16 }] },
    expected: { score: 0.6, answer: "us-001", start: 16, end: 16 },
    shape: "Array<{answer: string, end?: number, score?: number, start?: number}>",
    sent: (_body, json) =>
      expect(json).toEqual({ inputs: { question: "Invoice?", image: fixtures.PNG_BASE64 } }),
  },
  {
    name: "visual-question-answering",
    call: (options) =>
      tasks.visualQuestionAnswering(
        { model: model("visual-question-answering"), inputs: { image, question: "How many?" } },
        options,
      ),
    answer: {
      json: [
        { score: 0.52, answer: "2" },
        { score: 0.35, answer: "3" },
      ],
    },
    expected: { score: 0.52, answer: "2" },
    shape: "Array<{answer: string, score: number}>",
  },
  {
    name: "tabular-classification",
    call: (options) =>
      tasks.tabularClassification(
        { model: model("tabular-classification"), inputs: { data: { acidity: ["7.4", "7.8"] } } },
        options,
      ),
    answer: { json: [5, 5] },
    expected: [5, 5],
    shape: "number[]",
  },
  {
    name: "tabular-regression",
    call: (options) =>
      tasks.tabularRegression(
        { model: model("tabular-regression"), inputs: { data: { Height: ["11.52"] } } },
        options,
      ),
    answer: { json: [270.5] },
    expected: [270.5],
    shape: "number[]",
  },
];

describe.each(CASES)("$name on hf-inference", ({ name, call, answer, expected, shape, sent }) => {
  const path = `/router/hf-inference/${name === "sentence-similarity" || name === "feature-extraction" ? `pipeline/${name}/` : "models/"}org/${name}`;

  it("returns the answer in the documented shape", async () => {
    fake.server.on("POST", path, answer);
    expect(await call(fake.options())).toEqual(expected);
    const request = fake.server.requests[0];
    expect(request?.url).toBe(path);
    if (sent && request) sent(request.bytes, jsonBody(request));
  });

  it("throws InferenceOutputError naming the expected shape", async () => {
    fake.server.on("POST", path, { json: { unexpected: "shape" } });
    const error = await call(fake.options()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceOutputError);
    expect((error as Error).message).toBe(
      `Invalid inference output: Expected ${shape}. Use the 'request' method with the same parameters to do a custom call with no type checking.`,
    );
  });
});

describe("image segmentation", () => {
  const path = "/router/hf-inference/models/org/segmenter";
  const segment = { label: "cat", mask: fixtures.PNG_BASE64 };

  it.each([
    ["no score", segment],
    ["a null score", { ...segment, score: null }],
    ["a score as text", { ...segment, score: "0.98" }],
  ])("needs a numeric score: an answer with %s is refused", async (_case, answer) => {
    fake.server.on("POST", path, { json: [{ ...segment, score: 0.98 }, answer] });
    const error = await tasks
      .imageSegmentation({ model: "org/segmenter", inputs: image }, fake.options())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceOutputError);
    expect((error as Error).message).toContain(
      "Expected Array<{label: string, mask: string, score: number}>",
    );
  });
});

describe("binary tasks", () => {
  it("text to speech returns the audio body", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/tts", {
      body: Buffer.from("fLaC"),
      headers: { "content-type": "audio/flac" },
    });
    const blob = await tasks.textToSpeech(
      { model: "org/tts", inputs: "hello there!" },
      fake.options(),
    );
    expect(blob.type).toBe("audio/flac");
    expect(await blob.text()).toBe("fLaC");
  });

  it("image to image sends raw bytes without parameters and base64 JSON with them", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/depth", {
      body: fixtures.PNG_BYTES,
      headers: { "content-type": "image/jpeg" },
    });
    await tasks.imageToImage({ model: "org/depth", inputs: image }, fake.options());
    await tasks.imageToImage(
      { model: "org/depth", inputs: image, parameters: { prompt: "snow" } },
      fake.options(),
    );
    expect(fake.server.requests[0]?.bytes).toEqual(fixtures.PNG_BYTES);
    expect(jsonBody(fake.server.requests[1])).toEqual({
      inputs: fixtures.PNG_BASE64,
      parameters: { prompt: "snow" },
    });
  });

  it("text to video refuses providers that do not serve it", async () => {
    await expect(
      tasks.textToVideo({ model: "x/y", inputs: "cat" }, fake.options()),
    ).rejects.toThrow(
      // Derived from the registry: the message lists every provider that routes the task.
      `textToVideo inference is only supported for the following providers: ${INFERENCE_PROVIDERS.filter(
        (id) => PROVIDERS[id].tasks !== "all" && PROVIDERS[id].tasks.includes("text-to-video"),
      ).join(", ")}`,
    );
  });

  it("request returns raw JSON and streamingRequest raw events", async () => {
    fake.server.on("POST", "/router/hf-inference/models/org/custom", {
      json: { anything: [1, 2] },
    });
    expect(await tasks.request({ model: "org/custom", inputs: "x" }, fake.options())).toEqual({
      anything: [1, 2],
    });
    fake.server.on("POST", "/router/hf-inference/models/org/custom", {
      events: ['{"n":1}', '{"n":2}'],
    });
    const events: unknown[] = [];
    for await (const event of tasks.streamingRequest(
      { model: "org/custom", inputs: "x" },
      fake.options(),
    ))
      events.push(event);
    expect(events).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
