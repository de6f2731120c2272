import type { ModelData } from "../../model-data.js";
import {
  cloneAndRunSnippet,
  extensionDownload,
  hfDownloadCommand,
  pythonDownloadSnippet,
} from "../internal/download-snippet.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import { findFile, hubDownloadImports, pythonFileDownload } from "../internal/model-files.js";
import { pythonString, shellWord } from "../../quoting.js";
import { fluxSettings, isFluxModel, sanaSnippet } from "./diffusers.js";

const text = pythonString;

/**
 * DiffusionKit (MLX): Flux models through `FluxPipeline` (4 steps for fast variants, 50
 * otherwise), Stable Diffusion 3 through `DiffusionPipeline`.
 *
 * @example
 * ```ts
 * diffusionkitSnippets({ id: "argmaxinc/mlx-FLUX.1-schnell", tags: [] });
 * ```
 */
export function diffusionkitSnippets(model: ModelData): string[] {
  if (isFluxModel(model)) {
    const { steps } = fluxSettings(model);
    return [
      [
        "# pip install diffusionkit",
        "from diffusionkit.mlx import FluxPipeline",
        "",
        "pipeline = FluxPipeline(",
        "    shift=1.0,",
        `    model_version=${text(model.id)},`,
        "    low_memory_mode=True,",
        "    a16=True,",
        "    w16=True,",
        ")",
        "",
        "image, _ = pipeline.generate_image(",
        `    ${text(EXAMPLE_INPUTS.prompt)},`,
        "    cfg_weight=0.0,",
        `    num_steps=${steps},`,
        "    latent_size=(1024 // 8, 1024 // 8),",
        ")",
        `image.save("image.png")`,
      ].join("\n"),
    ];
  }
  return [
    [
      "# pip install diffusionkit",
      "from diffusionkit.mlx import DiffusionPipeline",
      "",
      "pipeline = DiffusionPipeline(",
      "    shift=3.0,",
      "    use_t5=False,",
      `    model_version=${text(model.id)},`,
      "    low_memory_mode=True,",
      "    a16=True,",
      "    w16=True,",
      ")",
      "",
      "image, _ = pipeline.generate_image(",
      `    ${text(EXAMPLE_INPUTS.prompt)},`,
      "    cfg_weight=5.0,",
      "    num_steps=50,",
      "    latent_size=(1024 // 8, 1024 // 8),",
      ")",
      `image.save("image.png")`,
    ].join("\n"),
  ];
}

/**
 * mflux (MLX on Apple silicon), from the command line: `--base-model` tells it which Flux
 * variant the weights derive from, which also sets the step count.
 *
 * @example
 * ```ts
 * mfluxSnippets({ id: "black-forest-labs/FLUX.1-dev", tags: [] });
 * ```
 */
export function mfluxSnippets(model: ModelData): string[] {
  const { steps } = fluxSettings(model);
  const baseModel = steps === 4 ? "schnell" : "dev";
  return [
    [
      "pip install -U mflux",
      `mflux-generate --model ${shellWord(model.id)} --base-model ${baseModel} \\`,
      `  --prompt ${shellWord(EXAMPLE_INPUTS.prompt)} --steps ${steps} --seed 2 -q 8`,
    ].join("\n"),
  ];
}

/**
 * Sana: the diffusers `SanaPipeline` with the authors' settings (18 steps, guidance 5,
 * 1024×1024).
 *
 * @example
 * ```ts
 * sanaSnippets({ id: "Efficient-Large-Model/Sana_1600M_1024px_diffusers", tags: [] });
 * ```
 */
export function sanaSnippets(model: ModelData): string[] {
  return [sanaSnippet(model.id)];
}

/**
 * Refiners: load the safetensors weights into the matching Refiners model class.
 *
 * @example
 * ```ts
 * refinersSnippets({ id: "refiners/sd15.unet", tags: [] });
 * ```
 */
export function refinersSnippets(model: ModelData): string[] {
  return [
    [
      "# pip install refiners",
      `from huggingface_hub import ${hubDownloadImports(model, [".safetensors"])}`,
      "from refiners.fluxion.utils import load_from_safetensors",
      "",
      `weights_path = ${pythonFileDownload(model, [".safetensors"])}`,
      "state_dict = load_from_safetensors(weights_path)",
      "# Create the Refiners model this checkpoint belongs to, then: model.load_state_dict(state_dict)",
    ].join("\n"),
  ];
}

/**
 * HunyuanDiT: the diffusers port (`HunyuanDiTPipeline`) reads the weights straight from the
 * Hub.
 *
 * @example
 * ```ts
 * hunyuanDitSnippets({ id: "Tencent-Hunyuan/HunyuanDiT-v1.2-Diffusers", tags: [] });
 * ```
 */
export function hunyuanDitSnippets(model: ModelData): string[] {
  return [
    [
      "import torch",
      "from diffusers import HunyuanDiTPipeline",
      "",
      `pipe = HunyuanDiTPipeline.from_pretrained(${text(model.id)}, torch_dtype=torch.float16).to("cuda")`,
      `image = pipe(prompt="An astronaut riding a horse").images[0]`,
    ].join("\n"),
  ];
}

