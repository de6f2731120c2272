import type { ModelData } from "../../model-data.js";
import { cloneAndRun, downloadThen } from "../internal/download-snippet.js";
import { fileNames, nameWithoutNamespace } from "../internal/model-files.js";
import { commentText, pythonString as q, shellWord } from "../../quoting.js";

/** Mochi (Genmo): the diffusers port generates from text. */
export const genmoSnippets = (model: ModelData): string[] => [
  `import torch
from diffusers import MochiPipeline
from diffusers.utils import export_to_video

pipe = MochiPipeline.from_pretrained(${q(model.id)}, torch_dtype=torch.bfloat16)
pipe.enable_model_cpu_offload()
pipe.enable_vae_tiling()
frames = pipe("Close-up of a chameleon's eye, with its scaly skin changing color", num_frames=84).frames[0]
export_to_video(frames, "mochi.mp4", fps=30)`,
];

/** Open-Sora 2: text-to-video with the repository's inference script. */
export const openSoraSnippets = cloneAndRun(
  "https://github.com/hpcaitech/Open-Sora",
  `torchrun --nproc_per_node 1 --standalone scripts/diffusion/inference.py configs/diffusion/inference/t2i2v_256px.py --save-dir samples --prompt "raining, sea"`,
  "ckpts",
);

/** MAGI-1: autoregressive video generation. */
export const magi1Snippets = cloneAndRun(
  "https://github.com/SandAI-org/MAGI-1",
  "bash example/4.5B/run.sh",
  "ckpt",
);

/**
 * LTX-2: audio-video generation with Lightricks' `ltx_pipelines` package. The two-stage
 * pipeline takes the full checkpoint, the distilled LoRA and the spatial upsampler, which are
 * picked from the repository's files, plus the Gemma text encoder.
 *
 * @example
 * ```ts
 * ltxSnippets({ id: "Lightricks/LTX-2", tags: [] });
 * ```
 */
export function ltxSnippets(model: ModelData): string[] {
  const weights = fileNames(model).filter((file) => file.endsWith(".safetensors"));
  const upsampler =
    weights.find((file) => /spatial-upscaler/.test(file)) ??
    "ltx-2-spatial-upscaler-x2-1.0.safetensors";
  const lora =
    weights.find((file) => /distilled-lora/.test(file)) ??
    "ltx-2-19b-distilled-lora-384.safetensors";
  const checkpoint =
    weights.find((file) => /-dev\b/.test(file) && !/lora|upscaler|fp8|fp4/.test(file)) ??
    "ltx-2-19b-dev.safetensors";
  const folder = `models/${nameWithoutNamespace(model.id)}`;
  return [
    `git clone https://github.com/Lightricks/LTX-2 && cd LTX-2 && uv sync --frozen
hf download ${shellWord(model.id)} --local-dir ${shellWord(folder)}
hf download google/gemma-3-12b-it-qat-q4_0-unquantized --local-dir models/gemma-3-12b
uv run python -m ltx_pipelines.ti2vid_two_stages \\
  --checkpoint-path ${shellWord(`${folder}/${checkpoint}`)} \\
  --distilled-lora ${shellWord(`${folder}/${lora}`)} 0.8 \\
  --spatial-upsampler-path ${shellWord(`${folder}/${upsampler}`)} \\
  --gemma-root models/gemma-3-12b \\
  --prompt "A beautiful sunset over the ocean" \\
  --output-path output.mp4`,
  ];
}

/** Wan 2.2: diffusers-format repositories load with `WanPipeline`; raw ones with generate.py. */
export const wan22Snippets = (model: ModelData): string[] => {
  if (/diffusers/i.test(model.id) || model.config?.diffusers?._class_name) {
    return [
      `import torch
from diffusers import WanPipeline
from diffusers.utils import export_to_video

pipe = WanPipeline.from_pretrained(${q(model.id)}, torch_dtype=torch.bfloat16).to("cuda")
frames = pipe(prompt="Two cats boxing on a spotlighted stage", height=480, width=832, num_frames=81).frames[0]
export_to_video(frames, "wan.mp4", fps=16)`,
    ];
  }
  return downloadThen(
    'Run the Wan2.2 scripts (https://github.com/Wan-Video/Wan2.2) on local_dir, e.g.\npython generate.py --task t2v-A14B --size "1280*720" --ckpt_dir <local_dir> --prompt "Two cats boxing"',
  )(model);
};

