import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-speech",
  label: "Text-to-Speech",
  summary: "",
  canonicalId: "text-to-audio",
  youtubeId: "NW62DpzJ274",
  libraries: ["espnet", "tensorflowtts", "transformers", "transformers.js"],
  datasets: [
    { id: "parler-tts/mls_eng_10k", description: "" },
    { id: "mythicinfinity/libritts_r", description: "" },
    { id: "facebook/multilingual_librispeech", description: "" },
  ],
  metrics: [{ id: "mel cepstral distortion", description: "" }],
  models: [
    { id: "KittenML/kitten-tts-nano-0.1", description: "" },
    { id: "ResembleAI/chatterbox", description: "" },
    { id: "fishaudio/fish-speech-1.5", description: "" },
    { id: "nari-labs/Dia-1.6B-0626", description: "" },
  ],
  spaces: [
    { id: "hexgrad/Kokoro-TTS", description: "" },
    { id: "fishaudio/fish-speech-1", description: "" },
    { id: "ResembleAI/Chatterbox", description: "" },
    { id: "TTS-AGI/TTS-Arena-V2", description: "" },
    { id: "ngxson/kokoro-podcast-generator", description: "" },
  ],
  widgetModels: ["suno/bark"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "", type: "audio", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
