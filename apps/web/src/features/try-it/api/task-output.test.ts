import { describe, expect, it } from "vitest";
import {
  cosineSimilarity,
  OutputShapeError,
  readEmbeddings,
  readScores,
  readSpans,
  readText,
} from "./task-output";
import { InferenceClient, PROVIDERS } from "@modeldeck/inference";
import { PIPELINE_DATA } from "@modeldeck/tasks";
import { TASK_SPECS } from "./task-specs";
import { inputFromWidget } from "./try-input";

describe("reading task answers", () => {
  it("reads scores in the flat, nested and zero-shot forms", () => {
    const flat = [{ label: "a", score: 0.7 }];
    expect(readScores(flat)).toEqual(flat);
    expect(readScores([flat])).toEqual(flat);
    expect(readScores({ sequence: "x", labels: ["a", "b"], scores: [0.6, 0.4] })).toEqual([
      { label: "a", score: 0.6 },
      { label: "b", score: 0.4 },
    ]);
  });

  it("explains an answer of the wrong shape", () => {
    expect(() => readScores({ generated_text: "hi" })).toThrow(OutputShapeError);
    expect(() => readText(42, ["summary_text"])).toThrow(/not with a text answer/);
  });

  it("turns entity groups into spans of the input text", () => {
    const output = readSpans(
      [{ entity_group: "PER", word: "Sarah", start: 11, end: 16, score: 0.99 }],
      "My name is Sarah",
    );
    expect(output).toEqual({
      kind: "spans",
      text: "My name is Sarah",
      spans: [{ start: 11, end: 16, type: "PER" }],
    });
  });

  it("averages token vectors and compares embeddings by cosine similarity", () => {
    expect(
      readEmbeddings([
        [
          [1, 0],
          [0, 1],
        ],
      ]),
    ).toEqual([[0.5, 0.5]]);
    expect(cosineSimilarity([1, 0], [1, 0])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 1])).toBeCloseTo(0);
  });
});

describe("task specs", () => {
  it("call methods the real client has, for every pipeline task a provider of the client serves", () => {
    const client = new InferenceClient();
    const methods = Object.values(TASK_SPECS).map((spec) => spec?.method ?? "");
    expect(methods.filter((method) => typeof Reflect.get(client, method) !== "function")).toEqual(
      [],
    );
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
    // Blobs as the client hands them back (jsdom's own Blob has no arrayBuffer()).
    const blobOf = (bytes: number[], type: string) =>
      new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).blob();
    const image = await blobOf([137, 80, 78, 71], "image/png");
    const input = { ...inputFromWidget({ kind: "image", filename: "coffee.png" }), blob: image };
    const edit = TASK_SPECS["image-text-to-image"];
    expect(edit?.method).toBe("imageTextToImage");
    expect(await edit?.args({ ...input, text: "Make it night" })).toEqual({
      inputs: image,
      parameters: { prompt: "Make it night" },
    });
    expect(edit?.read(image, input)).toMatchObject({ kind: "media", mediaType: "image" });
    expect(TASK_SPECS["image-text-to-video"]?.method).toBe("imageTextToVideo");
    expect(TASK_SPECS["image-to-video"]?.method).toBe("imageToVideo");
    const video = await blobOf([0, 0, 0, 24], "video/mp4");
    expect(TASK_SPECS["image-to-video"]?.read(video, input)).toMatchObject({
      kind: "media",
      mediaType: "video",
    });
  });

  it("builds zero-shot arguments from the catalogue's example", () => {
    const input = inputFromWidget({
      kind: "zero-shot",
      text: "I loved the film",
      candidateLabels: ["cinema", "sport"],
    });
    expect(TASK_SPECS["zero-shot-classification"]?.args(input)).toEqual({
      inputs: "I loved the film",
      parameters: { candidate_labels: ["cinema", "sport"] },
    });
  });

  it("sends sentence similarity as a source and a list", () => {
    const input = inputFromWidget({
      kind: "sentence-similarity",
      source: "A cat",
      sentences: ["A kitten", "A car"],
    });
    expect(TASK_SPECS["sentence-similarity"]?.args(input)).toEqual({
      inputs: { source_sentence: "A cat", sentences: ["A kitten", "A car"] },
    });
    expect(TASK_SPECS["sentence-similarity"]?.read([0.9, 0.1], input)).toEqual({
      kind: "similarity",
      pairs: [
        { label: "A kitten", score: 0.9 },
        { label: "A car", score: 0.1 },
      ],
    });
  });
});
