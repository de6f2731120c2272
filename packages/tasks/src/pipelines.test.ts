import { describe, expect, it } from "vitest";
import { PIPELINE_DATA, PIPELINE_TYPES, isPipelineType } from "./pipelines.js";

describe("PIPELINE_DATA", () => {
  it("lists the 57 pipeline types the Hub uses", () => {
    expect(PIPELINE_TYPES).toHaveLength(57);
  });

  it("gives every pipeline a name and a known modality", () => {
    const modalities = new Set(["nlp", "cv", "audio", "tabular", "multimodal", "rl", "other"]);
    for (const type of PIPELINE_TYPES) {
      expect(PIPELINE_DATA[type].name.length).toBeGreaterThan(0);
      expect(modalities.has(PIPELINE_DATA[type].modality)).toBe(true);
    }
  });

  it("recognises pipeline ids and nothing else", () => {
    expect(isPipelineType("text-classification")).toBe(true);
    expect(isPipelineType("toString")).toBe(false);
    expect(isPipelineType(42)).toBe(false);
  });
});
