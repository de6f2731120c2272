import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
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

describe("Cosmos snippets for checkpoints not in diffusers format", () => {
  const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.cosmos.snippets?.(model) ?? [];

  it("run Cosmos-Predict1 through the cosmos-predict1 download and inference scripts", () => {
    const [code] = snippets({
      id: "nvidia/Cosmos-Predict1-7B-Text2World",
      library_name: "cosmos",
      pipeline_tag: "text-to-video",
      tags: ["cosmos", "nvidia", "text-to-video", "license:other"],
      siblings: [
        { rfilename: "config.json" },
        { rfilename: "model.pt" },
        { rfilename: "README.md" },
      ],
    });
    expect(code).toContain(
      '["python", "scripts/download_diffusion_checkpoints.py", "--model_sizes", "7B", "--model_types", "Text2World"]',
    );
    expect(code).toContain('["python", "cosmos_predict1/diffusion/inference/text2world.py",');
    expect(code).toContain('"--diffusion_transformer_dir", "Cosmos-Predict1-7B-Text2World",');
    expect(code).not.toContain("snapshot_download");
  });

  it("condition Video2World models on an input image", () => {
    const [code] = snippets({
      id: "nvidia/Cosmos-Predict1-14B-Video2World",
      library_name: "cosmos",
      pipeline_tag: "image-to-video",
      tags: ["cosmos", "nvidia", "image-to-video", "license:other"],
    });
    expect(code).toContain('"cosmos_predict1/diffusion/inference/video2world.py"');
    expect(code).toContain(
      '"--input_image_or_video_path", "assets/diffusion/video2world_input0.jpg", "--num_input_frames", "1",',
    );
  });

  it("run Cosmos-Transfer1 through cosmos-transfer1's checkpoint and transfer scripts", () => {
    const [code] = snippets(corpusModel("nvidia/Cosmos-Transfer1-7B"));
    expect(code).toContain("https://github.com/nvidia-cosmos/cosmos-transfer1");
    expect(code).toContain(
      '["python", "scripts/download_checkpoints.py", "--output_dir", "checkpoints"]',
    );
    expect(code).toContain(
      '"cosmos_transfer1/diffusion/inference/transfer.py", "--checkpoint_dir", "checkpoints", "--controlnet_specs", "assets/inference_cosmos_transfer1_single_control_edge.json"',
    );
    expect(code).not.toContain("snapshot_download");
    expect(code).not.toContain("DiffusionPipeline");
  });
});
