import { describe, expect, it } from "vitest";
import { answerWords } from "./normalize-answer.js";
import { MOST_ALIGNMENT_CELLS, wordEdits, wordErrorRate } from "./word-error-rate.js";

/**
 * An independent edit distance for the check below: the plain recursive definition, memoized,
 * with no shared code or structure with the two-row programme under test.
 */
function editDistance(one: string[], other: string[]): number {
  const memo = new Map<string, number>();
  const distance = (i: number, j: number): number => {
    if (i === 0) return j;
    if (j === 0) return i;
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = Math.min(
      distance(i - 1, j) + 1,
      distance(i, j - 1) + 1,
      distance(i - 1, j - 1) + (one[i - 1] === other[j - 1] ? 0 : 1),
    );
    memo.set(key, value);
    return value;
  };
  return distance(one.length, other.length);
}

describe("wordEdits", () => {
  it.each([
    [
      "the cat sat on the mat",
      "the cat sit on mat",
      { substitutions: 1, deletions: 1, insertions: 0, referenceWords: 6 },
    ],
    [
      "hello world",
      "hello big world",
      { substitutions: 0, deletions: 0, insertions: 1, referenceWords: 2 },
    ],
    [
      "Hello, World!",
      "hello world",
      { substitutions: 0, deletions: 0, insertions: 0, referenceWords: 2 },
    ],
    ["", "uh hello", { substitutions: 0, deletions: 0, insertions: 2, referenceWords: 0 }],
    ["good morning", "", { substitutions: 0, deletions: 2, insertions: 0, referenceWords: 2 }],
    // Two substitutions or a deletion and an insertion: the split prefers substitutions.
    ["a b", "b c", { substitutions: 2, deletions: 0, insertions: 0, referenceWords: 2 }],
    ["b c", "a b", { substitutions: 2, deletions: 0, insertions: 0, referenceWords: 2 }],
  ])("aligns %j with %j", (reference, hypothesis, edits) => {
    expect(wordEdits(reference, hypothesis)).toEqual(edits);
  });

  it("agrees with the recursive definition on a thousand random pairs, and its split adds up", () => {
    let state = 12345;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const vocabulary = ["a", "b", "c", "d", "e"];
    const sentence = () =>
      Array.from(
        { length: Math.floor(next() * 12) },
        () => vocabulary[Math.floor(next() * 5)],
      ).join(" ");
    for (let round = 0; round < 1000; round += 1) {
      const reference = sentence();
      const hypothesis = sentence();
      const edits = wordEdits(reference, hypothesis);
      const [expected, heard] = [answerWords(reference), answerWords(hypothesis)];
      expect(edits.substitutions + edits.deletions + edits.insertions).toBe(
        editDistance(expected, heard),
      );
      // Every reference word is kept, substituted or deleted; every heard word kept, substituted or inserted.
      expect(edits.deletions - edits.insertions).toBe(expected.length - heard.length);
      expect(
        Math.min(edits.substitutions, edits.deletions, edits.insertions),
      ).toBeGreaterThanOrEqual(0);
    }
  });

  it("refuses to align texts whose word counts multiply past the limit", () => {
    const long = Array.from({ length: 4001 }, () => "word").join(" ");
    expect(4001 * 4001).toBeGreaterThan(MOST_ALIGNMENT_CELLS);
    expect(() => wordEdits(long, long)).toThrow(
      new RangeError("Aligning 4001 words with 4001 is too long."),
    );
  });
});

describe("wordErrorRate", () => {
  // A fixed set, worked by hand and checked with a standard-library Python edit distance over
  // the same normalization (NFKC, lower case, punctuation removed, spaces collapsed):
  //   1. "jumps" -> "jumped": 1 substitution of 9 words
  //   2. punctuation and case only: 0 of 2
  //   3. "can't" equals "cant" once normalized; "at all" added: 2 insertions of 4
  //   4. "sea" deleted, "sea shore" -> "seashore": 1 substitution and 1 deletion, 3 of 8
  //   5. failed: unanswered
  // WER = (1 + 0 + 2 + 3) / (9 + 2 + 4 + 8) = 6 / 23 = 0.260869…
  const rows = [
    {
      expected: "The quick brown fox jumps over the lazy dog.",
      output: "the quick brown fox jumped over the lazy dog",
    },
    { expected: "Hello, world!", output: "hello world" },
    { expected: "I can't hear you", output: "i cant hear you at all" },
    {
      expected: "she sells sea shells by the sea shore",
      output: "she sells shells by the seashore",
    },
    { expected: "one two three" },
  ];

  it("computes corpus WER of a fixed set as worked by hand", () => {
    const result = wordErrorRate(rows);
    expect(result.rate).toBeCloseTo(6 / 23, 12);
    expect(result).toMatchObject({
      substitutions: 2,
      deletions: 2,
      insertions: 2,
      referenceWords: 23,
      scored: 4,
      unanswered: 1,
      tooLong: 0,
    });
  });

  it("leaves out rows too long to align, and has no rate without reference words", () => {
    const long = Array.from({ length: 5000 }, () => "word").join(" ");
    const result = wordErrorRate([
      { expected: long, output: long },
      { expected: "", output: "noise" },
    ]);
    expect(result).toEqual({
      substitutions: 0,
      deletions: 0,
      insertions: 1,
      referenceWords: 0,
      scored: 1,
      unanswered: 0,
      tooLong: 1,
    });
  });
});
