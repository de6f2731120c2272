import { describe, expect, it } from "vitest";
import {
  TASK_DATA_LOADERS,
  TASK_EXAMPLE_INPUTS,
  loadTaskData,
  taskExampleInput,
} from "./task-examples.js";
import { TASKS_DATA } from "./tasks/index.js";

// The three tables a task page is registered in must name the same tasks.
const pageIds = Object.keys(TASKS_DATA).sort();

describe("the task page registries", () => {
  it("name the same tasks: pages, example inputs and loaders", () => {
    expect(Object.keys(TASK_EXAMPLE_INPUTS).sort()).toEqual(pageIds);
    expect(Object.keys(TASK_DATA_LOADERS).sort()).toEqual(pageIds);
  });
});

describe("TASK_EXAMPLE_INPUTS", () => {
  it("is the example input of every task page", () => {
    for (const [task, page] of Object.entries(TASKS_DATA)) {
      expect(taskExampleInput(task), task).toBe(page?.widgetInput);
    }
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

describe("TASK_DATA_LOADERS", () => {
  it.each(pageIds)("loads the same %s object as TASKS_DATA", async (id) => {
    const loader = TASK_DATA_LOADERS[id as keyof typeof TASK_DATA_LOADERS];
    expect(await loader?.()).toBe(TASKS_DATA[id as keyof typeof TASKS_DATA]);
  });
});

describe("loadTaskData", () => {
  it("loads a task by its plain string id", async () => {
    const task = await loadTaskData("summarization");
    expect(task).toBe(TASKS_DATA.summarization);
    expect(task?.canonicalId).toBe("text-generation");
  });

  it("resolves to undefined for pipelines without a page and for unknown ids", async () => {
    expect(await loadTaskData("graph-ml")).toBeUndefined();
    expect(await loadTaskData("no-such-task")).toBeUndefined();
    expect(await loadTaskData("toString")).toBeUndefined();
  });
});
