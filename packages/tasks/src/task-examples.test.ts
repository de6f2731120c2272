import { describe, expect, it } from "vitest";
import { TASK_EXAMPLE_INPUTS, taskExampleInput } from "./task-examples.js";
import { TASKS_DATA } from "./tasks/index.js";

describe("TASK_EXAMPLE_INPUTS", () => {
  it("is the example input of every task page, and only of task pages", () => {
    const pages = Object.entries(TASKS_DATA);
    for (const [task, page] of pages) {
      expect(taskExampleInput(task), task).toBe(page?.widgetInput);
    }
    expect(Object.keys(TASK_EXAMPLE_INPUTS).sort()).toEqual(pages.map(([task]) => task).sort());
  });

  it("answers undefined for names that are no task page, inherited keys included", () => {
    expect(taskExampleInput("conversational")).toBeUndefined();
    expect(taskExampleInput("toString")).toBeUndefined();
    expect(taskExampleInput("zero-shot-classification")).toMatchObject({
      kind: "zero-shot",
      candidateLabels: expect.arrayContaining([expect.any(String)]),
    });
  });
});
