import { describe, expect, it } from "vitest";
import { intersectionOverUnion, type Box } from "./box-overlap.js";

const box = (xmin: number, ymin: number, xmax: number, ymax: number): Box => ({
  xmin,
  ymin,
  xmax,
  ymax,
});

describe("intersectionOverUnion", () => {
  it.each([
    [box(0, 0, 10, 10), box(0, 0, 10, 10), 1],
    [box(0, 0, 10, 10), box(0, 0, 10, 5), 0.5], // 50 shared of 100
    [box(0, 0, 10, 10), box(5, 5, 15, 15), 25 / 175], // 25 shared, 100 + 100 − 25 covered
    [box(0, 0, 10, 10), box(10, 0, 20, 10), 0], // touching edges share no area
    [box(0, 0, 10, 10), box(20, 20, 30, 30), 0],
  ])("of %j and %j is %d", (one, other, overlap) => {
    expect(intersectionOverUnion(one, other)).toBeCloseTo(overlap, 12);
    expect(intersectionOverUnion(other, one)).toBeCloseTo(overlap, 12);
  });

  it("gives malformed boxes no area, so they overlap nothing", () => {
    const whole = box(0, 0, 10, 10);
    expect(intersectionOverUnion(whole, box(10, 10, 0, 0))).toBe(0); // inverted
    expect(intersectionOverUnion(whole, box(0, 0, Number.NaN, 10))).toBe(0);
    expect(
      intersectionOverUnion(whole, box(Number.NEGATIVE_INFINITY, 0, Number.POSITIVE_INFINITY, 10)),
    ).toBe(0);
    expect(intersectionOverUnion(box(3, 3, 3, 3), box(3, 3, 3, 3))).toBe(0);
  });
});
