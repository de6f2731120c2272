import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { extname } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  exampleFromWidget,
  InferenceClient,
  isTableTask,
  runTableTask,
  type TableTask,
} from "@modeldeck/inference";
import {
  defaultTryItModel,
  TASKS_DATA,
  type MappingEntry,
  type ServedModel,
  type TaskData,
} from "@modeldeck/tasks";
import {
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
  type RecordedRequest,
} from "@modeldeck/test-support/loopback-server";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_PATHS } from "../paths.js";
import { buildServer } from "../server.js";
import { listenOnLoopback } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { seedIfEmpty } from "./seed-database.js";

// Every task page's example, walked through the real inference client to the provider that
// serves the page's default try-it model in the shipped catalogue: the model is chosen with
// `defaultTryItModel` from the page's own models and the seed's models of the task, the client
// reads its mapping from a real ModelDeck server over the seeded database, and a loopback router
// answers as that provider does. A provider's refusal of the input (a type it cannot decode, a
// missing file) fails the page's case.

type Descriptor = { id: string; pipeline_tag?: string; inferenceProviderMapping?: Mapping };
type Mapping = Record<string, MappingEntry>;

const seed = gunzipSync(readFileSync(PROJECT_PATHS.seedFile))
  .toString("utf8")
  .split("\n")
  .filter((line) => line.trim() !== "")
  .map((line) => JSON.parse(line) as Descriptor);
const mappingOf = (id: string) => seed.find((model) => model.id === id)?.inferenceProviderMapping;

/** The page's default try-it model, as the task page picks it from the hub's mappings. */
function servedModel(task: TaskData): ServedModel | undefined {
  const candidates = [
    ...task.widgetModels,
    ...task.models.map((model) => model.id),
    ...seed.filter((model) => model.pipeline_tag === task.id).map((model) => model.id),
  ];
  return defaultTryItModel(task.id, candidates, mappingOf);
}

const MEDIA_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".flac": "audio/flac",
  ".mp4": "video/mp4",
};

function exampleFile(task: TaskData): Blob | undefined {
  const input = task.widgetInput;
  if (!("filename" in input)) return undefined;
  const bytes = readFileSync(`${PROJECT_PATHS.mediaRoot}/${input.filename}`);
  return new Blob([bytes], { type: MEDIA_TYPES[extname(input.filename)] ?? "" });
}

// Tiny but real files for the answers that are files: a 1×1 PNG and a 44-byte WAV header.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const WAV = Buffer.from("UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQAAAAA=", "base64");

/** What each task's provider answers, in the provider's own shape. */
const ANSWERS: Record<string, (router: string) => unknown> = {
  "audio-classification": () => [
    { label: "male", score: 0.9712 },
    { label: "female", score: 0.0288 },
  ],
  "audio-to-audio": () => [
    { label: "SPEAKER_0", blob: WAV.toString("base64"), "content-type": "audio/wav" },
  ],
  "automatic-speech-recognition": () => ({
    text: "and mister john dashwood had then leisure to consider",
    chunks: [
      { timestamp: [0, 7.1], text: "and mister john dashwood had then leisure to consider" },
    ],
  }),
  "document-question-answering": () => [{ answer: "markers", score: 0.83, start: 12, end: 12 }],
  "feature-extraction": () => [[0.0132, -0.2248, 0.1571]],
  "fill-mask": () => [
    { score: 0.412, token: 6870, token_str: "salt", sequence: "bread is made from salt." },
  ],
  "image-classification": () => [
    { label: "espresso", score: 0.8731 },
    { label: "cup", score: 0.0612 },
  ],
  "image-segmentation": () => [{ label: "person", score: 0.9987, mask: PNG.toString("base64") }],
  "image-to-text": () => [{ generated_text: "a woman in an orange suit holding a helmet" }],
  "object-detection": () => [
    { score: 0.9981, label: "person", box: { xmin: 24, ymin: 10, xmax: 300, ymax: 318 } },
  ],
  "question-answering": () => ({ answer: "August 1858", score: 0.93, start: 58, end: 69 }),
  "sentence-similarity": () => [0.7123, 0.0411, 0.5218],
  summarization: () => [{ summary_text: "The Eiffel Tower is 324 metres tall." }],
  "table-question-answering": () => ({
    answer: "SUM > 120, 85, 42",
    coordinates: [
      [0, 1],
      [1, 1],
      [2, 1],
    ],
    cells: ["120", "85", "42"],
    aggregator: "SUM",
  }),
  "text-classification": () => [
    [
      { label: "POSITIVE", score: 0.9991 },
      { label: "NEGATIVE", score: 0.0009 },
    ],
  ],
  "text-generation": () => [
    { generated_text: "Sunlight is scattered by the air, blue light the most." },
  ],
  "text-to-image": (router) => ({
    images: [{ url: `${router}/files/fox.png`, content_type: "image/png", width: 1, height: 1 }],
    seed: 42,
  }),
  "token-classification": () => [
    { entity_group: "PER", score: 0.9991, word: "Grace Hopper", start: 0, end: 12 },
  ],
  translation: () => [
    { translation_text: "Pourriez-vous me dire où est la gare la plus proche ?" },
  ],
  "visual-question-answering": () => [{ answer: "green", score: 0.81 }],
  "zero-shot-classification": () => ({
    sequence: "My parcel was due on Tuesday",
    labels: ["delivery", "billing", "product quality", "account access"],
    scores: [0.91, 0.05, 0.03, 0.01],
  }),
  "zero-shot-image-classification": () => [
    { label: "espresso", score: 0.88 },
    { label: "tea", score: 0.1 },
    { label: "orange juice", score: 0.02 },
  ],
};

