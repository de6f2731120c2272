import { describe, expect, it } from "vitest";
import { TASKS_DATA } from "./index.js";
import { TASK_DATA_LOADERS, loadTaskData } from "./task-data-loaders.js";

describe("TASK_DATA_LOADERS", () => {
  it("has a loader for exactly the tasks of TASKS_DATA", () => {
    expect(Object.keys(TASK_DATA_LOADERS).sort()).toEqual(Object.keys(TASKS_DATA).sort());
  });

  it.each(Object.keys(TASKS_DATA))("loads the same %s object as TASKS_DATA", async (id) => {
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
