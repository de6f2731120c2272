import type { ModelData } from "../../model-data.js";
import { cloneAndRun, downloadThen, extensionDownload } from "../internal/download-snippet.js";

import {
  findFile,
  hubDownloadImports,
  nameWithoutNamespace,
  pythonFileDownload,
} from "../internal/model-files.js";
import { commentText, pythonString as q } from "../../quoting.js";

/** SAM 2: promptable segmentation of images (and videos). */
export const sam2Snippets = (model: ModelData): string[] => [
  `import numpy as np
import torch
from PIL import Image
from sam2.sam2_image_predictor import SAM2ImagePredictor

predictor = SAM2ImagePredictor.from_pretrained(${q(model.id)})
image = np.array(Image.open("image.jpg").convert("RGB"))
with torch.inference_mode():
    predictor.set_image(image)
    masks, scores, _ = predictor.predict(point_coords=np.array([[500, 375]]), point_labels=np.array([1]))`,
];

/** Depth Anything V2: the model class from the repository, weights from the Hub. */
export const depthAnythingV2Snippets = (model: ModelData): string[] => {
  const encoder = /small/i.test(model.id) ? "vits" : /base/i.test(model.id) ? "vitb" : "vitl";
  const settings: Record<string, string> = {
    vits: "features=64, out_channels=[48, 96, 192, 384]",
    vitb: "features=128, out_channels=[96, 192, 384, 768]",
    vitl: "features=256, out_channels=[256, 512, 1024, 1024]",
  };
  return [
    `# git clone https://github.com/DepthAnything/Depth-Anything-V2 && cd Depth-Anything-V2
import cv2
import torch
from depth_anything_v2.dpt import DepthAnythingV2
from huggingface_hub import ${hubDownloadImports(model, [".pth"])}

model = DepthAnythingV2(encoder=${q(encoder)}, ${settings[encoder]})
checkpoint = ${pythonFileDownload(model, [".pth"])}
model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
model.eval()
depth = model.infer_image(cv2.imread("image.jpg"))`,
  ];
};

/**
 * Depth Pro: metric depth in under a second. The package's default configuration reads
 * `./checkpoints/depth_pro.pt`; the snippet points it at the checkpoint this repository holds
 * instead, so a fine-tune with another file name loads too.
 */
export const depthProSnippets = (model: ModelData): string[] => {
  const checkpoint = extensionDownload(model, "checkpoint", [".pt"]);
  return [
    [
      "import dataclasses",
      "import depth_pro",
      "from depth_pro.depth_pro import DEFAULT_MONODEPTH_CONFIG_DICT",
      ...checkpoint.imports,
      "",
      ...checkpoint.lines,
      "config = dataclasses.replace(DEFAULT_MONODEPTH_CONFIG_DICT, checkpoint_uri=checkpoint)",
      "model, transform = depth_pro.create_model_and_transforms(config=config)",
      "model.eval()",
      `image, _, focal_length = depth_pro.load_rgb("image.jpg")`,
      "prediction = model.infer(transform(image), f_px=focal_length)",
      `depth = prediction["depth"]`,
    ].join("\n"),
  ];
};

/** BiRefNet: background removal through transformers with remote code. */
export const birefnetSnippets = (model: ModelData): string[] => [
  `from transformers import AutoModelForImageSegmentation

birefnet = AutoModelForImageSegmentation.from_pretrained(${q(model.id)}, trust_remote_code=True)`,
];

/** BEN2: background erasing. */
export const ben2Snippets = (model: ModelData): string[] => [
  `from ben2 import BEN_Base
from PIL import Image

model = BEN_Base.from_pretrained(${q(model.id)})
model.eval()
foreground = model.inference(Image.open("image.jpg"))
foreground.save("foreground.png")`,
];

/** nobg: background removal; `AutoModel` picks the concrete class from the repository's tags. */
export const nobgSnippets = (model: ModelData): string[] => [
  `# pip install nobg
from nobg import AutoModel

model = AutoModel.from_pretrained(${q(model.id)})
model.process("input.jpg").save("cutout.png")`,
];

/** DeepForest: tree-crown and bird detection in aerial images. */
export const deepforestSnippets = (model: ModelData): string[] => [
  `from deepforest import main

model = main.deepforest()
model.load_model(model_name=${q(model.id)})
boxes = model.predict_image(path="aerial.tif")`,
];

/** LightGlue: feature matching; the weights file is passed to the matcher. */
export const lightglueSnippets = downloadThen(
  "LightGlue (https://github.com/cvg/LightGlue) matches features with these weights:\nmatcher = LightGlue(features='superpoint').eval()",
);

/**
 * Image Matching Models (the project vismatch grew from): `get_matcher` builds a matcher by name
 * and fetches its weights; the snippet takes the name from the repository name.
 */
export const imageMatchingModelsSnippets = (model: ModelData): string[] => [
  `# git clone --recursive https://github.com/alexstoken/image-matching-models && pip install -e image-matching-models
from matching import get_matcher

matcher = get_matcher(${q(nameWithoutNamespace(model.id))}, device="cuda")  # weights from ${commentText(model.id)}
image0 = matcher.load_image("image0.jpg", resize=512)
image1 = matcher.load_image("image1.jpg", resize=512)
result = matcher(image0, image1)
print(result["num_inliers"])`,
];

