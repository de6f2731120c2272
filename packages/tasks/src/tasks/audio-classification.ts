import type { TaskData } from "./task-data.js";

const task = {
  id: "audio-classification",
  label: "Audio Classification",
  summary: "",
  youtubeId: "KWwzcmG98Ds",
  libraries: ["speechbrain", "transformers", "transformers.js"],
  datasets: [
    { id: "s3prl/superb", description: "" },
    { id: "agkphysics/AudioSet", description: "" },
  ],
  metrics: [
    { id: "accuracy", description: "" },
    { id: "recall", description: "" },
    { id: "precision", description: "" },
    { id: "f1", description: "" },
  ],
  models: [
    { id: "speechbrain/google_speech_command_xvector", description: "" },
    { id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition", description: "" },
    { id: "facebook/mms-lid-126", description: "" },
  ],
  spaces: [{ id: "kurianbenoy/audioclassification", description: "" }],
  widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
  demo: {
    inputs: [{ label: "", type: "audio", filename: "" }],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
