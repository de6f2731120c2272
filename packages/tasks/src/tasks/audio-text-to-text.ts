import type { TaskData } from "./task-data.js";

const task = {
  id: "audio-text-to-text",
  label: "Audio-Text-to-Text",
  summary: "",
  libraries: ["transformers"],
  datasets: [
    { id: "nvidia/AF-Think", description: "" },
    { id: "tsinghua-ee/QualiSpeech", description: "" },
  ],
  metrics: [],
  models: [
    { id: "fixie-ai/ultravox-v0_5-llama-3_2-1b", description: "" },
    { id: "Qwen/Qwen2-Audio-7B-Instruct", description: "" },
    { id: "mistralai/Voxtral-Small-24B-2507", description: "" },
    { id: "nvidia/audio-flamingo-3", description: "" },
  ],
  spaces: [
    { id: "iamomtiwari/ATTT", description: "" },
    { id: "freddyaboulton/talk-to-qwen-webrtc", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "", type: "audio", filename: "" },
      { label: "Text Prompt", type: "text", content: "" },
    ],
    outputs: [{ label: "Generated Text", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
