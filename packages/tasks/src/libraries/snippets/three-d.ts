import type { ModelData } from "../../model-data.js";
import { cloneAndRun, downloadThen, hfDownloadFileCommand } from "../internal/download-snippet.js";
import { fileNames } from "../internal/model-files.js";
import { optionSafePath, pythonString as q, shellWord } from "../../quoting.js";

/** TRELLIS: image-to-3D or text-to-3D, by repository. */
export const trellisSnippets = (model: ModelData): string[] => {
  if (/text/i.test(model.id)) {
    return [
      `from trellis.pipelines import TrellisTextTo3DPipeline

pipeline = TrellisTextTo3DPipeline.from_pretrained(${q(model.id)})
pipeline.cuda()
outputs = pipeline.run("A chair looking like an avocado.", seed=1)`,
    ];
  }
  return [
    `from PIL import Image
from trellis.pipelines import TrellisImageTo3DPipeline

pipeline = TrellisImageTo3DPipeline.from_pretrained(${q(model.id)})
pipeline.cuda()
outputs = pipeline.run(Image.open("image.png"), seed=1)
# outputs["gaussian"], outputs["radiance_field"] and outputs["mesh"] hold the 3D asset`,
  ];
};

/** TRELLIS.2: the second generation, same pipeline shape. */
export const trellis2Snippets = (model: ModelData): string[] => [
  `from PIL import Image
from trellis2.pipelines import Trellis2ImageTo3DPipeline

pipeline = Trellis2ImageTo3DPipeline.from_pretrained(${q(model.id)})
pipeline.cuda()
mesh = pipeline.run(Image.open("image.png"))[0]`,
];

/** Hunyuan3D-2: shape generation from an image. */
export const hunyuan3d2Snippets = (model: ModelData): string[] => [
  `from hy3dgen.shapegen import Hunyuan3DDiTFlowMatchingPipeline

pipeline = Hunyuan3DDiTFlowMatchingPipeline.from_pretrained(${q(model.id)})
mesh = pipeline(image="image.png")[0]
mesh.export("mesh.glb")`,
];

/** MeshAnything: artist-created meshes from point clouds or meshes. */
export const meshAnythingSnippets = cloneAndRun(
  "https://github.com/buaacyw/MeshAnything",
  "python main.py --input_dir examples --out_dir mesh_output --input_type mesh --mc",
  "MeshAnything",
);

/** 3DTopia-XL: PBR assets from an image or text. */
export const threeDTopiaXlSnippets = cloneAndRun(
  "https://github.com/3DTopia/3DTopia-XL",
  "python inference.py ./configs/inference_dit.yml",
  "pretrained",
);

/** SAM 3D Body: human mesh recovery, set up from the Hub id by the repository's helper. */
export const sam3dBodySnippets = (model: ModelData): string[] => [
  `# Run inside a clone of https://github.com/facebookresearch/sam-3d-body (see its INSTALL.md)
import cv2
from notebook.utils import setup_sam_3d_body

estimator = setup_sam_3d_body(hf_repo_id=${q(model.id)})
image = cv2.cvtColor(cv2.imread("person.jpg"), cv2.COLOR_BGR2RGB)
outputs = estimator.process_one_image(image)`,
];

/** SAM 3D Objects: a Gaussian splat of one masked object, from the pipeline config in the repository. */
export const sam3dObjectsSnippets = (model: ModelData): string[] => [
  `# Run inside a clone of https://github.com/facebookresearch/sam-3d-objects (see its setup guide)
import sys

from huggingface_hub import snapshot_download

sys.path.append("notebook")
from inference import Inference, load_image, load_single_mask

local_dir = snapshot_download(${q(model.id)})
inference = Inference(f"{local_dir}/checkpoints/pipeline.yaml", compile=False)
image = load_image("images/scene/image.png")
mask = load_single_mask("images/scene", index=0)
output = inference(image, mask, seed=42)
output["gs"].save_ply("splat.ply")`,
];

/** GaussianFormer: 3D semantic occupancy from Gaussians. */
export const gaussianformerSnippets = downloadThen(
  "Evaluate the checkpoint in local_dir with GaussianFormer (https://github.com/SVLwoof/gaussianformer).",
);

/** RenderFormer: neural rendering of triangle meshes. */
export const renderformerSnippets = (model: ModelData): string[] => [
  `from renderformer import RenderFormerRenderingPipeline

pipeline = RenderFormerRenderingPipeline.from_pretrained(${q(model.id)})`,
];

/** LagerNVS: novel-view synthesis. */
export const lagernvsSnippets = downloadThen(
  "Load the .pt checkpoint in local_dir with LagerNVS (https://github.com/facebookresearch/lagernvs).",
);

/**
 * SHARP (ml-sharp): a 3D Gaussian scene from one photo, made by the `sharp predict` command,
 * which takes a checkpoint with `-c`; the checkpoint is this repository's own `.pt` file.
 *
 * @example
 * ```ts
 * mlSharpSnippets({ id: "apple/Sharp", tags: ["ml-sharp"], siblings: [{ rfilename: "sharp_2572gikvuh.pt" }] });
 * ```
 */
export const mlSharpSnippets = (model: ModelData): string[] => {
  const checkpoint = fileNames(model).find((file) => file.endsWith(".pt"));
  const download = checkpoint
    ? hfDownloadFileCommand(model, checkpoint)
    : `# Downloads the repository; pass its .pt checkpoint to -c\nhf download ${shellWord(model.id)} --local-dir sharp`;
  const path = checkpoint ? shellWord(optionSafePath(checkpoint)) : "sharp/*.pt";
  return [
    [
      "pip install git+https://github.com/apple/ml-sharp",
      download,
      `sharp predict -i input_images -o output_gaussians -c ${path}`,
    ].join("\n"),
  ];
};

/** GeometryCrafter: consistent point maps from videos. */
export const geometryCrafterSnippets = cloneAndRun(
  "https://github.com/TencentARC/GeometryCrafter",
  "python run.py --video_path examples/video1.mp4 --save_folder workspace/examples_output",
  "pretrained",
);

/** Uni-3DAR: autoregressive 3D structure generation. */
export const uni3darSnippets = downloadThen(
  "Load the .pt checkpoint in local_dir with Uni-3DAR (https://github.com/dptech-corp/Uni-3DAR).",
);
