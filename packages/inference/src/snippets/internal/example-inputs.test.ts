import { TASK_EXAMPLE_INPUTS, taskExampleInput } from "@modeldeck/tasks";
import { describe, expect, it } from "vitest";
import { exampleInput } from "./example-inputs.js";
import { SNIPPET_TASKS, type SnippetTask } from "./snippet-task.js";

// Derived from the snippet task list, so a task added there is checked here without an edit.
const tasks = (Object.keys(SNIPPET_TASKS) as SnippetTask[]).filter(
  (task) => task !== "conversational",
);

describe("exampleInput", () => {
  it.each(tasks)("takes the %s example from the tasks package's one table", (task) => {
    const table = taskExampleInput(task);
    expect(table, `${task} has no example in TASK_EXAMPLE_INPUTS`).toBeDefined();
    if (table?.kind === "chat") return;
    expect(exampleInput(task)).toBe(table);
  });

  it("sends a prompt with the image for image-to-image, as the catalogue shows it", () => {
    expect(exampleInput("image-to-image")).toEqual({
      kind: "image-text",
      filename: "cat-chelsea-demo.jpg",
      text: expect.stringMatching(/\w/),
    });
  });

  it("turns text generation's example chat into the prompt its plain call sends", () => {
    const chat = TASK_EXAMPLE_INPUTS["text-generation"];
    expect(exampleInput("text-generation")).toEqual({
      kind: "text",
      text: chat.messages.at(-1)?.content,
    });
  });

  it("has no widget input for chat completion, whose messages come from exampleMessages", () => {
    expect(exampleInput("conversational")).toEqual({ kind: "none" });
  });
});
