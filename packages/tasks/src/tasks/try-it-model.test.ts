import { describe, expect, it } from "vitest";
import { defaultTryItModel, type MappingEntry } from "./try-it-model.js";

// Shaped like `GET /api/models/{id}?expand[]=inferenceProviderMapping` answers.
const MAPPINGS: Record<string, Record<string, MappingEntry>> = {
  "openai/whisper-large-v3": {
    "fal-ai": {
      providerId: "fal-ai/whisper",
      status: "live",
      task: "automatic-speech-recognition",
    },
    "hf-inference": {
      providerId: "openai/whisper-large-v3",
      status: "live",
      task: "automatic-speech-recognition",
    },
  },
  "meta-llama/Llama-3.1-8B-Instruct": {
    novita: {
      providerId: "meta-llama/llama-3.1-8b-instruct",
      status: "staging",
      task: "conversational",
    },
    together: {
      providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
      status: "live",
      task: "conversational",
    },
  },
  "stabilityai/stable-diffusion-2": {
    "hf-inference": {
      providerId: "stabilityai/stable-diffusion-2",
      status: "live",
      task: "text-to-image",
    },
  },
};
const mappingOf = (id: string) => MAPPINGS[id];

describe("defaultTryItModel", () => {
  it("takes the first candidate a provider serves live, with the mapping's first live provider", () => {
    expect(
      defaultTryItModel(
        "automatic-speech-recognition",
        ["openai/whisper-tiny", "openai/whisper-large-v3"],
        mappingOf,
      ),
    ).toEqual({
      model: "openai/whisper-large-v3",
      provider: "fal-ai",
      providerId: "fal-ai/whisper",
    });
  });

  it("skips staging providers and reads conversational mappings as chat for text generation", () => {
    expect(
      defaultTryItModel("text-generation", ["meta-llama/Llama-3.1-8B-Instruct"], mappingOf),
    ).toMatchObject({ provider: "together" });
  });

  it("answers undefined when no candidate is served for the task, instead of inventing one", () => {
    expect(defaultTryItModel("depth-estimation", ["apple/DepthPro-hf"], mappingOf)).toBeUndefined();
    // A model served for another task does not count.
    expect(
      defaultTryItModel("image-to-image", ["stabilityai/stable-diffusion-2"], mappingOf),
    ).toBeUndefined();
  });
});
