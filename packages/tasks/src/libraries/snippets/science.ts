import type { ModelData } from "../../model-data.js";
import { downloadThen, extensionDownload } from "../internal/download-snippet.js";
import {
  findFile,
  hubDownloadImports,
  nameWithoutNamespace,
  pythonFileDownload,
} from "../internal/model-files.js";
import { commentText, optionSafePath, pythonString as q, shellWord } from "../../quoting.js";

/** Anemoi: data-driven weather forecasts from a checkpoint. */
export const anemoiSnippets = (model: ModelData): string[] => [
  `from anemoi.inference.runners.simple import SimpleRunner
from huggingface_hub import ${hubDownloadImports(model, [".ckpt"])}

checkpoint = ${pythonFileDownload(model, [".ckpt"])}
runner = SimpleRunner(checkpoint, device="cuda")
# runner.run(input_state=..., lead_time=240) yields one forecast state per step`,
];

/**
 * ACE (Full Model Emulation): climate emulators run by the `fme` package's inference entry
 * point on the configuration file each repository ships.
 */
export const fmeSnippets = (model: ModelData): string[] => {
  const folder = shellWord(optionSafePath(nameWithoutNamespace(model.id)));
  const config = findFile(model, ["inference_config.yaml", ".yaml"]);
  // The found path goes through a variable: a value inside "$(…)" is exposed to history expansion.
  const run = config
    ? [`python -m fme.ace.inference ${folder}/${shellWord(config)}`]
    : [
        "# Takes the repository's first inference config; pick another if it has several",
        `CONFIG=$(find ${folder} -name '*.yaml' | sort | head -n 1)`,
        'python -m fme.ace.inference "$CONFIG"',
      ];
  return [
    `pip install fme
hf download ${shellWord(model.id)} --local-dir ${folder}
# Point the checkpoint, initial-condition and forcing paths in the config at the downloaded files
${run.join("\n")}`,
  ];
};

/** BioNeMo: biology foundation models. */
export const bionemoSnippets = downloadThen(
  "Load the checkpoint in local_dir with the BioNeMo framework (https://github.com/nvidia/BioNeMo).",
);

/** Clara: NVIDIA's medical imaging models. */
export const claraSnippets = downloadThen(
  "Load the checkpoint in local_dir with the NVIDIA Clara tools (https://github.com/nvidia/clara).",
);

/**
 * BoltzGen: protein binder design. The `boltzgen` command fetches its checkpoints from the Hub
 * itself, so the snippet is the documented design run on a specification file.
 */
export const boltzgenSnippets = (model: ModelData): string[] => [
  `pip install boltzgen
# boltzgen downloads its weights (${commentText(model.id)}) into the Hugging Face cache on first run
boltzgen run design.yaml --output workbench/binders --protocol protein-anything --num_designs 10 --budget 2`,
];

/**
 * IntelliFold: biomolecular structure prediction from a YAML description of the sequences. The
 * `intellifold` command fetches the weights itself; `--model` picks the version.
 */
export const intellifoldSnippets = (model: ModelData): string[] => {
  const name = model.id.toLowerCase();
  // The command's default is v2-flash; a repository named after another version selects it
  const version = name.includes("flash")
    ? "v2-flash"
    : /v2\b/.test(name)
      ? "v2"
      : /v1\b/.test(name)
        ? "v1"
        : "v2-flash";
  return [
    `pip install intellifold
# Weights come from ${commentText(model.id)}; input.yaml lists the chains (see the IntelliFold input format docs)
intellifold predict input.yaml --out_dir ./output --cache ./cache_data --model ${version}`,
  ];
};

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

/** COLIPRI: CT report and image embeddings, with a zero-shot classification pipeline. */
export const colipriSnippets = (model: ModelData): string[] => [
  `# pip install colipri
from colipri import ZeroShotImageClassificationPipeline, get_processor, load_sample_ct

processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline(${q(model.id)}, processor)
scan = load_sample_ct()
print(pipeline(scan, ["No lung nodules", "Lung nodules"]))`,
];

/** Merlin: 3D CT vision-language model. */
export const merlinSnippets = (model: ModelData): string[] => [
  `# pip install merlin-vlm
from merlin import Merlin

# Weights come from ${commentText(model.id)}
model = Merlin()
model.eval()`,
];

/** MedVAE: medical image autoencoders. */
export const medvaeSnippets = (model: ModelData): string[] => [
  `# pip install medvae
from medvae import MVAE

# Weights come from ${commentText(model.id)}
model = MVAE(model_name="medvae_4_1_2d", modality="xray")
image = model.apply_transform("chest_xray.png")
latent = model(image)`,
];

