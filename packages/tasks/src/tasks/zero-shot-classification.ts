import type { TaskData } from "./task-data.js";

const task = {
  id: "zero-shot-classification",
  label: "Zero-Shot Classification",
  summary: "",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "nyu-mll/glue", description: "" },
    { id: "nyu-mll/multi_nli", description: "" },
    { id: "fever/fever", description: "" },
  ],
  metrics: [],
  models: [
    { id: "facebook/bart-large-mnli", description: "" },
    { id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0", description: "" },
    { id: "knowledgator/gliclass-modern-base-v2.0-init", description: "" },
  ],
  spaces: [],
  widgetModels: ["facebook/bart-large-mnli"],
  demo: {
    inputs: [
      { label: "Text Input", type: "text", content: "" },
      { label: "Candidate Labels", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
