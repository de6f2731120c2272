import type { TaskData } from "./task-data.js";

const task = {
  id: "feature-extraction",
  label: "Feature Extraction",
  summary: "",
  libraries: ["sentence-transformers", "transformers", "transformers.js"],
  datasets: [{ id: "wikipedia", description: "" }],
  metrics: [],
  models: [
    { id: "thenlper/gte-large", description: "" },
    { id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct", description: "" },
  ],
  spaces: [
    { id: "mteb/leaderboard", description: "" },
    { id: "mteb/arena", description: "" },
  ],
  widgetModels: ["facebook/bart-base"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "", type: "tabular", content: { headers: [], rows: [] } }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
