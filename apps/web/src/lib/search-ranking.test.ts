import { describe, expect, it } from "vitest";
import { rankResults, type RankedResult } from "./search-ranking";

const whisperKit: RankedResult = {
  kind: "Library",
  label: "WhisperKit",
  href: "/libraries/whisperkit",
  popularity: 0,
};
const transformers: RankedResult = {
  kind: "Library",
  label: "Transformers",
  href: "/libraries/transformers",
  popularity: 28,
};

describe("rankResults", () => {
  it("puts a model named by the query above a library this hub has no model of", () => {
    const ranked = rankResults("whisper", [
      whisperKit,
      {
        kind: "Model",
        label: "openai/whisper-large-v3",
        href: "/openai/whisper-large-v3",
        popularity: 5_000_000,
      },
    ]);
    expect(ranked.map((result) => result.label)).toEqual(["openai/whisper-large-v3", "WhisperKit"]);
  });

  it("ranks by match first, then by use: the hub's own models, named at the start, lead", () => {
    const ranked = rankResults("qwen", [
      { kind: "Library", label: "Qwen3-TTS", href: "/libraries/qwen3_tts" },
      {
        kind: "Model",
        label: "vidore/colqwen2-v1.0",
        href: "/vidore/colqwen2-v1.0",
        popularity: 900,
      },
      { kind: "Model", label: "Qwen/Qwen3-4B", href: "/Qwen/Qwen3-4B", popularity: 10 },
      { kind: "Model", label: "Qwen/Qwen2.5-7B", href: "/Qwen/Qwen2.5-7B", popularity: 50 },
    ]);
    expect(ranked.map((result) => result.label)).toEqual([
      "Qwen/Qwen2.5-7B",
      "Qwen/Qwen3-4B",
      "vidore/colqwen2-v1.0",
      "Qwen3-TTS",
    ]);
  });

  it("keeps a task or a library with models in this hub among the best matches", () => {
    const ranked = rankResults("trans", [
      { kind: "Model", label: "acme/translator", href: "/acme/translator", popularity: 3 },
      transformers,
      { kind: "Task", label: "Translation", href: "/tasks/translation", popularity: 10 },
    ]);
    expect(ranked.map((result) => result.label)).toEqual([
      "Transformers",
      "Translation",
      "acme/translator",
    ]);
  });
});
