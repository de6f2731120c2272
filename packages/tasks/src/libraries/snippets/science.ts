import type { ModelData } from "../../model-data.js";
import { downloadThen } from "../internal/download-snippet.js";
import { findFile } from "../internal/model-files.js";
import { pythonString as q } from "../internal/python-string.js";

/** Anemoi: data-driven weather forecasts from a checkpoint. */
export const anemoiSnippets = (model: ModelData): string[] => [
  `from anemoi.inference.runners.simple import SimpleRunner
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download(repo_id=${q(model.id)}, filename=${q(findFile(model, [".ckpt"], "model.ckpt"))})
runner = SimpleRunner(checkpoint, device="cuda")
# runner.run(input_state=..., lead_time=240) yields one forecast state per step`,
];

/** ACE (Full Model Emulation): climate emulators. */
export const fmeSnippets = downloadThen(
  "Run the ACE inference config (https://ai2-climate-emulator.readthedocs.io) on the .tar checkpoint in local_dir.",
);

/** BioNeMo: biology foundation models. */
export const bionemoSnippets = downloadThen(
  "Load the checkpoint in local_dir with the BioNeMo framework (https://github.com/nvidia/BioNeMo).",
);

/** Clara: NVIDIA's medical imaging models. */
export const claraSnippets = downloadThen(
  "Load the checkpoint in local_dir with the NVIDIA Clara tools (https://github.com/nvidia/clara).",
);

/** BoltzGen: protein binder design. */
export const boltzgenSnippets = downloadThen(
  "Pass local_dir/boltzgen1_diverse.ckpt to boltzgen (https://github.com/HannesStark/boltzgen).",
);

/** IntelliFold: biomolecular structure prediction. */
export const intellifoldSnippets = downloadThen(
  "Point IntelliFold (https://github.com/IntelliGen-AI/IntelliFold) at the checkpoint in local_dir.",
);

/** OpenDDE: drug discovery models. */
export const openddeSnippets = downloadThen(
  "Follow docs/inference_instructions.md in local_dir to run OpenDDE.",
);

/** Google Health foundation models ship TensorFlow SavedModels. */
const savedModelSnippet = (model: ModelData): string[] => [
  `import tensorflow as tf
from huggingface_hub import snapshot_download

local_dir = snapshot_download(${q(model.id)})
model = tf.saved_model.load(local_dir)
print(list(model.signatures))`,
];

/** CXR Foundation: chest X-ray embeddings. */
export const cxrFoundationSnippets = savedModelSnippet;

/** Derm Foundation: dermatology image embeddings. */
export const dermFoundationSnippets = savedModelSnippet;

/** CheXmix: chest X-ray models from Stanford MIMI. */
export const chexmixSnippets = downloadThen(
  "Load the safetensors weights in local_dir with CheXmix (https://github.com/StanfordMIMI/CheXmix).",
);

/** COLIPRI: CT report and image embeddings from Microsoft. */
export const colipriSnippets = downloadThen(
  "Load the weights in local_dir as described in the COLIPRI model card.",
);

/** Merlin: 3D CT vision-language model. */
export const merlinSnippets = (model: ModelData): string[] => [
  `# pip install merlin-vlm
from merlin import Merlin

# Weights come from ${model.id}
model = Merlin()
model.eval()`,
];

/** MedVAE: medical image autoencoders. */
export const medvaeSnippets = (model: ModelData): string[] => [
  `# pip install medvae
from medvae import MVAE

# Weights come from ${model.id}
model = MVAE(model_name="medvae_4_1_2d", modality="xray")
image = model.apply_transform("chest_xray.png")
latent = model(image)`,
];

/** KRONOS: spatial proteomics encoders. */
export const kronosSnippets = downloadThen(
  "Load the .pt checkpoint in local_dir with KRONOS (https://github.com/mahmoodlab/KRONOS).",
);

/** MANAS-1: neuro foundation model. */
export const manas1Snippets = downloadThen(
  "Load the .pt checkpoint in local_dir with manas-1 (https://github.com/NeurodxAI/manas-1).",
);

/** NV-MedTech: NVIDIA medical device models. */
export const nvMedtechSnippets = downloadThen(
  "Follow the model card in local_dir to run the NV-MedTech model.",
);

/** Skala: exchange-correlation functional for DFT. */
export const skalaSnippets = downloadThen(
  "Load the .fun functional in local_dir with skala (https://github.com/microsoft/skala).",
);

/** Ising Decoding: neural decoders for quantum error correction. */
export const isingDecodingSnippets = downloadThen(
  "Load the safetensors weights in local_dir with Ising-Decoding (https://github.com/NVIDIA/Ising-Decoding).",
);

/** TorchGeo: pretrained weights for Earth-observation models. */
export const torchgeoSnippets = (model: ModelData): string[] => [
  `import timm
import torch
from huggingface_hub import hf_hub_download

checkpoint = hf_hub_download(repo_id=${q(model.id)}, filename=${q(findFile(model, [".pth", ".pt"], "model.pth"))})
state_dict = torch.load(checkpoint, map_location="cpu")
# Build the matching backbone (see the model card for in_chans), then load the weights:
model = timm.create_model("resnet50", in_chans=13, num_classes=0)
model.load_state_dict(state_dict, strict=False)`,
];

/** TerraTorch: geospatial foundation model fine-tuning. */
export const terratorchSnippets = downloadThen(
  "Reference the checkpoint in local_dir from a TerraTorch config (https://ibm.github.io/terratorch/).",
);

/** FleXray: X-ray segmentation. */
export const flexraySnippets = downloadThen(
  "Load the safetensors or ONNX model in local_dir with FleXray (https://github.com/VictorButoi/FleXray).",
);
