import { describe, expect, it } from "vitest";
import type { TaskData } from "./tasks/task-data.js";
import { PIPELINE_TYPES } from "./pipelines.js";
import { librariesForTask, libraryTaskRelation, tasksForLibrary } from "./library-tasks.js";

function taskPage(id: TaskData["id"], libraries: string[]): TaskData {
  return { id, libraries } as TaskData;
}

describe("library-task relation", () => {
  it("unions task pages and library pipelines, deduplicated and sorted", () => {
    const relation = libraryTaskRelation(
      {
        "text-to-image": taskPage("text-to-image", ["diffusers", "mflux"]),
        "image-to-image": taskPage("image-to-image", ["diffusers"]),
      },
      {
        diffusers: {
          prettyLabel: "Diffusers",
          repoName: "diffusers",
          repoUrl: "https://github.com/huggingface/diffusers",
          pipelines: ["text-to-video", "text-to-image"],
        },
        timm: {
          prettyLabel: "timm",
          repoName: "pytorch-image-models",
          repoUrl: "https://github.com/huggingface/pytorch-image-models",
          pipelines: ["image-classification"],
        },
      },
    );
    expect(relation.tasksForLibrary("diffusers")).toEqual([
      "image-to-image",
      "text-to-image",
      "text-to-video",
    ]);
    expect(relation.tasksForLibrary("mflux")).toEqual(["text-to-image"]);
    expect(relation.librariesForTask("text-to-image")).toEqual(["diffusers", "mflux"]);
    expect(relation.librariesForTask("image-classification")).toEqual(["timm"]);
    expect(relation.librariesForTask("graph-ml")).toEqual([]);
    expect(relation.tasksForLibrary("unknown-library")).toEqual([]);
  });

  it("answers from the catalogue", () => {
    expect(librariesForTask("text-to-image")).toContain("diffusers");
    expect(librariesForTask("sentence-similarity")).toContain("sentence-transformers");
    expect(tasksForLibrary("transformers")).toContain("text-generation");
    expect(tasksForLibrary("timm")).toContain("image-classification");
    expect(tasksForLibrary("no-such-library")).toEqual([]);
  });

  it("is consistent in both directions over every pipeline type", () => {
    for (const taskId of PIPELINE_TYPES) {
      const libraries = librariesForTask(taskId);
      expect(libraries).toEqual([...new Set(libraries)].sort());
      for (const libraryId of libraries) expect(tasksForLibrary(libraryId)).toContain(taskId);
    }
  });
});
