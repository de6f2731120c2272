import { describe, expect, it } from "vitest";
import { agreementMatrix } from "./column-agreement.js";

describe("agreementMatrix", () => {
  it("gives each pair of columns its agreement and Cohen's kappa over the rows both answered", () => {
    // Columns A and B agree on 3 of 4 rows. A answers cat, dog, cat, bird (1/2, 1/4, 1/4); B
    // answers cat, dog, dog, bird (1/4, 1/2, 1/4). Chance agreement = 1/2·1/4 + 1/4·1/2 +
    // 1/4·1/4 = 5/16, so kappa = (3/4 − 5/16) / (1 − 5/16) = 7/11 = 0.6364 (checked in Python).
    // C failed on row 2; with A it is compared on the three other rows and always agrees.
    const matrix = agreementMatrix([
      ["cat", "dog", "cat", "bird"],
      ["Cat", "dog", "dog", "bird."],
      ["CAT", undefined, "cat", "bird"],
    ]);
    expect(matrix[0]?.[1]?.compared).toBe(4);
    expect(matrix[0]?.[1]?.agreement).toBe(0.75);
    expect(matrix[0]?.[1]?.kappa).toBeCloseTo(7 / 11, 12);
    expect(matrix[1]?.[0]).toEqual(matrix[0]?.[1]);
    expect(matrix[0]?.[2]).toEqual({ compared: 3, agreement: 1, kappa: 1 });
    expect(matrix[2]?.[2]).toEqual({ compared: 3, agreement: 1, kappa: 1 });
  });

  it("leaves kappa out when chance alone predicts full agreement, and both ratios without rows", () => {
    const matrix = agreementMatrix([
      ["yes", "yes", undefined],
      ["yes", "Yes", undefined],
      [undefined, undefined, "no"],
    ]);
    expect(matrix[0]?.[1]).toEqual({ compared: 2, agreement: 1 });
    expect(matrix[0]?.[2]).toEqual({ compared: 0 });
  });

  it("scores disagreement below chance with a negative kappa", () => {
    // Always opposite answers, each column half yes: chance 1/2, agreement 0, kappa −1.
    const matrix = agreementMatrix([
      ["yes", "no", "yes", "no"],
      ["no", "yes", "no", "yes"],
    ]);
    expect(matrix[0]?.[1]).toEqual({ compared: 4, agreement: 0, kappa: -1 });
  });
});
