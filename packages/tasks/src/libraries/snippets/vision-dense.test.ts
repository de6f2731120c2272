import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { corpusModel } from "../../test-support/model-corpus/index.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("Sapiens snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS.sapiens.snippets?.(model) ?? [];

  it("load TorchScript lite exports with torch.jit.load", () => {
    expect(
      snippets({
        id: "facebook/sapiens-depth-0.3b-torchscript",
        tags: [],
        siblings: [{ rfilename: "sapiens_0.3b_render_people_epoch_100_torchscript.pt2" }],
      }),
    ).toEqual([
      `import torch
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download(repo_id="facebook/sapiens-depth-0.3b-torchscript", filename="sapiens_0.3b_render_people_epoch_100_torchscript.pt2")
model = torch.jit.load(checkpoint)
# Input: a normalised 1024x768 RGB batch, as in the Sapiens lite demos
with torch.no_grad():
    (output,) = model(torch.randn(1, 3, 1024, 768))`,
    ]);
  });

  it("load bfloat16 exports with torch.export on the GPU", () => {
    const [snippet] = snippets({
      id: "facebook/sapiens-pose-1b-bfloat16",
      tags: [],
      siblings: [{ rfilename: "sapiens_1b_goliath_best_goliath_AP_639_bfloat16.pt2" }],
    });
    expect(snippet).toContain("model = torch.export.load(checkpoint).module()");
    expect(snippet).toContain(`dtype=torch.bfloat16, device="cuda"`);
  });
});

describe("nobg snippets", () => {
  it("cut the background out with the auto model class", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS.nobg.snippets?.({ id: "feyninc/FeyNobg", tags: [] }),
    ).toEqual([
      `# pip install nobg
from nobg import AutoModel

model = AutoModel.from_pretrained("feyninc/FeyNobg")
model.process("input.jpg").save("cutout.png")`,
    ]);
  });
});

describe("VisMatch snippets", () => {
  it("build the matcher the repository holds weights for", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS.vismatch.snippets?.({ id: "vismatch/xoftr", tags: [] }),
    ).toEqual([
      `# pip install vismatch
from vismatch import get_matcher

# Weights come from vismatch/xoftr; vismatch.available_models lists every matcher name
matcher = get_matcher("xoftr", device="cuda")
image0 = matcher.load_image("image0.jpg", resize=512)
image1 = matcher.load_image("image1.jpg", resize=512)
result = matcher(image0, image1)
print(result["num_inliers"])`,
    ]);
  });
});

describe("Depth Pro snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS["depth-pro"].snippets?.(model) ?? [];

  it("point the package's default configuration at the repository's own checkpoint", () => {
    expect(snippets(corpusModel("apple/DepthPro"))).toEqual([
      `import dataclasses
import depth_pro
from depth_pro.depth_pro import DEFAULT_MONODEPTH_CONFIG_DICT
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download(repo_id="apple/DepthPro", filename="depth_pro.pt")
config = dataclasses.replace(DEFAULT_MONODEPTH_CONFIG_DICT, checkpoint_uri=checkpoint)
model, transform = depth_pro.create_model_and_transforms(config=config)
model.eval()
image, _, focal_length = depth_pro.load_rgb("image.jpg")
prediction = model.infer(transform(image), f_px=focal_length)
depth = prediction["depth"]`,
    ]);
  });

  it("take the checkpoint from the downloaded repository when the file list is unknown", () => {
    const { siblings: _files, ...unlisted } = corpusModel("apple/DepthPro");
    const [snippet] = snippets(unlisted);
    expect(snippet).not.toContain("depth_pro.pt");
    expect(snippet).toContain('snapshot_download("apple/DepthPro")');
  });
});