/** KRONOS: spatial proteomics encoders, loaded by the package from an `hf_hub:` path. */
export const kronosSnippets = (model: ModelData): string[] => [
  `# pip install git+https://github.com/mahmoodlab/KRONOS
from kronos import create_model_from_pretrained

model, precision, embedding_dim = create_model_from_pretrained(
    checkpoint_path=${q(`hf_hub:${model.id}`)},
    cfg_path=None,
    cache_dir="./model_assets",
    cfg={"model_type": "vits16", "token_overlap": False},
)
print(precision, embedding_dim)`,
];

/** MANAS-1: neuro foundation model. */
export const manas1Snippets = downloadThen(
  "Load the .pt checkpoint in local_dir with manas-1 (https://github.com/NeurodxAI/manas-1).",
);

/** NV-MedTech: NVIDIA medical device models. */
export const nvMedtechSnippets = downloadThen(
  "Follow the model card in local_dir to run the NV-MedTech model.",
);

/**
 * Skala: a learned exchange-correlation functional for DFT. `load_functional("skala")` fetches
 * the traced functional from the Hub and plugs into PySCF's Kohn-Sham solver.
 */
export const skalaSnippets = (model: ModelData): string[] => [
  `# pip install microsoft-skala pyscf
from pyscf import gto
from skala.functional import load_functional
from skala.pyscf import dft

functional = load_functional("skala")  # weights from ${commentText(model.id)}
molecule = gto.M(atom="H 0 0 0; H 0 0 0.74", basis="def2-svp")
energy = dft.SkalaRKS(molecule, xc=functional).kernel()
print(energy)`,
];

/** Ising Decoding: neural decoders for quantum error correction. */
export const isingDecodingSnippets = downloadThen(
  "Load the safetensors weights in local_dir with Ising-Decoding (https://github.com/NVIDIA/Ising-Decoding).",
);

/** TorchGeo: pretrained weights for Earth-observation models. */
export const torchgeoSnippets = (model: ModelData): string[] => [
  `import timm
import torch
from huggingface_hub import ${hubDownloadImports(model, [".pth", ".pt"])}

checkpoint = ${pythonFileDownload(model, [".pth", ".pt"])}
state_dict = torch.load(checkpoint, map_location="cpu")
# Build the matching backbone (see the model card for in_chans), then load the weights:
model = timm.create_model("resnet50", in_chans=13, num_classes=0)
model.load_state_dict(state_dict, strict=False)`,
];

/**
 * TerraTorch: geospatial foundation models. Prithvi and TerraMind backbones are built from the
 * backbone registry by name; fine-tuned checkpoints run through the Lightning CLI with the
 * config file they ship.
 *
 * @example
 * ```ts
 * terratorchSnippets({ id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M", tags: [] });
 * ```
 */
export function terratorchSnippets(model: ModelData): string[] {
  const backbone = terratorchBackboneName(model.id);
  if (backbone) {
    return [
      `# pip install terratorch
from terratorch.registry import BACKBONE_REGISTRY

# Weights come from ${commentText(model.id)}
model = BACKBONE_REGISTRY.build(${q(backbone)}, pretrained=True)`,
    ];
  }
  const config = extensionDownload(model, "config", [".yaml", ".yml"]);
  const checkpoint = extensionDownload(model, "checkpoint", [".ckpt", ".pt", ".pth"]);
  return [
    `# pip install terratorch
import subprocess
${[...new Set([...config.imports, ...checkpoint.imports])].join("\n")}

${[...config.lines, ...checkpoint.lines].join("\n")}
# The fine-tuned task runs through TerraTorch's Lightning CLI on a folder of GeoTIFFs
subprocess.run(
    ["terratorch", "predict", "-c", config, "--ckpt_path", checkpoint,
     "--predict_output_dir", "predictions", "--data.init_args.predict_data_root", "images"],
    check=True,
)`,
  ];
}

/** The registry name of a Prithvi or TerraMind backbone, read from the Hub repository name. */
function terratorchBackboneName(modelId: string): string | undefined {
  const prithvi = /prithvi-eo-(\d)\.0-(\d+)m(-tl)?$/i.exec(modelId);
  if (prithvi) return `prithvi_eo_v${prithvi[1]}_${prithvi[2]}${prithvi[3] ? "_tl" : ""}`;
  const terramind = /terramind-(\d)\.0-(tiny|small|base|large)$/i.exec(modelId);
  if (terramind) return `terramind_v${terramind[1]}_${terramind[2]?.toLowerCase()}`;
  return undefined;
}

/** FleXray: anatomy segmentation of X-rays with the package's `flexify` command. */
export const flexraySnippets = (model: ModelData): string[] => [
  `python -m pip install flexray
# Writes masks, probabilities and logits as .npy arrays, plus label_names.json
flexify --model-id ${shellWord(model.id)} --input ./image.png --output-dir ./predictions`,
];