/** VideoX-Fun: Wan and CogVideoX fine-tunes run with the repository's predict scripts. */
export const videoxFunSnippets = cloneAndRun(
  "https://github.com/aigc-apps/VideoX-Fun",
  "python examples/wan2.1_fun/predict_t2v.py",
  "models/Diffusion_Transformer",
);

/**
 * Cosmos: NVIDIA's world foundation models. Repositories in diffusers format load with the
 * generic diffusers pipeline; the original checkpoints run with NVIDIA's inference scripts.
 *
 * @example
 * ```ts
 * cosmosSnippets({ id: "nvidia/Cosmos-Predict2-2B-Text2Image", tags: [], siblings: [{ rfilename: "model_index.json" }] });
 * ```
 */
export function cosmosSnippets(model: ModelData): string[] {
  const diffusersFormat =
    fileNames(model).includes("model_index.json") ||
    model.config?.diffusers?._class_name !== undefined ||
    /diffusers/i.test(model.id);
  const predict1 = /Cosmos-Predict1-(7B|14B)-(Text2World|Video2World)$/.exec(model.id);
  if (!diffusersFormat && predict1?.[1] && predict1[2]) {
    return cosmosPredict1Snippets(model, predict1[1], predict1[2]);
  }
  if (!diffusersFormat && /Cosmos-Transfer1-7B$/.test(model.id)) {
    return cosmosTransfer1Snippets(model);
  }
  if (!diffusersFormat) {
    return downloadThen(
      "Pass local_dir as the checkpoint directory of the Cosmos inference scripts (https://github.com/NVIDIA/Cosmos).",
    )(model);
  }
  const image = model.pipeline_tag === "text-to-image";
  return [
    [
      "import torch",
      "from diffusers import DiffusionPipeline",
      ...(image ? [] : ["from diffusers.utils import export_to_video"]),
      "",
      `pipe = DiffusionPipeline.from_pretrained(${q(model.id)}, torch_dtype=torch.bfloat16).to("cuda")`,
      'prompt = "A robot arm stacks red blocks on a wooden table in a bright workshop"',
      image
        ? 'pipe(prompt=prompt).images[0].save("cosmos.png")'
        : 'export_to_video(pipe(prompt=prompt).frames[0], "cosmos.mp4", fps=16)',
    ].join("\n"),
  ];
}

/**
 * The original Cosmos checkpoints run through the scripts of one of NVIDIA's cosmos-* repositories:
 * the same frame for each (a clone with its environment, then two script calls with the
 * repository root on PYTHONPATH), so it is written once.
 */
function cosmosRepositoryScript(
  repository: string,
  fetched: string,
  download: string[],
  inference: string[],
): string {
  return `# Run from a clone of https://github.com/nvidia-cosmos/${repository} with its environment
# set up (INSTALL.md); the download script needs a Hugging Face token with read access.
import os
import subprocess

env = {**os.environ, "PYTHONPATH": os.getcwd()}
# ${commentText(fetched)}
subprocess.run([${download.join(", ")}], env=env, check=True)
subprocess.run([${inference.join(", ")}], env=env, check=True)`;
}

/**
 * Cosmos-Predict1 checkpoints (not in diffusers format): the download script fetches the model
 * with its tokenizer, prompt upsampler and guardrail checkpoints, then the inference script
 * generates from a prompt (Text2World) or from a conditioning image or video (Video2World).
 */
