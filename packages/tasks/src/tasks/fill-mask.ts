import type { TaskData } from "./task-data.js";

const task = {
  id: "fill-mask",
  label: "Fill-Mask",
  summary: "",
  youtubeId: "mqElG5QJWUg",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "wikipedia", description: "" },
    { id: "c4", description: "" },
  ],
  metrics: [
    { id: "cross_entropy", description: "" },
    { id: "perplexity", description: "" },
  ],
  models: [
    { id: "answerdotai/ModernBERT-large", description: "" },
    { id: "FacebookAI/xlm-roberta-base", description: "" },
  ],
  spaces: [],
  widgetModels: ["distilroberta-base"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
