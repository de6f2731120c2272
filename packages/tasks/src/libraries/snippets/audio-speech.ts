import type { ModelData } from "../../model-data.js";
import {
  cloneAndRun,
  downloadThen,
  hfDownloadCommand,
  shellFileDownload,
} from "../internal/download-snippet.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import {
  fileNames,
  findFile,
  hubDownloadImports,
  nameWithoutNamespace,
  pythonFileDownload,
} from "../internal/model-files.js";
import { pythonString as q, shellWord } from "../../quoting.js";

/** Asteroid: source separation models. */
export const asteroidSnippets = (model: ModelData): string[] => [
  `from asteroid.models import BaseModel

model = BaseModel.from_pretrained(${q(model.id)})
model.separate("mixture.wav")  # writes one file per separated source`,
];

/** ESPnet: text-to-speech or speech recognition, by task. */
export const espnetSnippets = (model: ModelData): string[] => {
  if (model.pipeline_tag === "text-to-speech") {
    return [
      `from espnet2.bin.tts_inference import Text2Speech

model = Text2Speech.from_pretrained(${q(model.id)})
speech = model(${q(EXAMPLE_INPUTS.speech)})["wav"]`,
    ];
  }
  return [
    `import soundfile
from espnet2.bin.asr_inference import Speech2Text

model = Speech2Text.from_pretrained(${q(model.id)})
speech, rate = soundfile.read("speech.wav")
text, *_ = model(speech)[0]
print(text)`,
  ];
};

/**
 * k2 / icefall: repositories with ONNX transducer exports (encoder, decoder, joiner and
 * tokens) run with sherpa-onnx; plain icefall checkpoints need the recipe named in the card.
 *
 * @example
 * ```ts
 * k2Snippets({ id: "k2-fsa/zipformer-en", tags: [], siblings: [{ rfilename: "encoder.onnx" }, { rfilename: "decoder.onnx" }, { rfilename: "joiner.onnx" }] });
 * ```
 */
export function k2Snippets(model: ModelData): string[] {
  const onnx = fileNames(model).filter((file) => file.endsWith(".onnx"));
  const part = (name: string) =>
    onnx.find((file) => file.includes(name) && file.includes("int8")) ??
    onnx.find((file) => file.includes(name));
  const encoder = part("encoder");
  const decoder = part("decoder");
  const joiner = part("joiner");
  if (!encoder || !decoder || !joiner) {
    return downloadThen(
      "Decode with the icefall recipe named in the model card (https://github.com/k2-fsa/icefall).",
    )(model);
  }
  const tokens = findFile(model, ["tokens.txt"]);
  if (!tokens) {
    return downloadThen(
      "Pass the encoder, decoder, joiner and tokens files in local_dir to sherpa_onnx.OfflineRecognizer.from_transducer.",
    )(model);
  }
  return [
    `# pip install sherpa-onnx soundfile
import sherpa_onnx
import soundfile
from huggingface_hub import hf_hub_download

def fetch(name):
    return hf_hub_download(${q(model.id)}, name)

recognizer = sherpa_onnx.OfflineRecognizer.from_transducer(
    encoder=fetch(${q(encoder)}),
    decoder=fetch(${q(decoder)}),
    joiner=fetch(${q(joiner)}),
    tokens=fetch(${q(tokens)}),
    num_threads=2,
    decoding_method="greedy_search",
)
samples, sample_rate = soundfile.read("speech.wav", dtype="float32")
stream = recognizer.create_stream()
stream.accept_waveform(sample_rate, samples)
recognizer.decode_stream(stream)
print(stream.result.text)`,
  ];
}

/** Montreal Forced Aligner: acoustic models align a corpus with its transcripts. */
export const montrealForcedAlignerSnippets = (model: ModelData): string[] => [
  `${hfDownloadCommand(model)}
mfa align ./corpus ./dictionary.dict ${shellWord(nameWithoutNamespace(model.id))} ./aligned`,
];

/** NeMo: speech recognition models through `ASRModel`; other models through their collection. */
export const nemoSnippets = (model: ModelData): string[] => {
  if (model.pipeline_tag === "automatic-speech-recognition" || model.pipeline_tag === undefined) {
    return [
      `import nemo.collections.asr as nemo_asr

asr_model = nemo_asr.models.ASRModel.from_pretrained(${q(model.id)})
transcriptions = asr_model.transcribe(["speech.wav"])
print(transcriptions[0])`,
    ];
  }
  return [
    `from nemo.core import ModelPT

model = ModelPT.from_pretrained(${q(model.id)})`,
  ];
};

/**
 * Diarization with pyannote.audio 4: its pipelines return an output whose
 * `speaker_diarization` holds the turns, except the 3.x pipelines it still loads (legacy),
 * which return the turns themselves; `getattr` reads both.
 */
