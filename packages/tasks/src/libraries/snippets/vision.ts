import type { ModelData } from "../../model-data.js";
import {
  cloneAndRun,
  downloadThen,
  extensionDownload,
  fileDownload,
} from "../internal/download-snippet.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import {
  findFile,
  hubDownloadImports,
  nameWithoutNamespace,
  pythonFileDownload,
} from "../internal/model-files.js";
import { commentText, pythonString as q, yamlString } from "../../quoting.js";

const imageUrl = q(EXAMPLE_INPUTS.imageUrl);

/**
 * timm: `create_model` with the `hf_hub:` prefix, the model's own preprocessing, and one
 * prediction (features instead of logits for image-feature-extraction models).
 *
 * @example
 * ```ts
 * timmSnippets({ id: "timm/resnet50.a1_in1k", tags: ["timm"], pipeline_tag: "image-classification" });
 * ```
 */
export function timmSnippets(model: ModelData): string[] {
  const features = model.pipeline_tag === "image-feature-extraction";
  return [
    [
      "from urllib.request import urlopen",
      "",
      "import timm",
      "from PIL import Image",
      "",
      `model = timm.create_model(${q(`hf_hub:${model.id}`)}, pretrained=True${features ? ", num_classes=0" : ""})`,
      "model = model.eval()",
      "",
      "data_config = timm.data.resolve_model_data_config(model)",
      "transforms = timm.data.create_transform(**data_config, is_training=False)",
      "",
      `image = Image.open(urlopen(${imageUrl}))`,
      "output = model(transforms(image).unsqueeze(0))",
      features
        ? "print(output.shape)  # (1, num_features)"
        : "top5_probabilities, top5_classes = output.softmax(dim=1).topk(5)",
    ].join("\n"),
  ];
}

/** OpenCLIP: model, preprocessing and tokenizer from the `hf-hub:` prefix. */
export const openClipSnippets = (model: ModelData): string[] => [
  `import open_clip

model, preprocess_train, preprocess_val = open_clip.create_model_and_transforms(${q(`hf-hub:${model.id}`)})
tokenizer = open_clip.get_tokenizer(${q(`hf-hub:${model.id}`)})`,
];

/** Ultralytics YOLO: download the weights, then predict. */
export const ultralyticsSnippets = (model: ModelData): string[] => [
  `from huggingface_hub import ${hubDownloadImports(model, [".pt"])}
from ultralytics import YOLO

weights = ${pythonFileDownload(model, [".pt"])}
model = YOLO(weights)
results = model.predict(${imageUrl})
results[0].show()`,
];

/** YOLOv10: the THU-MIG fork loads directly from the Hub. */
export const yolov10Snippets = (model: ModelData): string[] => [
  `# pip install git+https://github.com/THU-MIG/yolov10.git
from ultralytics import YOLOv10

model = YOLOv10.from_pretrained(${q(model.id)})
results = model.predict(source=${imageUrl})`,
];

/** Big Vision: `.npz` checkpoints (SigLIP, PaliGemma) loaded by the JAX codebase. */
export const bigVisionSnippets = downloadThen(
  "Load the .npz checkpoint in local_dir with big_vision (https://github.com/google-research/big_vision),\ne.g. through the SigLIP colab's model config.",
);

/** Birder: image classification with the model name from the repository. */
export const birderSnippets = (model: ModelData): string[] => [
  `import birder
from birder.inference.classification import infer_image

# Weights come from ${commentText(model.id)}
net, model_info = birder.load_pretrained_model(${q(nameWithoutNamespace(model.id))}, inference=True)
size = birder.get_size_from_signature(model_info.signature)
transform = birder.classification_transform(size, model_info.rgb_stats)
out, _ = infer_image(net, "image.jpeg", transform)`,
];

/** Perception Encoder: Meta's CLIP-style encoders, named after the repository. */
export const perceptionEncoderSnippets = (model: ModelData): string[] => [
  `# git clone https://github.com/facebookresearch/perception_models && cd perception_models
import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms

# Weights come from ${commentText(model.id)}
model = pe.CLIP.from_config(${q(nameWithoutNamespace(model.id))}, pretrained=True)
preprocess = transforms.get_image_transform(model.image_size)
tokenizer = transforms.get_text_tokenizer(model.context_length)`,
];

