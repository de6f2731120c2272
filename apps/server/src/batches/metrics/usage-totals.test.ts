import { describe, expect, it } from "vitest";
import { usageTotals, type ReportedUsage } from "./usage-totals.js";

describe("usageTotals", () => {
  it("sums what each row reported, deriving a missing total from prompt and completion", () => {
    expect(
      usageTotals([
        { usage: { prompt_tokens: 120, completion_tokens: 14, total_tokens: 134 }, cost: 0.0002 },
        { usage: { prompt_tokens: 100, completion_tokens: 20 } },
        { usage: { completion_tokens: 7 } }, // no total can be derived
        {},
      ]),
    ).toEqual({
      usageRows: 3,
      promptTokens: 220,
      completionTokens: 41,
      totalTokens: 254,
      costRows: 1,
      cost: 0.0002,
    });
  });

  it("ignores values a provider sends that are not finite, non-negative numbers", () => {
    const hostile = {
      prompt_tokens: -5,
      completion_tokens: "9",
      total_tokens: Number.NaN,
    } as unknown as ReportedUsage;
    expect(
      usageTotals([
        { usage: hostile, cost: Number.POSITIVE_INFINITY },
        { usage: { total_tokens: Number.POSITIVE_INFINITY } },
        { usage: { prompt_tokens: 3, completion_tokens: 4 }, cost: -1 },
      ]),
    ).toEqual({ usageRows: 1, promptTokens: 3, completionTokens: 4, totalTokens: 7, costRows: 0 });
  });
});
