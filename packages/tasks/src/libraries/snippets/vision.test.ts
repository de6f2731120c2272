import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.timm.snippets?.(model) ?? [];

describe("timm snippets", () => {
  it("create the model from the Hub with its own preprocessing and classify an image", () => {
    expect(
      snippets({
        id: "timm/resnet50.a1_in1k",
        library_name: "timm",
        pipeline_tag: "image-classification",
        tags: ["timm", "pytorch", "safetensors", "image-classification"],
      }),
    ).toEqual([
      `from urllib.request import urlopen

import timm
from PIL import Image

model = timm.create_model("hf_hub:timm/resnet50.a1_in1k", pretrained=True)
model = model.eval()

data_config = timm.data.resolve_model_data_config(model)
transforms = timm.data.create_transform(**data_config, is_training=False)

image = Image.open(urlopen("https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/pipeline-cat-chonk.jpeg"))
output = model(transforms(image).unsqueeze(0))
top5_probabilities, top5_classes = output.softmax(dim=1).topk(5)`,
    ]);
  });

  it("drop the classifier head for feature extractors", () => {
    const [snippet] = snippets({
      id: "timm/vit_base_patch16_224.augreg_in21k",
      pipeline_tag: "image-feature-extraction",
      tags: [],
    });
    expect(snippet).toContain(`pretrained=True, num_classes=0)`);
    expect(snippet).toContain("print(output.shape)");
  });
});

describe("OpenCLIP snippets", () => {
  it("load model, transforms and tokenizer with the hf-hub prefix", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS.open_clip.snippets?.({
        id: "laion/CLIP-ViT-B-32-laion2B-s34B-b79K",
        tags: [],
      }),
    ).toEqual([
      `import open_clip

model, preprocess_train, preprocess_val = open_clip.create_model_and_transforms("hf-hub:laion/CLIP-ViT-B-32-laion2B-s34B-b79K")
tokenizer = open_clip.get_tokenizer("hf-hub:laion/CLIP-ViT-B-32-laion2B-s34B-b79K")`,
    ]);
  });
});

describe("Py-Feat snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS["py-feat"].snippets?.(model) ?? [];

  it("pass the repository to the Detector argument it fills", () => {
    expect(snippets({ id: "py-feat/retinaface", tags: ["py-feat"] })).toEqual([
      `# pip install py-feat
from feat import Detector

# The detector fetches its weights from the Hub (this part: py-feat/retinaface)
detector = Detector(face_model="retinaface")
result = detector.detect_image("face.jpg")
print(result.emotions)`,
    ]);
    const [emotion] = snippets({ id: "py-feat/svm_emo", tags: [] });
    expect(emotion).toContain(`detector = Detector(emotion_model="svm")`);
  });
});

describe("EUPE snippets", () => {
  it("build the encoder through the torch.hub entry named after the Hub id", () => {
    expect(
      MODEL_LIBRARIES_UI_ELEMENTS.eupe.snippets?.({
        id: "facebook/EUPE-ConvNeXt-S",
        tags: [],
        siblings: [{ rfilename: "eupe_convnext_small.pth" }],
      }),
    ).toEqual([
      `# git clone https://github.com/facebookresearch/EUPE
import torch
from huggingface_hub import hf_hub_download

weights = hf_hub_download(repo_id="facebook/EUPE-ConvNeXt-S", filename="eupe_convnext_small.pth")
model = torch.hub.load("EUPE", "eupe_convnext_small", source="local", weights=weights)
model.eval()`,
    ]);
  });
});
