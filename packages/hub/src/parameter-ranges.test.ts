import { describe, expect, it } from "vitest";
import {
  PARAMETER_RANGES,
  formatParameterCount,
  parameterRangeLabel,
  parameterRangeOf,
  parseParameterRange,
} from "./parameter-ranges.js";

describe("parseParameterRange", () => {
  it("reads the Hub's URL form with K, M, B and T suffixes and open ends", () => {
    expect(parseParameterRange("min:1B,max:6B")).toEqual({ min: 1e9, max: 6e9 });
    expect(parseParameterRange("min:0,max:24B")).toEqual({ min: 0, max: 24e9 });
    expect(parseParameterRange("min:3B")).toEqual({ min: 3e9 });
    expect(parseParameterRange("max:500M")).toEqual({ max: 5e8 });
    expect(parseParameterRange("min:1.5b,max:2T")).toEqual({ min: 1.5e9, max: 2e12 });
    expect(parseParameterRange("min:12K")).toEqual({ min: 12_000 });
  });

  it("refuses what it cannot read, saying what is wrong", () => {
    expect(() => parseParameterRange("")).toThrow(/min:1B,max:6B/);
    expect(() => parseParameterRange("7B")).toThrow(/min:<size> or max:<size>/);
    expect(() => parseParameterRange("min:7Q")).toThrow(/K, M, B or T/);
    expect(() => parseParameterRange("min:-1B")).toThrow(RangeError);
    expect(() => parseParameterRange("min:1B,min:2B")).toThrow(/min twice/);
    expect(() => parseParameterRange("min:6B,max:1B")).toThrow(/smaller than max/);
    expect(() => parseParameterRange("min:1B,max:2B,max:3B")).toThrow(RangeError);
    expect(() => parseParameterRange("min:99999999999999T")).toThrow(RangeError);
  });
});

describe("the browser's ranges", () => {
  it("cover every count exactly once, in order", () => {
    const ranges = PARAMETER_RANGES.map(parseParameterRange);
    expect(ranges[0]?.min).toBe(0);
    expect(ranges.at(-1)?.max).toBeUndefined();
    ranges.slice(1).forEach((range, index) => expect(range.min).toBe(ranges[index]?.max));
  });

  it("put real models where their names suggest", () => {
    expect(parameterRangeOf(124_057_092)).toBe("min:0,max:1B"); // deepset/roberta-base-squad2
    expect(parameterRangeOf(7_241_732_096)).toBe("min:6B,max:9B"); // HuggingFaceH4/zephyr-7b-beta
    expect(parameterRangeOf(8_030_261_248)).toBe("min:6B,max:9B"); // meta-llama/Llama-3.1-8B-Instruct
    expect(parameterRangeOf(70_553_706_496)).toBe("min:35B,max:80B"); // Meta-Llama-3-70B-Instruct
    expect(parameterRangeOf(140_620_634_112)).toBe("min:80B"); // zephyr-orpo-141b-A35b-v0.1
    expect(parameterRangeOf(1e9)).toBe("min:1B,max:3B");
  });

  it("are labelled for people, and unreadable text is shown as given", () => {
    expect(PARAMETER_RANGES.map(parameterRangeLabel)).toEqual([
      "< 1B",
      "1–3B",
      "3–6B",
      "6–9B",
      "9–35B",
      "35–80B",
      "≥ 80B",
    ]);
    expect(parameterRangeLabel("min:500M,max:2B")).toBe("500M–2B");
    expect(parameterRangeLabel("min:0,max:24B")).toBe("< 24B");
    expect(parameterRangeLabel("nonsense")).toBe("nonsense");
  });
});

describe("formatParameterCount", () => {
  it("writes counts as the Hub's cards do", () => {
    expect(formatParameterCount(8_030_261_248)).toBe("8B");
    expect(formatParameterCount(7_241_732_096)).toBe("7.2B");
    expect(formatParameterCount(11_266_928_640)).toBe("11B");
    expect(formatParameterCount(66_955_010)).toBe("67M");
    expect(formatParameterCount(1_500_000_000_000)).toBe("1.5T");
    expect(formatParameterCount(512)).toBe("512");
  });
});
