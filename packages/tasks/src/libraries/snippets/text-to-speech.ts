import type { ModelData } from "../../model-data.js";
import { cloneAndRun, hfDownloadCommand } from "../internal/download-snippet.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import {
  fileNames,
  findFile,
  hubDownloadImports,
  pythonFileDownload,
} from "../internal/model-files.js";
import { commentText, pythonString as q, shellWord } from "../../quoting.js";

const speech = q(EXAMPLE_INPUTS.speech);

/** Chatterbox: load the downloaded checkpoint folder with `from_local`. */
export const chatterboxSnippets = (model: ModelData): string[] => [
  `import torchaudio
from chatterbox.tts import ChatterboxTTS
from huggingface_hub import snapshot_download

model = ChatterboxTTS.from_local(snapshot_download(${q(model.id)}), device="cuda")
wav = model.generate(${speech})
torchaudio.save("speech.wav", wav, model.sr)`,
];

/** ChatTTS: conversational TTS, loaded from a custom path. */
export const chatTtsSnippets = (model: ModelData): string[] => [
  `import ChatTTS
from huggingface_hub import snapshot_download

chat = ChatTTS.Chat()
chat.load(source="custom", custom_path=snapshot_download(${q(model.id)}), compile=False)
wavs = chat.infer([${speech}])`,
];

/** CosyVoice: run inside a clone of the repository (its modules are not on PyPI). */
export const cosyvoiceSnippets = (model: ModelData): string[] => [
  `# git clone --recursive https://github.com/FunAudioLLM/CosyVoice && cd CosyVoice
from cosyvoice.cli.cosyvoice import CosyVoice2
from huggingface_hub import snapshot_download

cosyvoice = CosyVoice2(snapshot_download(${q(model.id)}))
for index, result in enumerate(cosyvoice.inference_sft(${speech}, "中文女")):
    print(index, result["tts_speech"].shape)`,
];

/** Dia: dialogue TTS with speaker tags. */
export const diaTtsSnippets = (model: ModelData): string[] => [
  `from dia.model import Dia

model = Dia.from_pretrained(${q(model.id)})
output = model.generate("[S1] Dia is an open weights text to dialogue model. [S2] You get full control over scripts and voices.")
model.save_audio("dialogue.mp3", output)`,
];

/** Dia2: streaming dialogue TTS. */
export const dia2Snippets = (model: ModelData): string[] => [
  `from dia2 import Dia2, GenerationConfig

dia = Dia2.from_repo(${q(model.id)}, device="cuda", dtype="bfloat16")
result = dia.generate("[S1] Hello Dia2! [S2] Hi there.", config=GenerationConfig(), output_wav="hello.wav")`,
];

/** The model configurations F5-TTS ships, which are also the folder names of SWivid's checkpoints. */
const F5_TTS_CONFIGS = [
  "F5TTS_v1_Base",
  "F5TTS_v1_Small",
  "F5TTS_Base",
  "F5TTS_Small",
  "E2TTS_Base",
  "E2TTS_Small",
];

/**
 * F5-TTS: flow-matching TTS with a reference voice. `F5TTS(model=…)` names the configuration
 * the checkpoint was trained with, so a checkpoint in one of SWivid's configuration folders
 * is loaded with that configuration (F5TTS_v1_Base first, the package's default), and
 * fine-tunes with the default one and their own vocabulary when they ship `vocab.txt`.
 *
 * @example
 * ```ts
 * f5TtsSnippets({ id: "SWivid/F5-TTS", tags: ["f5-tts"], siblings: [{ rfilename: "F5TTS_v1_Base/model_1250000.safetensors" }] });
 * ```
 */
export const f5TtsSnippets = (model: ModelData): string[] => {
  const files = fileNames(model);
  const configured = F5_TTS_CONFIGS.map((config) => ({
    config,
    file: files.find((file) => file.startsWith(`${config}/`) && /\.(safetensors|pt)$/.test(file)),
  })).find((entry) => entry.file !== undefined);
  const config = configured?.config ?? "F5TTS_v1_Base";
  const checkpoint = configured?.file
    ? `hf_hub_download(repo_id=${q(model.id)}, filename=${q(configured.file)})`
    : pythonFileDownload(model, [".safetensors", ".pt"]);
  const imports = configured?.file
    ? "hf_hub_download"
    : hubDownloadImports(model, [".safetensors", ".pt"]);
  const vocabulary = files.find((file) => file.endsWith("vocab.txt"));
  const vocabularyArgument = vocabulary
    ? `, vocab_file=hf_hub_download(repo_id=${q(model.id)}, filename=${q(vocabulary)})`
    : "";
  const importLine =
    vocabulary && !imports.includes("hf_hub_download")
      ? `from huggingface_hub import hf_hub_download, ${imports}`
      : `from huggingface_hub import ${imports}`;
  return [
    `from f5_tts.api import F5TTS
${importLine}

checkpoint = ${checkpoint}
tts = F5TTS(model=${q(config)}, ckpt_file=checkpoint${vocabularyArgument})
wav, sample_rate, _ = tts.infer(ref_file="reference.wav", ref_text="Text spoken in reference.wav.", gen_text=${speech}, file_wave="speech.wav")`,
  ];
};

