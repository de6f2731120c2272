import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../../pipelines.js";
import { MODEL_CORPUS, corpusModel, descriptorsForLibrary, fallbackDescriptor } from "./index.js";

describe("model corpus", () => {
  it("holds at least 100 descriptors with unique, well-formed ids", () => {
    expect(MODEL_CORPUS.length).toBeGreaterThanOrEqual(100);
    const ids = MODEL_CORPUS.map((model) => model.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[\w.-]+\/[\w.-]+$/);
  });

  it("covers every pipeline type", () => {
    const covered = new Set(MODEL_CORPUS.map((model) => model.pipeline_tag));
    expect(PIPELINE_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  it("mixes the shapes snippet generators must handle", () => {
    const count = (predicate: (model: (typeof MODEL_CORPUS)[number]) => boolean) =>
      MODEL_CORPUS.filter(predicate).length;
    expect(count((model) => Boolean(model.gated))).toBeGreaterThan(3);
    expect(count((model) => model.gated === false)).toBeGreaterThan(50);
    expect(count((model) => model.config === undefined)).toBeGreaterThan(10);
    expect(count((model) => model.cardData === undefined)).toBeGreaterThan(10);
    expect(count((model) => model.transformersInfo !== undefined)).toBeGreaterThan(20);
    expect(count((model) => model.library_name === undefined)).toBeGreaterThan(3);
    expect(count((model) => model.gguf !== undefined)).toBeGreaterThan(4);
    expect(count((model) => model.library_name === "mlx")).toBeGreaterThan(3);
    expect(count((model) => model.tags.includes("custom_code"))).toBeGreaterThan(2);
    expect(count((model) => typeof model.cardData?.instance_prompt === "string")).toBeGreaterThan(
      1,
    );
    expect(
      count((model) => model.tags.some((tag) => tag.startsWith("base_model:adapter:"))),
    ).toBeGreaterThan(1);
    expect(count((model) => model.library_name === "peft")).toBeGreaterThan(1);
    expect(new Set(MODEL_CORPUS.map((model) => model.library_name)).size).toBeGreaterThan(60);
  });

  it("finds models by id and fails loudly on unknown ids", () => {
    expect(corpusModel("openai-community/gpt2").library_name).toBe("transformers");
    expect(() => corpusModel("nobody/nothing")).toThrow(/nobody\/nothing/);
  });

  it("gives every library its corpus models plus a fallback descriptor", () => {
    const timm = descriptorsForLibrary("timm");
    expect(timm.map((model) => model.id)).toContain("timm/resnet50.a1_in1k");
    expect(timm.at(-1)).toEqual(fallbackDescriptor("timm"));
    expect(descriptorsForLibrary("some-new-library", "text-generation")).toEqual([
      {
        id: "modeldeck-fixtures/some-new-library-demo",
        gated: false,
        library_name: "some-new-library",
        pipeline_tag: "text-generation",
        tags: ["some-new-library", "text-generation", "region:us"],
      },
    ]);
  });

  it("holds a showcase model for each library whose snippets follow its current release", () => {
    const libraries = [
      ...["pyannote-audio", "tf-keras", "timesfm", "tabpfn", "f5-tts", "litert", "mlx-image"],
      ...["doctr", "lerobot", "rwkv", "adapter-transformers", "stable-baselines3"],
      ...["unity-sentis", "flextab", "openasr", "vibevoice", "describe-anything"],
      ...["recurrentgemma", "ml-sharp", "cosmos"],
    ];
    const covered = new Set(MODEL_CORPUS.map((model) => model.library_name));
    expect(libraries.filter((library) => !covered.has(library))).toEqual([]);
  });
});
