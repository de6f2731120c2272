import { describe, expect, it } from "vitest";
import { answerMatch } from "./answer-match.js";

describe("answerMatch", () => {
  it("tells exact matches (surrounding white space aside) from normalized ones", () => {
    expect(
      answerMatch([
        { expected: "Paris", output: "Paris\n" },
        { expected: "Paris", output: "paris." },
        { expected: "New York", output: "new  york" },
        { expected: "Paris", output: "Lyon" },
        { expected: "Rome" },
        { output: "Madrid" },
      ]),
    ).toEqual({ scored: 4, unanswered: 1, exactMatch: 1 / 4, normalizedMatch: 3 / 4 });
  });

  it("leaves the shares out when no row could be scored", () => {
    expect(answerMatch([])).toEqual({ scored: 0, unanswered: 0 });
  });
});
