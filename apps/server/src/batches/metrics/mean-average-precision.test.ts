import { describe, expect, it } from "vitest";
import type { Box } from "./box-overlap.js";
import { meanAveragePrecision } from "./mean-average-precision.js";

const box = (xmin: number, ymin: number, xmax: number, ymax: number): Box => ({
  xmin,
  ymin,
  xmax,
  ymax,
});
const object = (label: string, where: Box, score?: number) => ({
  label,
  box: where,
  ...(score === undefined ? {} : { score }),
});

describe("meanAveragePrecision", () => {
  // Worked by hand. Two images, one cat each at (0, 0)–(10, 10), and a dog in the first.
  // Cat detections ranked by score:
  //   0.9 image 1, IoU 0.8           -> true positive   precision 1/1, recall 1/2
  //   0.8 image 1, IoU 0.81, same cat -> false positive (duplicate): 1/2, 1/2
  //   0.7 image 2, IoU 25/175        -> false positive  1/3, 1/2
  //   0.6 image 2, IoU 0.6           -> true positive   2/4, 2/2
  // Precision made non-increasing from the right: 1 up to recall 1/2, then 1/2 up to recall 1.
  // AP(cat) = 0.5·1 + 0.5·0.5 = 0.75. The dog is never found: AP 0. The bird has no expected
  // box, so its detection changes nothing. mAP@0.5 = (0.75 + 0) / 2 = 0.375.
  const rows = [
    {
      expected: [object("cat", box(0, 0, 10, 10)), object("dog", box(20, 20, 40, 40))],
      output: [object("cat", box(0, 0, 10, 8), 0.9), object("Cat", box(1, 1, 10, 10), 0.8)],
    },
    {
      expected: [object("cat", box(0, 0, 10, 10))],
      output: [
        object("cat", box(5, 5, 15, 15), 0.7),
        object("cat", box(0, 0, 10, 6), 0.6),
        object("bird", box(0, 0, 5, 5), 0.99),
      ],
    },
    { expected: [object("cat", box(0, 0, 10, 10))] }, // failed: unanswered, not counted
  ];

  it("computes Pascal VOC all-point AP per label and their mean, as worked by hand", () => {
    expect(meanAveragePrecision(rows)).toEqual({
      meanAveragePrecision: 0.375,
      labels: [
        { label: "cat", averagePrecision: 0.75, expectedBoxes: 2, detections: 4 },
        { label: "dog", averagePrecision: 0, expectedBoxes: 1, detections: 0 },
      ],
      scored: 2,
      unanswered: 1,
    });
  });

  it("counts an overlap of exactly the threshold as a match, and honours another threshold", () => {
    const half = [
      {
        expected: [object("cat", box(0, 0, 10, 10))],
        output: [object("cat", box(0, 0, 10, 5), 0.5)],
      },
    ];
    expect(meanAveragePrecision(half).meanAveragePrecision).toBe(1);
    expect(meanAveragePrecision(half, 0.75).meanAveragePrecision).toBe(0);
  });

  it("lets a detection claim only the box it overlaps most, as VOC does", () => {
    // Two expected cats; both detections overlap the left one most. The second is a duplicate
    // even though it also overlaps the right cat by more than 0.5: AP = 1/2 · 1 = 0.5.
    const rows = [
      {
        expected: [object("cat", box(0, 0, 10, 10)), object("cat", box(4, 0, 14, 10))],
        output: [object("cat", box(0, 0, 10, 10), 0.9), object("cat", box(1, 0, 11, 10), 0.8)],
      },
    ];
    expect(meanAveragePrecision(rows).meanAveragePrecision).toBeCloseTo(0.5, 12);
  });

  it("ranks detections without a usable score last, and breaks ties by row then order", () => {
    // Ranked: 0.9 (wrong place) then the two unscored ones, in row order: the miss first.
    const rows = [
      {
        expected: [object("cat", box(0, 0, 10, 10))],
        output: [object("cat", box(50, 50, 60, 60)), object("cat", box(50, 50, 60, 60), 0.9)],
      },
      {
        expected: [object("cat", box(0, 0, 10, 10))],
        output: [object("cat", box(0, 0, 10, 10), Number.NaN)],
      },
    ];
    // Precision at each rank: 0/1, 0/2, 1/3 (recall 1/2); AP = 0.5 · 1/3.
    expect(meanAveragePrecision(rows).meanAveragePrecision).toBeCloseTo(1 / 6, 12);
  });

  it("has no mean without an expected box, while false positives on empty images still count", () => {
    expect(
      meanAveragePrecision([{ expected: [], output: [object("cat", box(0, 0, 1, 1), 1)] }]),
    ).toEqual({
      labels: [],
      scored: 1,
      unanswered: 0,
    });
    // A confident cat on an empty image ranks above the real find: AP = 1 · 1/2.
    const rows = [
      { expected: [], output: [object("cat", box(0, 0, 10, 10), 0.95)] },
      {
        expected: [object("cat", box(0, 0, 10, 10))],
        output: [object("cat", box(0, 0, 10, 10), 0.9)],
      },
    ];
    expect(meanAveragePrecision(rows).meanAveragePrecision).toBeCloseTo(0.5, 12);
  });
});