/**
 * Single-file checkpoints (the ComfyUI / A1111 layout): diffusers loads them with
 * `from_single_file`; ComfyUI users drop the file in `models/checkpoints`.
 *
 * @example
 * ```ts
 * diffusionSingleFileSnippets({ id: "org/checkpoint", tags: [], siblings: [{ rfilename: "model.safetensors" }] });
 * ```
 */
export function diffusionSingleFileSnippets(model: ModelData): string[] {
  const file = findFile(model, [".safetensors", ".ckpt"]);
  if (!file) {
    const checkpoint = extensionDownload(model, "checkpoint_path", [".safetensors", ".ckpt"]);
    return [
      [
        "import torch",
        "from diffusers import StableDiffusionPipeline",
        ...checkpoint.imports,
        "",
        ...checkpoint.lines,
        "pipe = StableDiffusionPipeline.from_single_file(checkpoint_path, torch_dtype=torch.float16)",
        `pipe = pipe.to("cuda")`,
        `image = pipe(${text(EXAMPLE_INPUTS.prompt)}).images[0]`,
      ].join("\n"),
    ];
  }
  return [
    [
      "import torch",
      "from diffusers import StableDiffusionPipeline",
      "",
      "pipe = StableDiffusionPipeline.from_single_file(",
      `    ${text(`https://huggingface.co/${model.id}/blob/main/${file}`)},`,
      "    torch_dtype=torch.float16,",
      `).to("cuda")`,
      `image = pipe(${text(EXAMPLE_INPUTS.prompt)}).images[0]`,
    ].join("\n"),
    [
      "# ComfyUI: put the checkpoint where its loader node looks for it",
      "from huggingface_hub import hf_hub_download",
      "",
      `hf_hub_download(repo_id=${text(model.id)}, filename=${text(file)}, local_dir="ComfyUI/models/checkpoints")`,
    ].join("\n"),
  ];
}

/**
 * Glyph-ByT5 (text rendering in images): checkpoints are read by the repository's
 * inference script.
 *
 * @example
 * ```ts
 * glyphByt5Snippets({ id: "GlyphByT5/Glyph-SDXL-v2", tags: [] });
 * ```
 */
export function glyphByt5Snippets(model: ModelData): string[] {
  return [
    pythonDownloadSnippet(
      model,
      "Point the Glyph-ByT5 inference config (https://github.com/AIGText/Glyph-ByT5) at local_dir.",
    ),
  ];
}

/**
 * Diffree (object insertion from text): run the repository's app with the downloaded weights.
 *
 * @example
 * ```ts
 * diffreeSnippets({ id: "LiruiZhao/Diffree", tags: [] });
 * ```
 */
export function diffreeSnippets(model: ModelData): string[] {
  return [
    cloneAndRunSnippet(
      model,
      "https://github.com/OpenGVLab/Diffree",
      "python app.py",
      "checkpoints",
    ),
  ];
}

/**
 * InfiniteYou (identity-preserving Flux generation): the repository's test script reads the
 * downloaded model folder.
 *
 * @example
 * ```ts
 * infiniteYouSnippets({ id: "ByteDance/InfiniteYou", tags: [] });
 * ```
 */
export function infiniteYouSnippets(model: ModelData): string[] {
  return [
    cloneAndRunSnippet(
      model,
      "https://github.com/bytedance/InfiniteYou",
      `python test.py --id_image ./assets/examples/man.jpg --prompt "A man, portrait, cinematic" --out_results_dir ./results`,
      "models/InfiniteYou",
    ),
  ];
}

/**
 * MiniMax H3: a diffusers-format repository, loaded with the generic pipeline class.
 *
 * @example
 * ```ts
 * minimaxH3Snippets({ id: "MiniMaxAI/MiniMax-H3", tags: [] });
 * ```
 */
export function minimaxH3Snippets(model: ModelData): string[] {
  return [
    [
      "import torch",
      "from diffusers import DiffusionPipeline",
      "",
      `pipe = DiffusionPipeline.from_pretrained(${text(model.id)}, torch_dtype=torch.bfloat16, trust_remote_code=True).to("cuda")`,
      `image = pipe(prompt=${text(EXAMPLE_INPUTS.prompt)}).images[0]`,
    ].join("\n"),
  ];
}

/**
 * Fixer (NVIDIA's artifact remover for novel-view renders): weights go into the repository's
 * `pretrained` folder.
 *
 * @example
 * ```ts
 * fixerSnippets({ id: "nvidia/Fixer", tags: [] });
 * ```
 */
export function fixerSnippets(model: ModelData): string[] {
  return [
    [
      "git clone https://github.com/nv-tlabs/Fixer",
      "cd Fixer",
      hfDownloadCommand(model, "."),
      "# The weights land in pretrained/; run the inference script from the README on your renders",
    ].join("\n"),
  ];
}
