import { describe, expect, it } from "vitest";
import {
  cosineSimilarity,
  OutputShapeError,
  readEmbeddings,
  readScores,
  readSpans,
  readText,
} from "./task-output";
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
