import type { TaskData } from "./task-data.js";

const task = {
  id: "any-to-any",
  label: "Any-to-Any",
  summary: "",
  libraries: ["transformers"],
  datasets: [{ id: "PKU-Alignment/align-anything", description: "" }],
  metrics: [],
  models: [
    { id: "Qwen/Qwen2.5-Omni-7B", description: "" },
    { id: "OmniGen2/OmniGen2", description: "" },
    { id: "openbmb/MiniCPM-o-2_6", description: "" },
    { id: "ByteDance-Seed/BAGEL-7B-MoT", description: "" },
  ],
  spaces: [{ id: "OmniGen2/OmniGen2", description: "" }],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Text Prompt", type: "text", content: "" },
    ],
    outputs: [
      { label: "Generated Text", type: "text", content: "" },
      { label: "", type: "audio", filename: "" },
    ],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
