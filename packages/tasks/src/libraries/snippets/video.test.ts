import { describe, expect, it } from "vitest";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("LTX-2 snippets", () => {
  it("run the two-stage pipeline with the checkpoint, LoRA and upsampler picked from the files", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS.ltx.snippets?.({
        id: "Lightricks/LTX-2",
        tags: [],
        siblings: [
          { rfilename: "ltx-2-19b-dev-fp8.safetensors" },
          { rfilename: "ltx-2-19b-dev.safetensors" },
          { rfilename: "ltx-2-19b-distilled-lora-384.safetensors" },
          { rfilename: "ltx-2-spatial-upscaler-x2-1.0.safetensors" },
        ],
      }),
    ).toEqual([
      `git clone https://github.com/Lightricks/LTX-2 && cd LTX-2 && uv sync --frozen
hf download Lightricks/LTX-2 --local-dir models/LTX-2
hf download google/gemma-3-12b-it-qat-q4_0-unquantized --local-dir models/gemma-3-12b
uv run python -m ltx_pipelines.ti2vid_two_stages \\
  --checkpoint-path models/LTX-2/ltx-2-19b-dev.safetensors \\
  --distilled-lora models/LTX-2/ltx-2-19b-distilled-lora-384.safetensors 0.8 \\
  --spatial-upsampler-path models/LTX-2/ltx-2-spatial-upscaler-x2-1.0.safetensors \\
  --gemma-root models/gemma-3-12b \\
  --prompt "A beautiful sunset over the ocean" \\
  --output-path output.mp4`,
    ]);
  });
});