/** GLM-TTS: Zhipu's TTS, run from the repository. */
export const glmTtsSnippets = cloneAndRun(
  "https://github.com/zai-org/GLM-TTS",
  "python glmtts_inference.py --data=example_zh --exp_name=_test --use_cache",
  "ckpt",
);

/** Habibi-TTS: Arabic-dialect F5-TTS checkpoints. */
export const habibiTtsSnippets = (model: ModelData): string[] => [
  `from f5_tts.api import F5TTS
from huggingface_hub import ${hubDownloadImports(model, [".safetensors"])}

checkpoint = ${pythonFileDownload(model, [".safetensors"])}
tts = F5TTS(ckpt_file=checkpoint)`,
];

/** IMS Toucan: multilingual TTS, run from the repository. */
export const imstoucanSnippets = cloneAndRun(
  "https://github.com/DigitalPhonetics/IMS-Toucan",
  "python run_text_to_file_reader.py",
  "Models",
);

/** IndexTTS: zero-shot TTS with a voice prompt. */
export const indexTtsSnippets = (model: ModelData): string[] => [
  `from huggingface_hub import snapshot_download
from indextts.infer import IndexTTS

model_dir = snapshot_download(${q(model.id)})
tts = IndexTTS(model_dir=model_dir, cfg_path=f"{model_dir}/config.yaml")
tts.infer("voice_prompt.wav", ${speech}, "speech.wav")`,
];

/** KittenTTS: tiny CPU TTS. */
export const kittenttsSnippets = (model: ModelData): string[] => [
  `import soundfile
from kittentts import KittenTTS

model = KittenTTS(${q(model.id)})
audio = model.generate(${speech}, voice="expr-voice-2-f")
soundfile.write("speech.wav", audio, 24000)`,
];

/** MARS5: voice cloning TTS; the repository's `Mars5TTS` class loads a Hub id. */
export const mars5TtsSnippets = (model: ModelData): string[] => [
  `# git clone https://github.com/Camb-ai/MARS5-TTS && cd MARS5-TTS && pip install -r requirements.txt
from inference import Mars5TTS

mars5 = Mars5TTS.from_pretrained(${q(model.id)})`,
];

/** OuteTTS: LLM-based TTS through transformers. */
export const outettsSnippets = (model: ModelData): string[] => [
  `import outetts

config = outetts.ModelConfig(
    model_path=${q(model.id)},
    tokenizer_path=${q(model.id)},
    interface_version=outetts.InterfaceVersion.V3,
    backend=outetts.Backend.HF,
)
interface = outetts.Interface(config=config)
speaker = interface.load_default_speaker("EN-FEMALE-1-NEUTRAL")
output = interface.generate(config=outetts.GenerationConfig(text=${speech}, speaker=speaker))
output.save("speech.wav")`,
];

/** Piper: fast local ONNX voices. */
export const piperSnippets = (model: ModelData): string[] => {
  const voice = findFile(model, [".onnx"]);
  // Piper reads the voice's config from the .onnx.json file beside it, so both are fetched.
  const download = voice
    ? `from huggingface_hub import hf_hub_download
from piper import PiperVoice

voice_path = hf_hub_download(repo_id=${q(model.id)}, filename=${q(voice)})
hf_hub_download(repo_id=${q(model.id)}, filename=${q(voice + ".json")})`
    : `from pathlib import Path
from huggingface_hub import snapshot_download
from piper import PiperVoice

# Downloads the repository and takes its first .onnx voice; pick another if it has several
voice_path = str(sorted(Path(snapshot_download(${q(model.id)})).rglob("*.onnx"))[0])`;
  return [
    `import wave
${download}
voice = PiperVoice.load(voice_path)
with wave.open("speech.wav", "wb") as wav_file:
    voice.synthesize_wav(${speech}, wav_file)`,
  ];
};

/** Pocket TTS: Kyutai's CPU TTS; the package loads the published weights itself. */
export const pocketTtsSnippets = (model: ModelData): string[] => [
  `# pip install pocket-tts
import scipy.io.wavfile
from pocket_tts import TTSModel

# load_model() fetches the weights published in ${commentText(model.id)}
tts_model = TTSModel.load_model()
voice_state = tts_model.get_state_for_audio_prompt("alba")
audio = tts_model.generate_audio(voice_state, ${speech})
scipy.io.wavfile.write("speech.wav", tts_model.sample_rate, audio.numpy())`,
];

