import { describe, expect, it } from "vitest";
import { nearestRankPercentile, timingSummary } from "./latency-summary.js";

describe("nearestRankPercentile", () => {
  it("takes the value at rank ⌈p/100 · n⌉", () => {
    const twenty = Array.from({ length: 20 }, (_, index) => (index + 1) * 10); // 10 … 200
    expect(nearestRankPercentile(twenty, 50)).toBe(100); // rank 10
    expect(nearestRankPercentile(twenty, 95)).toBe(190); // rank 19
    expect(nearestRankPercentile(twenty, 96)).toBe(200); // rank ⌈19.2⌉ = 20
    expect(nearestRankPercentile([120, 180, 250, 900], 50)).toBe(180); // lower middle
    expect(nearestRankPercentile([42], 95)).toBe(42);
    expect(nearestRankPercentile([], 50)).toBeNaN();
  });
});

describe("timingSummary", () => {
  it("summarizes latency over every row and time to first token over the rows that streamed", () => {
    expect(
      timingSummary([
        { totalMs: 900, firstTokenMs: 210 },
        { totalMs: 1400, firstTokenMs: 260 },
        { totalMs: 700 },
      ]),
    ).toEqual({
      latency: { count: 3, p50: 900, p95: 1400, mean: 1000 },
      firstToken: { count: 2, p50: 210, p95: 260, mean: 235 },
    });
  });

  it("leaves out durations that are negative or not finite, and has no figures without any", () => {
    expect(
      timingSummary([
        { totalMs: Number.NaN },
        { totalMs: -5, firstTokenMs: Number.POSITIVE_INFINITY },
        { totalMs: 50 },
      ]),
    ).toEqual({ latency: { count: 1, p50: 50, p95: 50, mean: 50 }, firstToken: { count: 0 } });
  });
});