// Binary answers: the provider sends the file itself.
const FILE_ANSWERS: Record<string, { bytes: Buffer; type: string }> = {
  "text-to-speech": { bytes: WAV, type: "audio/wav" },
};

/** The media types each provider's decoder takes, as a binary body or inside a data URL. */
const DECODED: Record<string, RegExp> = {
  "hf-inference": /^(image\/(png|jpeg|webp)|audio\/(wav|x-wav|flac|mpeg))$/,
  "fal-ai": /^(image\/(png|jpeg|webp)|audio\/(x-wav|mpeg|mp4))$/,
};

/** The media types a request carries: its binary body's type, or each data URL in its JSON. */
function mediaTypesSent(request: RecordedRequest): string[] {
  const type = String(request.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) return request.bytes.length > 0 ? [type] : [];
  return [...request.body.matchAll(/data:([\w/+.-]+);base64,/g)].map((match) => match[1] ?? "");
}

const pages = (Object.values(TASKS_DATA) as TaskData[])
  .filter((task) => task.widgetInput.kind !== "none")
  .map((task) => [task.id, task, servedModel(task)] as const);

describe("every task page's example, sent to the provider of its default try-it model", () => {
  let test: TestDatabase;
  let hub: FastifyInstance;
  let hubUrl: string;
  let router: FakeUpstream;
  let answering = "";

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    await seedIfEmpty(test.database, PROJECT_PATHS.seedFile, new Date());
    hub = await buildServer({ database: test.database, webRoot: "/nonexistent", env: {} });
    hubUrl = await listenOnLoopback(hub);
    router = await startFakeUpstream((request, response: ServerResponse) => {
      if (request.url.startsWith("/files/")) {
        response.writeHead(200, { "content-type": "image/png" });
        return void response.end(PNG);
      }
      const file = FILE_ANSWERS[answering];
      if (file !== undefined) {
        response.writeHead(200, { "content-type": file.type });
        return void response.end(file.bytes);
      }
      const answer = ANSWERS[answering];
      if (answer === undefined) return sendJson(response, { error: "no answer recorded" }, 500);
      sendJson(response, answer(router.url));
    });
  });

  afterAll(async () => {
    await hub?.close();
    await router?.close();
    await test?.dispose();
  });

  it("finds a served default model for the tasks the seed's mappings cover", () => {
    const served = pages.filter(([, , model]) => model !== undefined).map(([id]) => id);
    // These pages' default models are served in the shipped mappings; the others say no
    // provider serves them (their try-it box offers the libraries and direct providers).
    expect(served).toEqual(
      expect.arrayContaining(["automatic-speech-recognition", "text-to-image", "object-detection"]),
    );
  });

  it.each(pages.filter(([, , model]) => model !== undefined))(
    "%s: the client sends the example and the provider takes it",
    async (taskId, task, served) => {
      const model = served!;
      const tableTask = (
        model.provider !== "hf-inference" &&
        mappingOf(model.model)?.[model.provider]?.task === "conversational"
          ? "conversational"
          : taskId
      ) as TableTask;
      expect(isTableTask(tableTask)).toBe(true);
      answering = taskId;
      const before = router.requests.length;
      const client = new InferenceClient("hf_catalogueExampleToken", {
        hubUrl,
        routerUrl: router.url,
        retry_on_error: false,
      });
      const example = exampleFromWidget(task.widgetInput, exampleFile(task));
      const answer = await runTableTask(client, tableTask, example, {
        model: model.model,
        provider: model.provider as never,
      });
      expect(answer).toBeDefined();
      const sent = router.requests.slice(before).filter((request) => request.method === "POST");
      expect(sent.length).toBeGreaterThan(0);
      expect(sent[0]?.url.startsWith(`/${model.provider}/`)).toBe(true);
      const decoded = DECODED[model.provider] ?? /^(image|audio|video)\//;
      for (const type of sent.flatMap(mediaTypesSent)) expect(type).toMatch(decoded);
    },
  );
});
