import type { LibraryUiElement } from "../library-ui-element.js";
import { diffusersSnippets } from "./snippets/diffusers.js";
import {
  diffreeSnippets,
  diffusionSingleFileSnippets,
  diffusionkitSnippets,
  fixerSnippets,
  glyphByt5Snippets,
  hunyuanDitSnippets,
  infiniteYouSnippets,
  mfluxSnippets,
  minimaxH3Snippets,
  refinersSnippets,
  sanaSnippets,
} from "./snippets/diffusion.js";

/**
 * Image-generation libraries built on diffusion and flow models.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * DIFFUSION_LIBRARIES["diffusers"].prettyLabel; // "Diffusers"
 * ```
 */
export const DIFFUSION_LIBRARIES = {
  diffusers: {
    prettyLabel: "Diffusers",
    repoName: "🤗/diffusers",
    repoUrl: "https://github.com/huggingface/diffusers",
    docsUrl: "https://huggingface.co/docs/hub/diffusers",
    filter: true,
    pipelines: [
      "text-to-image",
      "image-to-image",
      "image-text-to-image",
      "image-text-to-video",
      "image-to-video",
      "text-to-video",
      "unconditional-image-generation",
      "video-to-video",
      "text-to-3d",
      "image-to-3d",
    ],
    snippets: diffusersSnippets,
  },
  diffusionkit: {
    prettyLabel: "DiffusionKit",
    repoName: "DiffusionKit",
    repoUrl: "https://github.com/argmaxinc/DiffusionKit",
    pipelines: ["text-to-image"],
    snippets: diffusionkitSnippets,
  },
  "diffusion-single-file": {
    prettyLabel: "Diffusion Single File",
    repoName: "diffusion-single-file",
    repoUrl: "https://github.com/comfyanonymous/ComfyUI",
    filter: false,
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["text-to-image"],
    snippets: diffusionSingleFileSnippets,
    snippetLanguage: "python",
  },
  mflux: {
    prettyLabel: "mflux",
    repoName: "mflux",
    repoUrl: "https://github.com/filipstrand/mflux",
    filter: false,
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["text-to-image"],
    snippets: mfluxSnippets,
    snippetLanguage: "sh",
  },
  sana: {
    prettyLabel: "Sana",
    repoName: "Sana",
    repoUrl: "https://github.com/NVlabs/Sana",
    countDownloads: `path_extension:"pth"`,
    pipelines: ["text-to-image"],
    snippets: sanaSnippets,
  },
  refiners: {
    prettyLabel: "Refiners",
    repoName: "Refiners",
    repoUrl: "https://github.com/finegrain-ai/refiners",
    docsUrl: "https://refine.rs/",
    filter: false,
    countDownloads: `path:"model.safetensors"`,
    pipelines: ["text-to-image", "image-to-image"],
    snippets: refinersSnippets,
  },
  "hunyuan-dit": {
    prettyLabel: "HunyuanDiT",
    repoName: "HunyuanDiT",
    repoUrl: "https://github.com/Tencent/HunyuanDiT",
    countDownloads: `path:"pytorch_model_ema.pt" OR path:"pytorch_model_distill.pt"`,
    pipelines: ["text-to-image"],
    snippets: hunyuanDitSnippets,
  },
  "glyph-byt5": {
    prettyLabel: "Glyph-ByT5",
    repoName: "Glyph-ByT5",
    repoUrl: "https://github.com/AIGText/Glyph-ByT5",
    filter: false,
    countDownloads: `path:"checkpoints/byt5_model.pt"`,
    pipelines: ["text-to-image"],
    snippets: glyphByt5Snippets,
  },
  diffree: {
    prettyLabel: "Diffree",
    repoName: "Diffree",
    repoUrl: "https://github.com/OpenGVLab/Diffree",
    filter: false,
    countDownloads: `path:"diffree-step=000010999.ckpt"`,
    pipelines: ["image-to-image"],
    snippets: diffreeSnippets,
    snippetLanguage: "sh",
  },
  "infinite-you": {
    prettyLabel: "InfiniteYou",
    repoName: "InfiniteYou",
    repoUrl: "https://github.com/bytedance/InfiniteYou",
    filter: false,
    countDownloads: `path:"infu_flux_v1.0/sim_stage1/image_proj_model.bin" OR path:"infu_flux_v1.0/aes_stage2/image_proj_model.bin"`,
    pipelines: ["text-to-image"],
    snippets: infiniteYouSnippets,
    snippetLanguage: "sh",
  },
  "minimax-h3": {
    prettyLabel: "MiniMax H3",
    repoName: "MiniMax-H3",
    repoUrl: "https://github.com/MiniMax-AI/MiniMax-H3",
    docsUrl: "https://huggingface.co/MiniMaxAI/MiniMax-H3",
    filter: false,
    countDownloads: `path_extension:"safetensors" OR path_filename:"model_index" OR path_filename:"config" OR path:"modular_model_index.json"`,
    pipelines: ["text-to-image", "image-text-to-image"],
    snippets: minimaxH3Snippets,
  },
  fixer: {
    prettyLabel: "Fixer",
    repoName: "Fixer",
    repoUrl: "https://github.com/nv-tlabs/Fixer",
    filter: false,
    countDownloads: `path:"pretrained/pretrained_fixer.pkl"`,
    pipelines: ["image-to-image"],
    snippets: fixerSnippets,
    snippetLanguage: "sh",
  },
} satisfies Record<string, LibraryUiElement>;