function cosmosPredict1Snippets(model: ModelData, size: string, kind: string): string[] {
  const script = kind === "Text2World" ? "text2world" : "video2world";
  const input =
    kind === "Text2World"
      ? ['"--prompt"', q("A robot arm stacks red blocks on a wooden table in a bright workshop")]
      : [
          '"--input_image_or_video_path"',
          '"assets/diffusion/video2world_input0.jpg"',
          '"--num_input_frames"',
          '"1"',
        ];
  return [
    cosmosRepositoryScript(
      "cosmos-predict1",
      `Fetches ${model.id} with its tokenizer, prompt upsampler and guardrail into checkpoints/`,
      [
        '"python"',
        '"scripts/download_diffusion_checkpoints.py"',
        '"--model_sizes"',
        q(size),
        '"--model_types"',
        q(kind),
      ],
      [
        '"python"',
        `"cosmos_predict1/diffusion/inference/${script}.py"`,
        '"--checkpoint_dir"',
        '"checkpoints"',
        '"--diffusion_transformer_dir"',
        q(`Cosmos-Predict1-${size}-${kind}`),
        ...input,
        '"--offload_prompt_upsampler"',
        '"--video_save_name"',
        `"cosmos-${script}"`,
      ],
    ),
  ];
}

/**
 * Cosmos-Transfer1: world-to-world generation steered by control videos (edge, depth,
 * segmentation, blur). Its download script fetches `nvidia/Cosmos-Transfer1-7B` with every
 * control branch and the shared checkpoints; the transfer script reads a controlnet spec, a
 * JSON that names the input video, the prompt and the weight of each control (the repository's
 * assets folder has one per control).
 */
function cosmosTransfer1Snippets(model: ModelData): string[] {
  return [
    cosmosRepositoryScript(
      "cosmos-transfer1",
      `Fetches ${model.id}, its control branches and the shared checkpoints (about 300 GB) into checkpoints/`,
      ['"python"', '"scripts/download_checkpoints.py"', '"--output_dir"', '"checkpoints"'],
      [
        '"python"',
        '"cosmos_transfer1/diffusion/inference/transfer.py"',
        '"--checkpoint_dir"',
        '"checkpoints"',
        '"--controlnet_specs"',
        '"assets/inference_cosmos_transfer1_single_control_edge.json"',
        '"--video_save_folder"',
        '"outputs/cosmos-transfer1-edge"',
        '"--offload_text_encoder_model"',
      ],
    ),
  ];
}

/** Phantom: subject-consistent video generation on Wan. */
export const phantomWanSnippets = cloneAndRun(
  "https://github.com/Phantom-video/Phantom",
  `python generate.py --task s2v-1.3B --size "832*480" --ckpt_dir ./Wan2.1-T2V-1.3B --phantom_ckpt ./checkpoints --ref_image "examples/ref1.png" --prompt "A girl walks on the beach"`,
);

/** Self-Forcing: real-time autoregressive video diffusion. */
export const selfForcingSnippets = cloneAndRun(
  "https://github.com/guandeh17/Self-Forcing",
  "python inference.py --config_path configs/self_forcing_dmd.yaml --output_folder videos --checkpoint_path checkpoints/self_forcing_dmd.pt --data_path prompts/MovieGenVideoBench_extended.txt --use_ema",
);

/** Hallo: audio-driven portrait animation. */
export const halloSnippets = cloneAndRun(
  "https://github.com/fudan-generative-vision/hallo",
  "python scripts/inference.py --source_image examples/reference_images/1.jpg --driving_audio examples/driving_audios/1.wav",
  "pretrained_models",
);

/** Champ: human image animation guided by a 3D body model. */
export const champSnippets = cloneAndRun(
  "https://github.com/fudan-generative-vision/champ",
  "python inference.py --config configs/inference/inference.yaml",
  "pretrained_models",
);

/** LivePortrait: portrait animation from a driving video. */
export const liveportraitSnippets = cloneAndRun(
  "https://github.com/KwaiVGI/LivePortrait",
  "python inference.py -s assets/examples/source/s9.jpg -d assets/examples/driving/d0.mp4",
  "pretrained_weights",
);

/** InfiniteTalk: audio-driven talking video of unlimited length. */
export const infinitetalkSnippets = cloneAndRun(
  "https://github.com/MeiGen-AI/InfiniteTalk",
  "python generate_infinitetalk.py --ckpt_dir weights/Wan2.1-I2V-14B-480P --infinitetalk_dir weights/InfiniteTalk/single/infinitetalk.safetensors --input_json examples/single_example_image.json --save_file infinitetalk_result",
  "weights/InfiniteTalk",
);