/**
 * EUPE: efficient universal perception encoders, built by the repository's torch.hub entry
 * point (named after the architecture in the Hub id) with the downloaded weights.
 *
 * @example
 * ```ts
 * eupeSnippets({ id: "facebook/EUPE-ViT-B", tags: [] }); // torch.hub.load(..., "eupe_vitb16", ...)
 * ```
 */
export function eupeSnippets(model: ModelData): string[] {
  const weights = extensionDownload(model, "weights", [".pth", ".pt", ".safetensors"]);
  return [
    `# git clone https://github.com/facebookresearch/EUPE
import torch
${weights.imports.join("\n")}

${weights.lines.join("\n")}
model = torch.hub.load("EUPE", ${q(eupeHubEntry(model.id))}, source="local", weights=weights)
model.eval()`,
  ];
}

/** The torch.hub entry point for an EUPE repository, e.g. "EUPE-ConvNeXt-S" to "eupe_convnext_small". */
function eupeHubEntry(modelId: string): string {
  const match = /(vit|convnext)-([tsb])\b/i.exec(modelId);
  const size = match?.[2]?.toLowerCase() ?? "b";
  if (match?.[1]?.toLowerCase() === "convnext") {
    return `eupe_convnext_${{ t: "tiny", s: "small", b: "base" }[size] ?? "base"}`;
  }
  return `eupe_vit${size}16`;
}

/**
 * clipscope: top-k sparse autoencoders trained on one layer of a CLIP ViT. The checkpoint's
 * folder names the layer and stream (`22_resid/...pt`), which the activation hook must match.
 *
 * @example
 * ```ts
 * clipscopeSnippets({ id: "lewington/CLIP-ViT-L-scope", tags: [], siblings: [{ rfilename: "22_resid/1200013184.pt" }] });
 * ```
 */
export function clipscopeSnippets(model: ModelData): string[] {
  const checkpoint = findFile(model, [".pt"]);
  const location = checkpoint ? /(\d+)_([a-z]+)\//.exec(checkpoint) : null;
  // With no file list, the checkpoint (and the layer its folder names) is read from the Hub.
  const pick = checkpoint
    ? `filename = ${q(checkpoint)}
locations = [(${location?.[1] ?? "22"}, ${q(location?.[2] ?? "resid")})]`
    : `# Takes the repository's first checkpoint; its folder ("22_resid/...") names the layer it reads
filename = sorted(name for name in list_repo_files(${q(model.id)}) if name.endswith(".pt"))[0]
layer, stream = filename.split("/")[0].split("_", 1)
locations = [(int(layer), stream)]`;
  return [
    `# pip install clipscope
import PIL.Image
from clipscope import ConfiguredViT, TopKSAE
${checkpoint ? "" : "from huggingface_hub import list_repo_files\n"}
${pick}
sae = TopKSAE.from_pretrained(repo_id=${q(model.id)}, filename=filename, device="cpu")
transformer = ConfiguredViT(locations, "laion/CLIP-ViT-L-14-laion2B-s32B-b82K", device="cpu")

image = PIL.Image.open("image.jpg").convert("RGB").resize((224, 224))
activations = transformer.all_activations(image)[locations[0]][:, 0]  # the CLS token
output = sae.forward_verbose(activations)
print(output["latent"].shape)`,
  ];
}

/** AraClip: Arabic CLIP. */
export const araclipSnippets = (model: ModelData): string[] => [
  `from araclip import AraClip

model = AraClip.from_pretrained(${q(model.id)})
text_embedding = model.embed(text="قطة جالسة على الأريكة")`,
];

/** TiC-CLIP: continually trained OpenCLIP checkpoints. */
export const ticClipSnippets = (model: ModelData): string[] => [
  `import open_clip
from huggingface_hub import ${hubDownloadImports(model, [".pt"])}

checkpoint = ${pythonFileDownload(model, [".pt"])}
model, _, preprocess = open_clip.create_model_and_transforms("ViT-B-16", pretrained=checkpoint)
tokenizer = open_clip.get_tokenizer("ViT-B-16")`,
];

