import type { LibraryUiElement } from "../library-ui-element.js";

/**
 * Speech recognition, audio understanding and speech-to-speech libraries.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * AUDIO_SPEECH_LIBRARIES["asteroid"].prettyLabel; // "Asteroid"
 * ```
 */
export const AUDIO_SPEECH_LIBRARIES = {
  asteroid: {
    prettyLabel: "Asteroid",
    repoName: "Asteroid",
    repoUrl: "https://github.com/asteroid-team/asteroid",
    docsUrl: "https://huggingface.co/docs/hub/asteroid",
    filter: true,
    countDownloads: `path:"pytorch_model.bin"`,
    pipelines: ["audio-to-audio"],
  },
  espnet: {
    prettyLabel: "ESPnet",
    repoName: "ESPnet",
    repoUrl: "https://github.com/espnet/espnet",
    docsUrl: "https://huggingface.co/docs/hub/espnet",
    filter: true,
    pipelines: ["automatic-speech-recognition", "text-to-speech", "audio-to-audio"],
  },
  k2: {
    prettyLabel: "K2",
    repoName: "k2",
    repoUrl: "https://github.com/k2-fsa/k2",
    pipelines: ["automatic-speech-recognition"],
  },
  "montreal-forced-aligner": {
    prettyLabel: "Montreal Forced Aligner",
    repoName: "Montreal Forced Aligner",
    repoUrl: "https://github.com/MontrealCorpusTools/Montreal-Forced-Aligner",
    docsUrl: "https://montreal-forced-aligner.readthedocs.io",
    filter: false,
    countDownloads: `path:"acoustic/final.mdl" OR path_extension:"zip"`,
    pipelines: ["automatic-speech-recognition"],
  },
  nemo: {
    prettyLabel: "NeMo",
    repoName: "NeMo",
    repoUrl: "https://github.com/NVIDIA/NeMo",
    filter: true,
    countDownloads: `path_extension:"nemo" OR path:"model_config.yaml" OR path_extension:"json"`,
    pipelines: ["automatic-speech-recognition", "text-to-speech", "text-generation"],
  },
  "pyannote-audio": {
    prettyLabel: "pyannote.audio",
    repoName: "pyannote-audio",
    repoUrl: "https://github.com/pyannote/pyannote-audio",
    filter: true,
    pipelines: ["voice-activity-detection", "automatic-speech-recognition"],
  },
  reverb: {
    prettyLabel: "Reverb",
    repoName: "Reverb",
    repoUrl: "https://github.com/revdotcom/reverb",
    filter: false,
    pipelines: ["automatic-speech-recognition"],
  },
  speechbrain: {
    prettyLabel: "speechbrain",
    repoName: "speechbrain",
    repoUrl: "https://github.com/speechbrain/speechbrain",
    docsUrl: "https://huggingface.co/docs/hub/speechbrain",
    filter: true,
    countDownloads: `path:"hyperparams.yaml"`,
    pipelines: [
      "audio-classification",
      "audio-to-audio",
      "automatic-speech-recognition",
      "text-to-speech",
    ],
  },
  whisperkit: {
    prettyLabel: "WhisperKit",
    repoName: "WhisperKit",
    repoUrl: "https://github.com/argmaxinc/WhisperKit",
    docsUrl: "https://github.com/argmaxinc/WhisperKit?tab=readme-ov-file#homebrew",
    countDownloads: `path_filename:"model" AND path_extension:"mil" AND _exists_:"path_prefix"`,
    pipelines: ["automatic-speech-recognition"],
  },
  openasr: {
    prettyLabel: "OpenASR",
    repoName: "OpenASR",
    repoUrl: "https://github.com/QuintinShaw/openasr",
    docsUrl: "https://github.com/QuintinShaw/openasr/blob/main/docs/DOCS_INDEX.md",
    filter: false,
    countDownloads: `path_extension:"oasr"`,
    pipelines: ["automatic-speech-recognition"],
  },
  audioseal: {
    prettyLabel: "AudioSeal",
    repoName: "audioseal",
    repoUrl: "https://github.com/facebookresearch/audioseal",
    filter: false,
    countDownloads: `path_extension:"pth"`,
    pipelines: ["audio-classification"],
  },
  mect: {
    prettyLabel: "MECT",
    repoName: "AntSpeaker",
    repoUrl: "https://github.com/ant-research/AntSpeaker",
    filter: false,
    countDownloads: `path_extension:"pt"`,
    pipelines: ["audio-classification"],
  },
  "kimi-audio": {
    prettyLabel: "KimiAudio",
    repoName: "KimiAudio",
    repoUrl: "https://github.com/MoonshotAI/Kimi-Audio",
    filter: false,
    pipelines: ["audio-text-to-text", "automatic-speech-recognition"],
  },
  "mini-omni2": {
    prettyLabel: "Mini-Omni2",
    repoName: "Mini-Omni2",
    repoUrl: "https://github.com/gpt-omni/mini-omni2",
    countDownloads: `path:"model_config.yaml"`,
    pipelines: ["any-to-any"],
  },
  moshi: {
    prettyLabel: "Moshi",
    repoName: "Moshi",
    repoUrl: "https://github.com/kyutai-labs/moshi",
    filter: false,
    countDownloads: `path:"tokenizer-e351c8d8-checkpoint125.safetensors"`,
    pipelines: ["audio-to-audio"],
  },
  tensorflowtts: {
    prettyLabel: "TensorFlowTTS",
    repoName: "TensorFlowTTS",
    repoUrl: "https://github.com/TensorSpeech/TensorFlowTTS",
    pipelines: ["text-to-speech"],
  },
  voicecraft: {
    prettyLabel: "VoiceCraft",
    repoName: "VoiceCraft",
    repoUrl: "https://github.com/jasonppy/VoiceCraft",
    docsUrl: "https://github.com/jasonppy/VoiceCraft",
    pipelines: ["text-to-speech"],
  },
  "ssr-speech": {
    prettyLabel: "SSR-Speech",
    repoName: "SSR-Speech",
    repoUrl: "https://github.com/WangHelin1997/SSR-Speech",
    filter: false,
    countDownloads: `path_extension:".pth"`,
    pipelines: ["text-to-speech"],
  },
  soloaudio: {
    prettyLabel: "SoloAudio",
    repoName: "SoloAudio",
    repoUrl: "https://github.com/WangHelin1997/SoloAudio",
    filter: false,
    countDownloads: `path:"soloaudio_v2.pt"`,
    pipelines: ["audio-to-audio"],
  },
} satisfies Record<string, LibraryUiElement>;