/**
 * VisMatch: one API over many image matchers; `get_matcher` fetches the matcher's weights from
 * the Hub by matcher name, which the snippet takes from the repository name.
 */
export const vismatchSnippets = (model: ModelData): string[] => [
  `# pip install vismatch
from vismatch import get_matcher

# Weights come from ${commentText(model.id)}; vismatch.available_models lists every matcher name
matcher = get_matcher(${q(nameWithoutNamespace(model.id))}, device="cuda")
image0 = matcher.load_image("image0.jpg", resize=512)
image1 = matcher.load_image("image1.jpg", resize=512)
result = matcher(image0, image1)
print(result["num_inliers"])`,
];

/**
 * Sapiens: human-centric vision (pose, depth, segmentation, normals). The "lite" exports load
 * without the training code: TorchScript files with `torch.jit.load`, bfloat16 exports with
 * `torch.export.load`. Original `.pth` checkpoints need the full repository's configs.
 *
 * @example
 * ```ts
 * sapiensSnippets({ id: "facebook/sapiens-depth-0.3b-torchscript", tags: [] });
 * ```
 */
export function sapiensSnippets(model: ModelData): string[] {
  const listed = findFile(model, [".pt2", ".pth"]);
  // Without a file list, the repository name tells a lite export (".pt2") from an original one.
  const lite = listed ? listed.endsWith(".pt2") : /torchscript|bfloat16/i.test(model.id);
  const download = extensionDownload(model, "checkpoint", [lite ? ".pt2" : ".pth"]);
  if (!lite) {
    return [
      `${download.imports.join("\n")}

${download.lines.join("\n")}
# Original checkpoint: run it with the matching config of https://github.com/facebookresearch/sapiens`,
    ];
  }
  const torchscript = /torchscript/i.test(listed ?? model.id);
  const load = torchscript
    ? "torch.jit.load(checkpoint)"
    : "torch.export.load(checkpoint).module()";
  const input = torchscript
    ? "torch.randn(1, 3, 1024, 768)"
    : 'torch.randn(1, 3, 1024, 768, dtype=torch.bfloat16, device="cuda")';
  return [
    `import torch
${download.imports.join("\n")}

${download.lines.join("\n")}
model = ${load}
# Input: a normalised 1024x768 RGB batch, as in the Sapiens lite demos
with torch.no_grad():
    (output,) = model(${input})`,
  ];
}

/**
 * Sapiens 2: the pretrained backbones load into the repository's standalone `Sapiens2` module
 * (architecture size read from the Hub id); task checkpoints (pose, segmentation, normals,
 * pointmaps) add heads that the repository's task guides build.
 *
 * @example
 * ```ts
 * sapiens2Snippets({ id: "facebook/sapiens2-pretrain-0.4b", tags: [] });
 * ```
 */
export function sapiens2Snippets(model: ModelData): string[] {
  const checkpoint = extensionDownload(model, "checkpoint", [".safetensors"]);
  const task = /pose|seg|normal|pointmap/i.exec(model.id)?.[0]?.toLowerCase();
  if (task) {
    return [
      `${checkpoint.imports.join("\n")}

${checkpoint.lines.join("\n")}
# Run it with the ${task} guide in https://github.com/facebookresearch/sapiens2/tree/main/docs`,
    ];
  }
  const size = /(0\.1b|0\.4b|0\.8b|1b|5b)/i.exec(model.id)?.[1]?.toLowerCase() ?? "1b";
  return [
    `# git clone https://github.com/facebookresearch/sapiens2 && pip install -e sapiens2
import torch
${checkpoint.imports.join("\n")}
from safetensors.torch import load_file
from sapiens.backbones.standalone.sapiens2 import Sapiens2

${checkpoint.lines.join("\n")}
model = Sapiens2(arch=${q(`sapiens2_${size}`)}, img_size=(1024, 768), patch_size=16).eval()
model.load_state_dict(load_file(checkpoint))
with torch.no_grad():
    features = model(torch.randn(1, 3, 1024, 768))[0]  # an RGB image, ImageNet-normalised`,
  ];
}

/** BBoxMaskPose: detection, segmentation and pose in one loop. */
export const bboxmaskposeSnippets = cloneAndRun(
  "https://github.com/MiraPurkrabek/BBoxMaskPose",
  "python demo/bmp_demo.py configs/bmp_D3.yaml data/004806.jpg",
  "models",
);

/** CoTracker: point tracking in videos through torch.hub, weights from the Hub. */
export const cotrackerSnippets = (model: ModelData): string[] => [
  `import torch
from huggingface_hub import ${hubDownloadImports(model, [".pth"])}

checkpoint = ${pythonFileDownload(model, [".pth"])}
cotracker = torch.hub.load("facebookresearch/co-tracker", "cotracker3_offline")
cotracker.model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
video = torch.zeros(1, 24, 3, 384, 512)  # B T C H W: replace with your frames
tracks, visibility = cotracker(video, grid_size=10)`,
];