/** VideoPrism: JAX video encoders, loaded by the package's model name for this checkpoint. */
export const videoprismSnippets = (model: ModelData): string[] => {
  const size = /large/i.test(model.id) ? "large" : "base";
  const name = /lvt/i.test(model.id)
    ? `videoprism_lvt_public_v1_${size}`
    : `videoprism_public_v1_${size}`;
  return [
    `# pip install git+https://github.com/google-deepmind/videoprism
import jax
import numpy as np
from videoprism import models as vp

# ${q(name)} is the package's name for the weights in ${commentText(model.id)}
flax_model = vp.get_model(${q(name)})
loaded_state = vp.load_pretrained_weights(${q(name)})

@jax.jit
def forward(video_inputs):
    return flax_model.apply(loaded_state, video_inputs, train=False)

video = np.zeros((1, 16, 288, 288, 3), dtype=np.float32)  # frames scaled to [0, 1]
embeddings, _ = forward(video)`,
  ];
};

/** LVFace: face recognition embeddings from the ONNX export, with the repository's inferencer. */
export const lvfaceSnippets = (model: ModelData): string[] => [
  `# git clone https://github.com/bytedance/LVFace && cd LVFace/src
from huggingface_hub import ${hubDownloadImports(model, [".onnx"])}
from inference_onnx import LVFaceONNXInferencer

model_path = ${pythonFileDownload(model, [".onnx"])}
inferencer = LVFaceONNXInferencer(model_path, use_gpu=True)
first = inferencer.infer_from_image("face1.jpg")
second = inferencer.infer_from_image("face2.jpg")
print(first @ second.T)  # similarity of the two faces`,
];

/**
 * Py-Feat: facial expression and action-unit detection. Each Hub repository is one of the
 * detector's parts; the snippet passes it in the matching `Detector` argument, and the detector
 * downloads the weights itself.
 *
 * @example
 * ```ts
 * pyFeatSnippets({ id: "py-feat/retinaface", tags: [] }); // Detector(face_model="retinaface")
 * ```
 */
export function pyFeatSnippets(model: ModelData): string[] {
  const part = pyFeatDetectorPart(nameWithoutNamespace(model.id).toLowerCase());
  const argument = part ? `${part.argument}=${q(part.name)}` : "";
  return [
    `# pip install py-feat
from feat import Detector

# The detector fetches its weights from the Hub (this part: ${commentText(model.id)})
detector = Detector(${argument})
result = detector.detect_image("face.jpg")
print(result.emotions)`,
  ];
}

/** Which `Detector` argument a py-feat repository fills, and the model name it takes there. */
const PY_FEAT_PARTS: Record<string, { argument: string; name: string }> = {
  retinaface: { argument: "face_model", name: "retinaface" },
  mtcnn: { argument: "face_model", name: "mtcnn" },
  faceboxes: { argument: "face_model", name: "faceboxes" },
  img2pose: { argument: "face_model", name: "img2pose" },
  mobilefacenet: { argument: "landmark_model", name: "mobilefacenet" },
  mobilenet: { argument: "landmark_model", name: "mobilenet" },
  pfld: { argument: "landmark_model", name: "pfld" },
  xgb_au: { argument: "au_model", name: "xgb" },
  svm_au: { argument: "au_model", name: "svm" },
  resmasknet: { argument: "emotion_model", name: "resmasknet" },
  svm_emo: { argument: "emotion_model", name: "svm" },
};

function pyFeatDetectorPart(
  repositoryName: string,
): { argument: string; name: string } | undefined {
  return Object.hasOwn(PY_FEAT_PARTS, repositoryName) ? PY_FEAT_PARTS[repositoryName] : undefined;
}

/**
 * mlx-image: `create_model` takes the architecture name (the repository name without its
 * `-mlxim` suffix) and, as `weights`, a local safetensors file, which is downloaded from this
 * repository so the snippet loads this model's weights rather than the registry default.
 *
 * @example
 * ```ts
 * mlxImageSnippets({ id: "mlx-vision/resnet18-mlxim", tags: ["mlx-image"] });
 * ```
 */