/** Qwen3-TTS: the generation call depends on the variant (custom voice, voice design, base). */
export const qwen3TtsSnippets = (model: ModelData): string[] => {
  const call = /voicedesign/i.test(model.id)
    ? `wavs, sample_rate = model.generate_voice_design(text=${speech}, language="English", instruct="A warm, calm female voice")`
    : /customvoice/i.test(model.id)
      ? `wavs, sample_rate = model.generate_custom_voice(text=${speech}, language="English", speaker="Ryan")`
      : `wavs, sample_rate = model.generate_voice_clone(text=${speech}, language="English", ref_audio="reference.wav", ref_text="Text spoken in reference.wav.")`;
  return [
    `import soundfile
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained(${q(model.id)}, device_map="cuda:0", dtype=torch.bfloat16)
${call}
soundfile.write("speech.wav", wavs[0], sample_rate)`,
  ];
};

/** Supertonic: on-device ONNX TTS through the `supertonic` package, which fetches the weights. */
export const supertonicSnippets = (model: ModelData): string[] => [
  `# pip install supertonic
from supertonic import TTS

# The package downloads the Supertonic ONNX models (${commentText(model.id)}) on first use
tts = TTS(auto_download=True)
style = tts.get_voice_style(voice_name="M1")
wav, duration = tts.synthesize(${q(EXAMPLE_INPUTS.speech)}, voice_style=style)
tts.save_audio(wav, "speech.wav")`,
];

/** VoxCPM: tokenizer-free TTS. */
export const voxcpmSnippets = (model: ModelData): string[] => [
  `import soundfile
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained(${q(model.id)})
wav = model.generate(text=${speech})
soundfile.write("speech.wav", wav, 16000)`,
];

/**
 * Vui: small conversational speech models behind the `Engine` API, which fetches its checkpoint
 * from the Hub; the official voices ship pre-encoded for each checkpoint.
 */
export const vuiSnippets = (model: ModelData): string[] => [
  `# pip install vui-tts
from vui.engine import Engine, GenConfig, Segment
from vui.prompt_files import load_official_prompt

# The default checkpoint comes from ${commentText(model.id)}; pass a checkpoint name or a local path to pick another
engine = Engine()
text, codes, speaker, bias = load_official_prompt("maeve", checkpoint=engine.checkpoint)
with engine.new_row() as row:
    row.prefill([Segment(text, codes)], spk_emb=speaker, cond_bias=bias)
    codes, audio = row.render(${q(EXAMPLE_INPUTS.speech)}, GenConfig(temperature=0.7))`,
];

/** VibeVoice: speech models run from the repository's demo scripts with the Hub id. */
export const vibevoiceSnippets = (model: ModelData): string[] => {
  const clone = "git clone https://github.com/microsoft/VibeVoice && cd VibeVoice";
  // The repository now ships demos for the realtime TTS and ASR models only: Microsoft
  // removed the long-form TTS code (VibeVoice-1.5B, -Large) after misuse.
  if (/asr/i.test(model.id)) {
    return [
      `${clone}
pip install -e .
python demo/vibevoice_asr_inference_from_file.py --model_path ${shellWord(model.id)} --audio_files audio.wav`,
    ];
  }
  if (/realtime/i.test(model.id)) {
    return [
      `${clone}
pip install -e ".[streamingtts]"
python demo/realtime_model_inference_from_file.py --model_path ${shellWord(model.id)} --txt_path demo/text_examples/1p_vibevoice.txt --speaker_name Carter`,
    ];
  }
  return [
    `# Microsoft removed the inference code for ${commentText(model.id)} from https://github.com/microsoft/VibeVoice
# (see docs/vibevoice-tts.md); its realtime model, microsoft/VibeVoice-Realtime-0.5B, still runs.
${hfDownloadCommand(model)}`,
  ];
};

/** Zonos: expressive TTS with speaker embeddings. */
export const zonosSnippets = (model: ModelData): string[] => [
  `import torchaudio
from zonos.conditioning import make_cond_dict
from zonos.model import Zonos

model = Zonos.from_pretrained(${q(model.id)}, device="cuda")
wav, sampling_rate = torchaudio.load("reference.wav")
speaker = model.make_speaker_embedding(wav, sampling_rate)
conditioning = model.prepare_conditioning(make_cond_dict(text=${speech}, speaker=speaker, language="en-us"))
codes = model.generate(conditioning)
torchaudio.save("speech.wav", model.autoencoder.decode(codes).cpu()[0], model.autoencoder.sampling_rate)`,
];