function pyannoteDiarization(modelId: string, tokenArgument: string): string {
  return `# Written for pyannote.audio 4.x
from pyannote.audio import Pipeline

pipeline = Pipeline.from_pretrained(${q(modelId)}${tokenArgument})
output = pipeline("audio.wav")
diarization = getattr(output, "speaker_diarization", output)
for turn, _, speaker in diarization.itertracks(yield_label=True):
    print(f"{turn.start:.1f}s-{turn.end:.1f}s {speaker}")`;
}

/**
 * pyannote.audio 4: diarization pipelines, or single models (segmentation, embedding) run
 * through `Inference`. pyannote's own models are gated, so the token argument is shown.
 *
 * @example
 * ```ts
 * pyannoteAudioSnippets({ id: "pyannote/speaker-diarization-community-1", tags: ["pyannote-audio-pipeline"] });
 * ```
 */
export const pyannoteAudioSnippets = (model: ModelData): string[] => {
  if (model.tags.includes("pyannote-audio-pipeline") || /diarization/i.test(model.id)) {
    return [pyannoteDiarization(model.id, `, token="YOUR_HF_TOKEN"`)];
  }
  return [
    `# Written for pyannote.audio 4.x
from pyannote.audio import Inference, Model

model = Model.from_pretrained(${q(model.id)}, token="YOUR_HF_TOKEN")
inference = Inference(model)
output = inference("audio.wav")`,
  ];
};

/**
 * Reverb: Rev's ASR models load with the WeNet fork in the reverb repository (`load_model`
 * takes the downloaded folder); the diarization models are pyannote pipelines.
 *
 * @example
 * ```ts
 * reverbSnippets({ id: "Revai/reverb-diarization-v2", tags: [] });
 * ```
 */
export function reverbSnippets(model: ModelData): string[] {
  if (/diariz/i.test(model.id) || model.pipeline_tag === "voice-activity-detection") {
    return [pyannoteDiarization(model.id, "")];
  }
  return [
    `# pip install from https://github.com/revdotcom/reverb (its asr folder)
import wenet
from huggingface_hub import snapshot_download

reverb = wenet.load_model(snapshot_download(${q(model.id)}))
print(reverb.transcribe("audio.wav"))`,
  ];
}

/** WhisperKit: Core ML Whisper for Apple devices, from the command line. */
export const whisperkitSnippets = (model: ModelData): string[] => [
  `brew install whisperkit-cli
${hfDownloadCommand(model, "whisperkit-models")}
# Each sub-folder is one model size, e.g. openai_whisper-large-v3
whisperkit-cli transcribe --model-path whisperkit-models/openai_whisper-large-v3 --audio-path audio.wav`,
];

/** OpenASR: `.oasr` speech recognition bundles. */
export const openasrSnippets = (model: ModelData): string[] => {
  // The CLI (v0.1.36) runs a local pack given by path; it refuses URLs, so the pack is downloaded first.
  const pack = shellFileDownload(model, [".oasr"]);
  return [
    `# Install OpenASR: brew install quintinshaw/tap/openasr (or https://github.com/QuintinShaw/openasr/releases)
${pack.lines.join("\n")}
openasr transcribe audio.wav --model-pack ${pack.path}`,
  ];
};

/** AudioSeal: watermark generators and detectors. */
export const audiosealSnippets = (model: ModelData): string[] => [
  `# pip install audioseal
from audioseal import AudioSeal
from huggingface_hub import ${hubDownloadImports(model, [".pth"])}

checkpoint = ${pythonFileDownload(model, [".pth"])}
detector = AudioSeal.load_detector(checkpoint)`,
];

/**
 * MECT (AntSpeaker): speaker-verification embeddings. The checkpoint carries its model and
 * feature configuration, so the snippet builds both from it.
 */
export const mectSnippets = (model: ModelData): string[] => [
  `# Install from https://github.com/ant-research/AntSpeaker (pip install torch torchaudio soundfile)
import antspeaker.models  # registers the MECT architectures
import soundfile
import torch
import torchaudio.compliance.kaldi as kaldi
from antspeaker.utils.registry import create_model
from huggingface_hub import ${hubDownloadImports(model, [".pt"])}

path = ${pythonFileDownload(model, [".pt"])}
config = torch.load(path, map_location="cpu")["config"]
model, _ = create_model(config["model"]).load_model(path)
model.eval()

features = config["feature"]
waveform, rate = soundfile.read("speech.wav", dtype="float32")  # at features["sampling_rate"]
fbank = kaldi.fbank(
    torch.from_numpy(waveform).unsqueeze(0) * (1 << 15),
    num_mel_bins=features["num_mel_bins"],
    frame_length=features["frame_length"],
    frame_shift=features["frame_shift"],
    dither=features["dither"],
    energy_floor=0.0,
    window_type="hamming",
    sample_frequency=features["sampling_rate"],
)
with torch.no_grad():
    embedding = model(fbank.unsqueeze(0).transpose(-1, -2))`,
];