/** LongCat-Video-Avatar: audio-driven avatar videos. */
export const longcatVideoAvatar15Snippets = cloneAndRun(
  "https://github.com/meituan-longcat/LongCat-Video",
  "torchrun --nproc_per_node=1 run_demo_avatar_single_audio_to_video.py --checkpoint_dir=./weights",
  "weights",
);

/** MTVCraft: audio-synchronised video generation. */
export const mtvcraftSnippets = cloneAndRun(
  "https://github.com/baaivision/MTVCraft",
  "python infer_pipeline.py",
  "pretrained_models",
);

/** SeedVR: one-step video restoration. */
export const seedvrSnippets = cloneAndRun(
  "https://github.com/ByteDance-Seed/SeedVR",
  "torchrun --nnodes=1 --nproc-per-node=1 projects/inference_seedvr2_3b.py --video_path ./test_videos --output_dir ./results --seed 42 --res_h 720 --res_w 1280 --sp_size 1",
  "ckpts",
);

/** VFIMamba: video frame interpolation; the repository's `Model` class loads a Hub id. */
export const vfiMambaSnippets = (model: ModelData): string[] => [
  `# Run inside a clone of https://github.com/MCG-NJU/VFIMamba
from Trainer_finetune import Model

model = Model.from_pretrained(${q(model.id)})`,
];

/** MatAnyone: video matting from a first-frame mask. */
export const matanyoneSnippets = (model: ModelData): string[] => [
  `# pip install git+https://github.com/pq-yang/MatAnyone
from matanyone import InferenceCore

processor = InferenceCore(${q(model.id)})
foreground_path, alpha_path = processor.process_video(
    input_path="inputs/video/test-sample1.mp4",
    mask_path="inputs/mask/test-sample1.png",
    output_path="outputs",
)`,
];

/** HunyuanWorld-Voyager: camera-controlled world exploration videos. */
export const hunyuanworldVoyagerSnippets = cloneAndRun(
  "https://github.com/Tencent-Hunyuan/HunyuanWorld-Voyager",
  'python sample_image2video.py --model-base ckpts/Voyager/transformers --input-path examples/case1 --prompt "An old-fashioned European village" --save-path ./results',
  "ckpts",
);

/** HY-WorldPlay: interactive world generation. */
export const hyWorldplaySnippets = downloadThen(
  "Pass local_dir to the HY-WorldPlay inference scripts (https://github.com/Tencent-Hunyuan/HY-WorldPlay).",
);

/** HY-World 2.0: 3D world generation. */
export const hyWorld2Snippets = downloadThen(
  "Pass local_dir to the HY-World 2.0 pipeline (https://github.com/Tencent-Hunyuan/HY-World-2.0).",
);

/** Lyra 2.0: 3D scene generation from video diffusion. */
export const lyra20Snippets = cloneAndRun(
  "https://github.com/nv-tlabs/lyra",
  "bash scripts/inference.sh",
);

/** open-oasis: a playable world model (Minecraft). */
export const openOasisSnippets = cloneAndRun(
  "https://github.com/etched-ai/open-oasis",
  "python generate.py --oasis-ckpt checkpoints/oasis500m.safetensors --vae-ckpt checkpoints/vit-l-20.safetensors",
);

/** SCAIL-2: character animation. */
export const scail2Snippets = downloadThen(
  "Pass local_dir to the SCAIL-2 inference script (https://github.com/zai-org/SCAIL-2).",
);

/** SEED-Story: multimodal story generation. */
export const seedStorySnippets = cloneAndRun(
  "https://github.com/TencentARC/SEED-Story",
  "python src/inference/gen_george.py",
  "pretrained",
);

/** WHAM (Muse): Microsoft's world and human action model. */
export const whamSnippets = downloadThen(
  "Open the .ckpt files in local_dir with the WHAM demonstrator described in the model card.",
);
