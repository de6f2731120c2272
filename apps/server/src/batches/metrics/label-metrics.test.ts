import { describe, expect, it } from "vitest";
import { labelMetrics, type LabelScore } from "./label-metrics.js";

describe("labelMetrics", () => {
  // A fixed sentiment set, worked by hand and checked with a standard-library Python script
  // (2 TP / (2 TP + FP + FN) per label). Nine rows are scored, six right: accuracy 2/3.
  //   positive: TP 3 (rows 1, 3, 9), FP 1 (row 8), FN 1 (row 2)  -> F1 6/8 = 0.75
  //   negative: TP 2 (rows 4, 5),    FP 1 (row 2), FN 1 (row 6)  -> F1 4/6 = 0.6667
  //   neutral:  TP 1 (row 7),        FP 1 (row 6), FN 1 (row 8)  -> F1 2/4 = 0.5
  // macro-F1 = (0.75 + 0.6667 + 0.5) / 3 = 0.638888…; row 10 failed, row 11 has no label.
  const rows = [
    { expected: "positive", output: "positive" },
    { expected: "positive", output: "negative" },
    { expected: "positive", output: "Positive" },
    { expected: "negative", output: "negative" },
    { expected: "negative", output: "NEGATIVE" },
    { expected: "negative", output: "neutral" },
    { expected: "neutral", output: "neutral" },
    { expected: "neutral", output: "positive" },
    { expected: "positive", output: "positive." },
    { expected: "negative" },
    { output: "neutral" },
  ];

  it("computes accuracy and macro-F1 of a fixed set as worked by hand", () => {
    const metrics = labelMetrics(rows);
    expect(metrics.scored).toBe(9);
    expect(metrics.unanswered).toBe(1);
    expect(metrics.accuracy).toBeCloseTo(2 / 3, 12);
    expect(metrics.macroF1).toBeCloseTo((0.75 + 2 / 3 + 0.5) / 3, 12);
    expect(metrics.labels).toEqual([
      { label: "positive", precision: 0.75, recall: 0.75, f1: 0.75, support: 4 },
      { label: "negative", precision: 2 / 3, recall: 2 / 3, f1: 2 / 3, support: 3 },
      { label: "neutral", precision: 0.5, recall: 0.5, f1: 0.5, support: 2 },
    ] satisfies LabelScore[]);
  });

  it("counts a label a model invents as an F1 of zero, as scikit-learn's macro average does", () => {
    // cat: TP 1, FN 1 -> 2/3; dog: TP 1 -> 1; "kitten" was never expected: TP 0, FP 1 -> 0.
    const metrics = labelMetrics([
      { expected: "cat", output: "cat" },
      { expected: "cat", output: "kitten" },
      { expected: "dog", output: "dog" },
    ]);
    expect(metrics.labels.map(({ label, f1, support }) => [label, f1, support])).toEqual([
      ["cat", 2 / 3, 2],
      ["dog", 1, 1],
      ["kitten", 0, 0],
    ]);
    expect(metrics.macroF1).toBeCloseTo((2 / 3 + 1 + 0) / 3, 12);
  });

  it("leaves the ratios out when no row could be scored", () => {
    expect(labelMetrics([{ expected: "cat" }, { output: "dog" }])).toEqual({
      scored: 0,
      unanswered: 1,
      labels: [],
    });
  });
});
