import { describe, expect, it } from "vitest";
import { paths } from "./paths";
import { matchRoute } from "./routes";

describe("matchRoute", () => {
  it("maps the app's sections", () => {
    expect(matchRoute("/")).toEqual({ screen: "home" });
    expect(matchRoute("/tasks/text-classification")).toEqual({
      screen: "task",
      taskId: "text-classification",
    });
    expect(matchRoute("/models")).toEqual({ screen: "models" });
    expect(matchRoute("/libraries")).toEqual({ screen: "libraries" });
    expect(matchRoute("/libraries/transformers")).toEqual({
      screen: "library",
      libraryId: "transformers",
    });
    expect(matchRoute("/settings")).toEqual({ screen: "settings" });
  });

  it("reads model ids in the Hub's shapes, one or two segments", () => {
    expect(matchRoute("/openai-community/gpt2")).toEqual({
      screen: "model",
      modelId: "openai-community/gpt2",
    });
    expect(matchRoute("/gpt2")).toEqual({ screen: "model", modelId: "gpt2" });
    expect(matchRoute(paths.model("org/name.with.dots"))).toEqual({
      screen: "model",
      modelId: "org/name.with.dots",
    });
  });

  it("never treats reserved sections or deep paths as models", () => {
    expect(matchRoute("/api")).toEqual({ screen: "not-found" });
    expect(matchRoute("/a/b/c")).toEqual({ screen: "not-found" });
  });
});

describe("paths.models", () => {
  it("keeps only non-default state in the URL", () => {
    expect(paths.models()).toBe("/models");
    expect(paths.models({ search: "bert", tags: ["en", "pytorch"], sort: "likes", pages: 2 })).toBe(
      "/models?search=bert&tag=en&tag=pytorch&sort=likes&pages=2",
    );
    expect(paths.models({ sort: "downloads", pages: 1 })).toBe("/models");
  });
});
