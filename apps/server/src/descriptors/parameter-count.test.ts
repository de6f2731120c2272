import { describe, expect, it } from "vitest";
import { parameterCount } from "./parameter-count.js";

describe("parameterCount", () => {
  it("reads safetensors.total as the Hub's model info has it", () => {
    // Shaped as GET https://huggingface.co/api/models/deepset/roberta-base-squad2 answers.
    expect(
      parameterCount({
        id: "deepset/roberta-base-squad2",
        safetensors: { parameters: { F32: 124056578, I64: 514 }, total: 124057092 },
      }),
    ).toBe(124057092);
  });

  it("falls back to gguf.total for a repository of GGUF files only", () => {
    expect(
      parameterCount({
        id: "bartowski/Meta-Llama-3.1-8B-Instruct-GGUF",
        gguf: { total: 8030261312, architecture: "llama", context_length: 131072 },
      }),
    ).toBe(8030261312);
  });

  it("prefers safetensors when both are there", () => {
    expect(
      parameterCount({ safetensors: { total: 7241732096 }, gguf: { total: 7241748480 } }),
    ).toBe(7241732096);
  });

  it("is null when the count is unknown or not a positive whole number", () => {
    expect(parameterCount({ id: "openai/clip-vit-base-patch32" })).toBeNull();
    expect(parameterCount({ safetensors: { total: "7B" } })).toBeNull();
    expect(parameterCount({ safetensors: { total: -1 } })).toBeNull();
    expect(parameterCount({ safetensors: { total: 1.5 } })).toBeNull();
    expect(parameterCount({ safetensors: { total: 1e300 } })).toBeNull();
    expect(parameterCount({ safetensors: null, gguf: [] })).toBeNull();
    expect(parameterCount(null)).toBeNull();
  });
});
