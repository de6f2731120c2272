import type { ModelData } from "../../model-data.js";
import { cloneAndRun } from "../internal/download-snippet.js";
import { hubDownloadImports, pythonFileDownload } from "../internal/model-files.js";
import { commentText, pythonString as q } from "../../quoting.js";

/** ACE-Step: music generation from the repository's pipeline. */
export const acestepSnippets = (model: ModelData): string[] => [
  `# pip install git+https://github.com/ace-step/ACE-Step
from acestep.pipeline_ace_step import ACEStepPipeline
from huggingface_hub import snapshot_download

pipeline = ACEStepPipeline(checkpoint_dir=snapshot_download(${q(model.id)}))
pipeline(audio_duration=30, prompt="funk, pop, soul, melodic", lyrics="[verse]\\nNeon lights across the sky", save_path="song.wav")`,
];

/** AudioCraft: MusicGen and AudioGen by Hub id. */
export const audiocraftSnippets = (model: ModelData): string[] => {
  const generator = /audiogen/i.test(model.id)
    ? "AudioGen"
    : /magnet/i.test(model.id)
      ? "MAGNeT"
      : "MusicGen";
  return [
    `from audiocraft.data.audio import audio_write
from audiocraft.models import ${generator}

model = ${generator}.get_pretrained(${q(model.id)})
model.set_generation_params(duration=8)
wav = model.generate(["happy rock", "energetic EDM"])
for index, one_wav in enumerate(wav):
    audio_write(f"sample_{index}", one_wav.cpu(), model.sample_rate, strategy="loudness")`,
  ];
};

/** Stable Audio Tools: text-conditioned audio from a pretrained model id. */
export const stableAudioToolsSnippets = (model: ModelData): string[] => [
  `import torch
import torchaudio
from einops import rearrange
from stable_audio_tools import get_pretrained_model
from stable_audio_tools.inference.generation import generate_diffusion_cond

model, model_config = get_pretrained_model(${q(model.id)})
sample_rate = model_config["sample_rate"]
conditioning = [{"prompt": "128 BPM tech house drum loop", "seconds_start": 0, "seconds_total": 30}]
output = generate_diffusion_cond(model, steps=100, cfg_scale=7, conditioning=conditioning, sample_size=model_config["sample_size"], device="cuda")
output = rearrange(output, "b d n -> d (b n)").to(torch.float32).clamp(-1, 1).cpu()
torchaudio.save("output.wav", output, sample_rate)`,
];

/**
 * Stable Audio 3: the `stable_audio_3` pipeline loads a model by size name ("small" runs on a
 * CPU, "medium" needs CUDA), which the snippet reads from the Hub id.
 */
export const stableAudio3Snippets = (model: ModelData): string[] => [
  `# Install from https://github.com/Stability-AI/stable-audio-3 (uv sync --extra cuda)
from stable_audio_3 import StableAudioPipeline

pipe = StableAudioPipeline.from_pretrained(${q(/small/i.test(model.id) ? "small" : "medium")})  # ${commentText(model.id)}
audio = pipe.generate(prompt="Lo-fi hip hop beat with warm piano chords, 84 BPM", duration=30)`,
];

/** SongBloom: full-song generation. */
export const songbloomSnippets = cloneAndRun(
  "https://github.com/Cypress-Yang/SongBloom",
  "python3 infer.py --input-jsonl example/test.jsonl",
  "cache",
);

/** SongGeneration (Tencent): lyrics-to-song. */
export const tencentSongGenerationSnippets = cloneAndRun(
  "https://github.com/tencent-ailab/songgeneration",
  "sh generate.sh ckpt/songgeneration_base sample/lyrics.jsonl sample/output",
  "ckpt",
);

/** Magenta RealTime: streaming music generation, two seconds at a time, steered by a style. */
export const magentaRealtimeSnippets = (model: ModelData): string[] => [
  `# pip install git+https://github.com/magenta/magenta-realtime
from magenta_rt import audio, system

mrt = system.MagentaRT()  # fetches its checkpoints (${commentText(model.id)}) on first use
style = system.embed_style("funk")

chunks = []
state = None
for _ in range(round(10 / mrt.config.chunk_length)):
    state, chunk = mrt.generate_chunk(state=state, style=style)
    chunks.append(chunk)
music = audio.concatenate(chunks, crossfade_time=mrt.crossfade_length)
music.to_file("music.wav")`,
];

/** TuneJury: a reward model that scores a (prompt, music clip) pair. */
export const tunejurySnippets = (model: ModelData): string[] => [
  `# Install from https://github.com/yonghyunk1m/TuneJury (conda env create -f environment.yml)
from huggingface_hub import ${hubDownloadImports(model, [".pt"])}
from tunejury import Scorer

scorer = Scorer.from_pretrained(${pythonFileDownload(model, [".pt"])})
print(scorer.score("clip.wav", prompt="a calm piano piece"))`,
];
