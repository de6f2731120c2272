import type { TaskData } from "./task-data.js";

const task = {
  id: "visual-document-retrieval",
  label: "Visual Document Retrieval",
  summary: "",
  libraries: ["transformers"],
  datasets: [{ id: "vidore/colpali_train_set", description: "" }],
  metrics: [{ id: "Normalized Discounted Cumulative Gain at K", description: "" }],
  models: [
    { id: "vidore/colqwen2-v1.0", description: "" },
    { id: "Tevatron/OmniEmbed-v0.1", description: "" },
  ],
  spaces: [
    { id: "vidore/vidore-leaderboard", description: "" },
    { id: "vidore/visual-rag-tool", description: "" },
  ],
  widgetModels: [""],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Question", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
