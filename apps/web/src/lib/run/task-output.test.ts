import { InferenceClient, PROVIDERS, TASK_TABLE } from "@modeldeck/inference";
import { PIPELINE_DATA } from "@modeldeck/tasks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendJson, startFakeServer } from "@modeldeck/test-support/loopback-server";
import { cosineSimilarity, readEmbeddings } from "./task-output";
import { exampleOf } from "./task-spec";
import { TASK_SPECS } from "./task-specs";
import { inputFromWidget } from "./try-input";

const NER_MODEL = "dslim/bert-base-NER";
const ZERO_SHOT_MODEL = "facebook/bart-large-mnli";
const SIMILARITY_MODEL = "sentence-transformers/all-MiniLM-L6-v2";

describe("reading embeddings", () => {
  it("averages token vectors and compares embeddings by cosine similarity", () => {
    expect(
      readEmbeddings([
        [
          [1, 0],
          [0, 1],
        ],
      ]),
    ).toEqual([[0.5, 0.5]]);
    expect(readEmbeddings([0.1, 0.2])).toEqual([[0.1, 0.2]]);
    expect(cosineSimilarity([1, 0], [1, 0])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 1])).toBeCloseTo(0);
  });
});

describe("task specs", () => {
  it("go through the client's task table, for every pipeline task a provider of the client serves", () => {
    const client = new InferenceClient();
    for (const [task, spec] of Object.entries(TASK_SPECS)) {
      const method = spec ? TASK_TABLE[spec.task].method : "";
      expect(typeof Reflect.get(client, method), task).toBe("function");
    }
    // Tasks some provider definition names explicitly (hf-inference serves "all" and is not
    // counted): each needs a way to try it, except chat-shaped ones the panel runs as chat.
    const served = new Set(
      Object.values(PROVIDERS).flatMap((provider) =>
        provider.tasks === "all" ? [] : [...provider.tasks],
      ),
    );
    const chatShaped = new Set(["conversational", "image-text-to-text"]);
    const untried = Object.keys(PIPELINE_DATA).filter(
      (task) =>
        served.has(task as never) && !chatShaped.has(task) && TASK_SPECS[task] === undefined,
    );
    expect(untried).toEqual([]);
  });

  it("edits an image and animates one with the client's own 4.x media methods", async () => {
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    const input = { ...inputFromWidget({ kind: "image", filename: "coffee.png" }), blob: image };
    expect(TASK_SPECS["image-text-to-image"]?.task).toBe("image-text-to-image");
    expect(TASK_TABLE["image-text-to-image"].method).toBe("imageTextToImage");
    expect(
      await TASK_TABLE["image-text-to-image"].args(exampleOf({ ...input, text: "Make it night" })),
    ).toEqual({ inputs: image, parameters: { prompt: "Make it night" } });
    expect(TASK_TABLE[TASK_SPECS["image-text-to-video"]?.task ?? "conversational"].method).toBe(
      "imageTextToVideo",
    );
    expect(TASK_TABLE[TASK_SPECS["image-to-video"]?.task ?? "conversational"].method).toBe(
      "imageToVideo",
    );
  });
});

describe("task specs reading the client's answers", () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    server = await startFakeServer({
      [`POST /hf-inference/models/${NER_MODEL}`]: (_, response) =>
        sendJson(response, [
          { entity_group: "PER", score: 0.9986, word: "Sarah", start: 11, end: 16 },
          { entity_group: "LOC", score: 0.9991, word: "London", start: 30, end: 36 },
        ]),
      [`POST /hf-inference/models/${ZERO_SHOT_MODEL}`]: (_, response) =>
        sendJson(response, {
          sequence: "I loved the film",
          labels: ["cinema", "sport"],
          scores: [0.9641, 0.0359],
        }),
      [`POST /hf-inference/pipeline/sentence-similarity/${SIMILARITY_MODEL}`]: (_, response) =>
        sendJson(response, [0.6945, 0.1032]),
    });
  });
  afterAll(() => server.close());
  const run = (task: string, model: string, input: ReturnType<typeof inputFromWidget>) =>
    TASK_SPECS[task]?.run(
      new InferenceClient(undefined, { routerUrl: server.url }),
      { model, provider: "hf-inference" },
      input,
      new AbortController().signal,
    );

  it("turns entity groups into spans of the input text", async () => {
    const text = "My name is Sarah and I live in London";
    expect(
      await run("token-classification", NER_MODEL, { ...inputFromWidget(undefined), text }),
    ).toEqual({
      kind: "spans",
      text,
      spans: [
        { start: 11, end: 16, type: "PER" },
        { start: 30, end: 36, type: "LOC" },
      ],
    });
  });

  it("builds zero-shot arguments from the catalogue's example and reads labels with scores", async () => {
    const input = inputFromWidget({
      kind: "zero-shot",
      text: "I loved the film",
      candidateLabels: ["cinema", "sport"],
    });
    expect(await run("zero-shot-classification", ZERO_SHOT_MODEL, input)).toEqual({
      kind: "scores",
      scores: [
        { label: "cinema", score: 0.9641 },
        { label: "sport", score: 0.0359 },
      ],
    });
    expect(JSON.parse(server.requests.at(-1)?.body ?? "null")).toEqual({
      inputs: "I loved the film",
      parameters: { candidate_labels: ["cinema", "sport"] },
    });
  });

  it("sends sentence similarity as a source and a list", async () => {
    const input = inputFromWidget({
      kind: "sentence-similarity",
      source: "A cat",
      sentences: ["A kitten", "A car"],
    });
    expect(await run("sentence-similarity", SIMILARITY_MODEL, input)).toEqual({
      kind: "similarity",
      pairs: [
        { label: "A kitten", score: 0.6945 },
        { label: "A car", score: 0.1032 },
      ],
    });
    expect(JSON.parse(server.requests.at(-1)?.body ?? "null")).toMatchObject({
      inputs: { source_sentence: "A cat", sentences: ["A kitten", "A car"] },
    });
  });
});
