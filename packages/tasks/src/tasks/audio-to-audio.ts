import type { TaskData } from "./task-data.js";

const task = {
  id: "audio-to-audio",
  label: "Audio-to-Audio",
  summary: "",
  youtubeId: "iohj7nCCYoM",
  libraries: ["asteroid", "fairseq", "speechbrain"],
  datasets: [{ id: "Matthijs/cmu-arctic-xvectors", description: "" }],
  metrics: [
    { id: "snri", description: "" },
    { id: "sdri", description: "" },
  ],
  models: [
    { id: "ResembleAI/resemble-enhance", description: "" },
    { id: "microsoft/speecht5_vc", description: "" },
  ],
  spaces: [
    { id: "younver/speechbrain-speech-separation", description: "" },
    { id: "nakas/audio-diffusion_style_transfer", description: "" },
  ],
  widgetModels: ["speechbrain/sepformer-wham"],
  demo: {
    inputs: [{ label: "", type: "audio", filename: "" }],
    outputs: [
      { label: "", type: "audio", filename: "" },
      { label: "", type: "audio", filename: "" },
    ],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