/** Kimi-Audio: audio understanding and generation. */
export const kimiAudioSnippets = (model: ModelData): string[] => [
  `from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path=${q(model.id)}, load_detokenizer=True)
messages = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": "speech.wav"},
]
_, text = model.generate(messages, output_type="text")
print(text)`,
];

/** Mini-Omni2: an omni-modal assistant served by the repository's demo server. */
export const miniOmni2Snippets = cloneAndRun(
  "https://github.com/gpt-omni/mini-omni2",
  "python3 server.py --ip 0.0.0.0 --port 60808",
);

/** Moshi: full-duplex speech dialogue served from the Hub repository. */
export const moshiSnippets = (model: ModelData): string[] => {
  const mlx = /mlx/i.test(model.id) || model.tags.includes("mlx");
  return [
    mlx
      ? `pip install -U moshi_mlx
python -m moshi_mlx.local_web -q 4 --hf-repo ${shellWord(model.id)}`
      : `pip install -U moshi
python -m moshi.server --hf-repo ${shellWord(model.id)}`,
  ];
};

/** TensorFlowTTS: acoustic models and vocoders. */
export const tensorflowttsSnippets = (model: ModelData): string[] => [
  `from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained(${q(model.id)})
model = TFAutoModel.from_pretrained(${q(model.id)})`,
];

/** VoiceCraft: speech editing and zero-shot TTS (run inside a clone of the repository). */
export const voicecraftSnippets = (model: ModelData): string[] => [
  `# git clone https://github.com/jasonppy/VoiceCraft && cd VoiceCraft
from models import voicecraft

model = voicecraft.VoiceCraft.from_pretrained(${q(model.id)})`,
];

/** SSR-Speech: speech editing and TTS. */
export const ssrSpeechSnippets = cloneAndRun(
  "https://github.com/WangHelin1997/SSR-Speech",
  "python inference_tts.py",
);

/** SoloAudio: target sound extraction. */
export const soloaudioSnippets = cloneAndRun(
  "https://github.com/WangHelin1997/SoloAudio",
  "python tse_audio.py",
);

/**
 * SpeechBrain: the interface class named in the model's `hyperparams.yaml` (via
 * `config.speechbrain`), with the matching call for its task.
 *
 * @example
 * ```ts
 * speechbrainSnippets({ id: "speechbrain/sepformer-wham", tags: [], config: { speechbrain: { speechbrain_interface: "SepformerSeparation" } } });
 * ```
 */
export function speechbrainSnippets(model: ModelData): string[] {
  const interfaceName =
    model.config?.speechbrain?.speechbrain_interface ?? defaultSpeechbrainInterface(model);
  const known = SPEECHBRAIN_INTERFACES[interfaceName];
  const moduleName = known?.module ?? "interfaces";
  const call = known?.call ?? "";
  return [
    [
      `from speechbrain.inference.${moduleName} import ${interfaceName}`,
      "",
      `model = ${interfaceName}.from_hparams(source=${q(model.id)}, savedir=${q(`pretrained_models/${nameWithoutNamespace(model.id)}`)})`,
      ...(call ? [call] : []),
    ].join("\n"),
  ];
}

/** The module and an example call for each SpeechBrain inference interface. */
const SPEECHBRAIN_INTERFACES: Record<string, { module: string; call: string }> = {
  EncoderASR: { module: "ASR", call: `model.transcribe_file("speech.wav")` },
  EncoderDecoderASR: { module: "ASR", call: `model.transcribe_file("speech.wav")` },
  WhisperASR: { module: "ASR", call: `model.transcribe_file("speech.wav")` },
  EncoderClassifier: { module: "classifiers", call: `model.classify_file("speech.wav")` },
  AudioClassifier: { module: "classifiers", call: `model.classify_file("speech.wav")` },
  SepformerSeparation: { module: "separation", call: `model.separate_file("mixture.wav")` },
  SpectralMaskEnhancement: { module: "enhancement", call: `model.enhance_file("noisy.wav")` },
  WaveformEnhancement: { module: "enhancement", call: `model.enhance_file("noisy.wav")` },
  SpeakerRecognition: {
    module: "speaker",
    call: `model.verify_files("speaker1.wav", "speaker2.wav")`,
  },
  Tacotron2: {
    module: "TTS",
    call: `mel_output, mel_length, alignment = model.encode_text("Mary had a little lamb")`,
  },
  FastSpeech2: {
    module: "TTS",
    call: `mel_output, durations, pitch, energy = model.encode_text(["Mary had a little lamb"])`,
  },
  HIFIGAN: { module: "vocoders", call: "" },
};

function defaultSpeechbrainInterface(model: ModelData): string {
  switch (model.pipeline_tag) {
    case "audio-classification":
      return "EncoderClassifier";
    case "audio-to-audio":
      return "SepformerSeparation";
    case "text-to-speech":
      return "Tacotron2";
    default:
      return "EncoderDecoderASR";
  }
}
