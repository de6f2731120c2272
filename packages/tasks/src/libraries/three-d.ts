import type { LibraryUiElement } from "../library-ui-element.js";
import {
  gaussianformerSnippets,
  geometryCrafterSnippets,
  hunyuan3d2Snippets,
  lagernvsSnippets,
  meshAnythingSnippets,
  mlSharpSnippets,
  renderformerSnippets,
  sam3dBodySnippets,
  sam3dObjectsSnippets,
  threeDTopiaXlSnippets,
  trellis2Snippets,
  trellisSnippets,
  uni3darSnippets,
} from "./snippets/three-d.js";

/**
 * 3D generation, reconstruction and rendering libraries.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * THREE_D_LIBRARIES["trellis"].prettyLabel; // "Trellis"
 * ```
 */
export const THREE_D_LIBRARIES = {
  trellis: {
    prettyLabel: "Trellis",
    repoName: "Trellis",
    repoUrl: "https://github.com/microsoft/TRELLIS",
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["image-to-3d", "text-to-3d"],
    snippets: trellisSnippets,
  },
  trellis2: {
    prettyLabel: "TRELLIS.2",
    repoName: "TRELLIS.2",
    repoUrl: "https://github.com/microsoft/TRELLIS.2",
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["image-to-3d"],
    snippets: trellis2Snippets,
  },
  "hunyuan3d-2": {
    prettyLabel: "Hunyuan3D-2",
    repoName: "Hunyuan3D-2",
    repoUrl: "https://github.com/Tencent/Hunyuan3D-2",
    countDownloads: `path_filename:"model_index" OR path_filename:"config"`,
    pipelines: ["image-to-3d"],
    snippets: hunyuan3d2Snippets,
  },
  "mesh-anything": {
    prettyLabel: "MeshAnything",
    repoName: "MeshAnything",
    repoUrl: "https://github.com/buaacyw/MeshAnything",
    filter: false,
    countDownloads: `path:"MeshAnything_350m.pth"`,
    pipelines: ["image-to-3d"],
    snippets: meshAnythingSnippets,
    snippetLanguage: "sh",
  },
  "3dtopia-xl": {
    prettyLabel: "3DTopia-XL",
    repoName: "3DTopia-XL",
    repoUrl: "https://github.com/3DTopia/3DTopia-XL",
    filter: false,
    countDownloads: `path:"model_vae_fp16.pt"`,
    pipelines: ["image-to-3d", "text-to-3d"],
    snippets: threeDTopiaXlSnippets,
    snippetLanguage: "sh",
  },
  "sam-3d-body": {
    prettyLabel: "SAM 3D Body",
    repoName: "SAM 3D Body",
    repoUrl: "https://github.com/facebookresearch/sam-3d-body",
    filter: false,
    countDownloads: `path:"model_config.yaml"`,
    pipelines: ["image-to-3d"],
    snippets: sam3dBodySnippets,
  },
  "sam-3d-objects": {
    prettyLabel: "SAM 3D Objects",
    repoName: "SAM 3D Objects",
    repoUrl: "https://github.com/facebookresearch/sam-3d-objects",
    filter: false,
    countDownloads: `path:"checkpoints/pipeline.yaml"`,
    pipelines: ["image-to-3d"],
    snippets: sam3dObjectsSnippets,
  },
  gaussianformer: {
    prettyLabel: "GaussianFormer",
    repoName: "GaussianFormer",
    repoUrl: "https://github.com/SVLwoof/gaussianformer",
    filter: false,
    countDownloads: `path:"config.json"`,
    pipelines: ["image-to-3d"],
    snippets: gaussianformerSnippets,
  },
  renderformer: {
    prettyLabel: "RenderFormer",
    repoName: "RenderFormer",
    repoUrl: "https://github.com/microsoft/renderformer",
    filter: false,
    pipelines: ["image-to-image"],
    snippets: renderformerSnippets,
  },
  lagernvs: {
    prettyLabel: "LagerNVS",
    repoName: "LagerNVS",
    repoUrl: "https://github.com/facebookresearch/lagernvs",
    filter: false,
    countDownloads: `path_extension:"pt"`,
    pipelines: ["image-to-image"],
    snippets: lagernvsSnippets,
  },
  "ml-sharp": {
    prettyLabel: "Sharp",
    repoName: "Sharp",
    repoUrl: "https://github.com/apple/ml-sharp",
    filter: false,
    countDownloads: `path_extension:"pt"`,
    pipelines: ["image-to-3d"],
    snippetLanguage: "sh",
    snippets: mlSharpSnippets,
  },
  "geometry-crafter": {
    prettyLabel: "GeometryCrafter",
    repoName: "GeometryCrafter",
    repoUrl: "https://github.com/TencentARC/GeometryCrafter",
    countDownloads: `path:"point_map_vae/diffusion_pytorch_model.safetensors"`,
    pipelines: ["depth-estimation"],
    snippets: geometryCrafterSnippets,
    snippetLanguage: "sh",
  },
  "uni-3dar": {
    prettyLabel: "Uni-3DAR",
    repoName: "Uni-3DAR",
    repoUrl: "https://github.com/dptech-corp/Uni-3DAR",
    docsUrl: "https://github.com/dptech-corp/Uni-3DAR",
    countDownloads: `path_extension:"pt"`,
    pipelines: ["image-to-3d"],
    snippets: uni3darSnippets,
  },
} satisfies Record<string, LibraryUiElement>;
