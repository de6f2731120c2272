import { TASKS_DATA } from "@modeldeck/tasks";
import { describe, expect, it } from "vitest";
import { coverageDescriptors } from "./catalogue-coverage.js";
import { toModelRecord } from "./model-record.js";

describe("coverageDescriptors", () => {
  it("names every suggested model, listed pipeline and filterable library when nothing is stored", () => {
    const descriptors = coverageDescriptors({
      ids: new Set(),
      pipelines: new Set(),
      libraries: new Set(),
    });
    const ids = new Set(descriptors.map((descriptor) => descriptor.id));
    for (const task of Object.values(TASKS_DATA)) {
      for (const model of task.models) expect(ids.has(model.id)).toBe(true);
    }
    expect(
      descriptors.some((descriptor) => descriptor.pipeline_tag === "text-classification"),
    ).toBe(true);
    expect(() =>
      descriptors.map((descriptor) => toModelRecord(descriptor, new Date())),
    ).not.toThrow();
  });

  it("adds nothing for what is already stored", () => {
    const first = coverageDescriptors({
      ids: new Set(),
      pipelines: new Set(),
      libraries: new Set(),
    });
    const stored = {
      ids: new Set(first.map((descriptor) => descriptor.id as string)),
      pipelines: new Set(first.map((descriptor) => descriptor.pipeline_tag as string)),
      libraries: new Set(first.map((descriptor) => descriptor.library_name as string)),
    };
    expect(coverageDescriptors(stored)).toEqual([]);
  });
});