export const mlxImageSnippets = (model: ModelData): string[] => {
  const architecture = nameWithoutNamespace(model.id).replace(/-mlxim$/i, "");
  const download = fileDownload(
    model,
    "weights_path",
    (file) => file.endsWith(".safetensors"),
    "*.safetensors",
  );
  return [
    [
      ...download.imports,
      "from mlxim.model import create_model",
      "",
      ...download.lines,
      `model = create_model(${q(architecture)}, weights=weights_path)`,
      "model.eval()",
    ].join("\n"),
  ];
};

/** CollectorVision: ONNX card recognisers. */
export const collectorvisionSnippets = (model: ModelData): string[] => [
  `import onnxruntime
from huggingface_hub import ${hubDownloadImports(model, [".onnx"])}

model_path = ${pythonFileDownload(model, [".onnx"])}
session = onnxruntime.InferenceSession(model_path)
print([model_input.name for model_input in session.get_inputs()])`,
];

/**
 * Describe Anything (DAM): the `dam` package's `DescribeAnythingModel` describes the region a
 * mask marks in an image, with the settings of the repository's own example (conversation
 * mode v1, full image plus focal crop).
 *
 * @example
 * ```ts
 * describeAnythingSnippets({ id: "nvidia/DAM-3B", tags: ["describe-anything"] });
 * ```
 */
export const describeAnythingSnippets = (model: ModelData): string[] => [
  `# pip install git+https://github.com/NVlabs/describe-anything
from PIL import Image
from dam import DescribeAnythingModel, disable_torch_init

disable_torch_init()
dam = DescribeAnythingModel(model_path=${q(model.id)}, conv_mode="v1", prompt_mode="full+focal_crop").to("cuda")
image = Image.open("image.jpg").convert("RGB")
# A black-and-white mask of the region to describe, the size of the image (SAM can make one)
mask = Image.open("mask.png").convert("L")
print(dam.get_description(image, mask, "<image>\\nDescribe the masked region in detail.", streaming=False))`,
];

/** MonkeyOCR: document parsing. */
export const monkeyocrSnippets = cloneAndRun(
  "https://github.com/Yuliang-Liu/MonkeyOCR",
  "python parse.py input.pdf",
  "model_weight",
);

/** PaddleOCR 3: the module class follows the model name (detection, recognition, or full OCR). */
export const paddleOcrSnippets = (model: ModelData): string[] => {
  const name = nameWithoutNamespace(model.id);
  const moduleClass = /_det$/.test(name)
    ? "TextDetection"
    : /_rec$/.test(name)
      ? "TextRecognition"
      : /layout/i.test(name)
        ? "LayoutDetection"
        : undefined;
  if (!moduleClass) {
    return [
      `from paddleocr import PaddleOCRVL

# Weights come from ${commentText(model.id)}
pipeline = PaddleOCRVL()
for result in pipeline.predict("page.png"):
    result.print()`,
    ];
  }
  return [
    `from paddleocr import ${moduleClass}

# Weights come from ${commentText(model.id)}
model = ${moduleClass}(model_name=${q(name)})
for result in model.predict("page.png"):
    result.print()`,
  ];
};

/**
 * HTRflow: handwritten text recognition pipelines described in YAML. The model becomes the
 * segmentation step (YOLO or RTMDet line and region detectors) or the recognition step (TrOCR),
 * read from its task and name.
 *
 * @example
 * ```ts
 * htrflowSnippets({ id: "Riksarkivet/trocr-base-handwritten-hist-swe-2", tags: [], pipeline_tag: "image-to-text" });
 * ```
 */
export function htrflowSnippets(model: ModelData): string[] {
  const name = model.id.toLowerCase();
  const segmentation = /yolo|rtmdet/.test(name) || model.pipeline_tag === "object-detection";
  const step = segmentation ? "Segmentation" : "TextRecognition";
  const modelClass = segmentation ? (name.includes("rtmdet") ? "RTMDet" : "yolo") : "TrOCR";
  return [
    `pip install "htrflow[all]"
cat > pipeline.yaml <<'YAML'
steps:
- step: ${step}
  settings:
    model: ${modelClass}
    model_settings:
      model: ${yamlString(model.id)}
- step: Export
  settings:
    dest: outputs/alto
    format: alto
YAML
htrflow pipeline pipeline.yaml images/`,
  ];
}
