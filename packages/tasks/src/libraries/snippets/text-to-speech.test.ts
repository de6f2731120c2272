import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("VibeVoice snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS.vibevoice.snippets?.(model) ?? [];

  it("run the realtime model with the demo script the repository still ships", () => {
    expect(snippets(corpusModel("microsoft/VibeVoice-Realtime-0.5B"))).toEqual([
      `git clone https://github.com/microsoft/VibeVoice && cd VibeVoice
pip install -e ".[streamingtts]"
python demo/realtime_model_inference_from_file.py --model_path microsoft/VibeVoice-Realtime-0.5B --txt_path demo/text_examples/1p_vibevoice.txt --speaker_name Carter`,
    ]);
  });

  it("say the long-form model's inference code was removed rather than call a script that is gone", () => {
    const [code] = snippets({
      id: "microsoft/VibeVoice-1.5B",
      library_name: "vibevoice",
      pipeline_tag: "text-to-speech",
      tags: ["vibevoice", "safetensors", "text-to-speech", "license:mit"],
    });
    expect(code).not.toContain("demo/inference_from_file.py");
    expect(code).toContain("# Microsoft removed the inference code for microsoft/VibeVoice-1.5B");
    expect(code).toContain("hf download microsoft/VibeVoice-1.5B --local-dir VibeVoice-1.5B");
  });
});
