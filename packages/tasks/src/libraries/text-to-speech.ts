import type { LibraryUiElement } from "../library-ui-element.js";

/**
 * Text-to-speech and voice-cloning libraries.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * TEXT_TO_SPEECH_LIBRARIES["chatterbox"].prettyLabel; // "Chatterbox"
 * ```
 */
export const TEXT_TO_SPEECH_LIBRARIES = {
  chatterbox: {
    prettyLabel: "Chatterbox",
    repoName: "Chatterbox",
    repoUrl: "https://github.com/resemble-ai/chatterbox",
    filter: false,
    countDownloads: `path:"tokenizer.json"`,
    pipelines: ["text-to-speech"],
  },
  chat_tts: {
    prettyLabel: "ChatTTS",
    repoName: "ChatTTS",
    repoUrl: "https://github.com/2noise/ChatTTS.git",
    filter: false,
    countDownloads: `path:"asset/GPT.pt"`,
    pipelines: ["text-to-speech"],
  },
  cosyvoice: {
    prettyLabel: "CosyVoice",
    repoName: "CosyVoice",
    repoUrl: "https://github.com/FunAudioLLM/CosyVoice",
    filter: false,
    countDownloads: `path_extension:"onnx" OR path_extension:"pt"`,
    pipelines: ["text-to-speech"],
  },
  "dia-tts": {
    prettyLabel: "Dia",
    repoName: "Dia",
    repoUrl: "https://github.com/nari-labs/dia",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  dia2: {
    prettyLabel: "Dia2",
    repoName: "Dia2",
    repoUrl: "https://github.com/nari-labs/dia2",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  "f5-tts": {
    prettyLabel: "F5-TTS",
    repoName: "F5-TTS",
    repoUrl: "https://github.com/SWivid/F5-TTS",
    filter: false,
    countDownloads: `path_extension:"safetensors" OR path_extension:"pt"`,
    pipelines: ["text-to-speech"],
  },
  "glm-tts": {
    prettyLabel: "GLM-TTS",
    repoName: "GLM-TTS",
    repoUrl: "https://github.com/zai-org/GLM-TTS",
    filter: false,
    countDownloads: `path:"flow/flow.pt"`,
    pipelines: ["text-to-speech"],
  },
  "habibi-tts": {
    prettyLabel: "Habibi-TTS",
    repoName: "Habibi-TTS",
    repoUrl: "https://github.com/SWivid/Habibi-TTS",
    filter: false,
    countDownloads: `path_extension:"safetensors"`,
    pipelines: ["text-to-speech"],
  },
  imstoucan: {
    prettyLabel: "IMS Toucan",
    repoName: "IMS-Toucan",
    repoUrl: "https://github.com/DigitalPhonetics/IMS-Toucan",
    countDownloads: `path:"embedding_gan.pt" OR path:"Vocoder.pt" OR path:"ToucanTTS.pt"`,
    pipelines: ["text-to-speech"],
  },
  "index-tts": {
    prettyLabel: "IndexTTS",
    repoName: "IndexTTS",
    repoUrl: "https://github.com/index-tts/index-tts",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  kittentts: {
    prettyLabel: "KittenTTS",
    repoName: "KittenTTS",
    repoUrl: "https://github.com/KittenML/KittenTTS",
    pipelines: ["text-to-speech"],
  },
  "mars5-tts": {
    prettyLabel: "MARS5-TTS",
    repoName: "MARS5-TTS",
    repoUrl: "https://github.com/Camb-ai/MARS5-TTS",
    filter: false,
    countDownloads: `path:"mars5_ar.safetensors"`,
    pipelines: ["text-to-speech"],
  },
  outetts: {
    prettyLabel: "OuteTTS",
    repoName: "OuteTTS",
    repoUrl: "https://github.com/edwko/OuteTTS",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  piper: {
    prettyLabel: "Piper",
    repoName: "Piper",
    repoUrl: "https://github.com/OHF-Voice/piper1-gpl",
    filter: false,
    countDownloads: `path_extension:"onnx" OR path_extension:"ckpt"`,
    pipelines: ["text-to-speech"],
  },
  "pocket-tts": {
    prettyLabel: "Pocket-TTS",
    repoName: "PocketTTS",
    repoUrl: "https://github.com/kyutai-labs/pocket-tts",
    filter: false,
    countDownloads: `path:"tts_b6369a24.safetensors"`,
    pipelines: ["text-to-speech"],
  },
  qwen3_tts: {
    prettyLabel: "Qwen3-TTS",
    repoName: "Qwen3-TTS",
    repoUrl: "https://github.com/QwenLM/Qwen3-TTS",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  supertonic: {
    prettyLabel: "Supertonic",
    repoName: "Supertonic",
    repoUrl: "https://github.com/supertone-inc/supertonic",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  voxcpm: {
    prettyLabel: "VoxCPM",
    repoName: "VoxCPM",
    repoUrl: "https://github.com/OpenBMB/VoxCPM",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  vui: {
    prettyLabel: "Vui",
    repoName: "Vui",
    repoUrl: "https://github.com/vui-ai/vui",
    countDownloads: `path_extension:"pt"`,
    pipelines: ["text-to-speech"],
  },
  vibevoice: {
    prettyLabel: "VibeVoice",
    repoName: "VibeVoice",
    repoUrl: "https://github.com/microsoft/VibeVoice",
    filter: false,
    pipelines: ["text-to-speech"],
  },
  zonos: {
    prettyLabel: "Zonos",
    repoName: "Zonos",
    repoUrl: "https://github.com/Zyphra/Zonos",
    docsUrl: "https://github.com/Zyphra/Zonos",
    filter: false,
    pipelines: ["text-to-speech"],
  },
} satisfies Record<string, LibraryUiElement>;
