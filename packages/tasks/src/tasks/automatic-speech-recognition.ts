import type { TaskData } from "./task-data.js";

const task = {
  id: "automatic-speech-recognition",
  label: "Automatic Speech Recognition",
  summary: "",
  youtubeId: "TksaY_FDgnk",
  libraries: ["espnet", "nemo", "speechbrain", "transformers", "transformers.js"],
  datasets: [
    { id: "mozilla-foundation/common_voice_17_0", description: "" },
    { id: "amphion/Emilia-Dataset", description: "" },
    { id: "parler-tts/mls_eng", description: "" },
    { id: "espnet/yodas", description: "" },
  ],
  metrics: [
    { id: "wer", description: "" },
    { id: "cer", description: "" },
  ],
  models: [
    { id: "openai/whisper-large-v3", description: "" },
    { id: "facebook/w2v-bert-2.0", description: "" },
    { id: "facebook/seamless-m4t-v2-large", description: "" },
    { id: "nvidia/canary-1b", description: "" },
    { id: "pyannote/speaker-diarization-3.1", description: "" },
  ],
  spaces: [
    { id: "hf-audio/whisper-large-v3", description: "" },
    { id: "mrfakename/Moonshinex", description: "" },
    { id: "facebook/seamless_m4t", description: "" },
    { id: "nvidia/canary-1b", description: "" },
  ],
  widgetModels: ["openai/whisper-large-v3"],
  demo: {
    inputs: [{ label: "", type: "audio", filename: "" }],
    outputs: [{ label: "Transcript", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
