import type { TaskData } from "./task-data.js";

const task = {
  id: "text-ranking",
  label: "Text Ranking",
  summary: "",
  libraries: ["sentence-transformers", "transformers"],
  datasets: [{ id: "microsoft/ms_marco", description: "" }],
  metrics: [
    { id: "Normalized Discounted Cumulative Gain", description: "" },
    { id: "Mean Reciprocal Rank", description: "" },
    { id: "Mean Average Precision", description: "" },
  ],
  models: [
    { id: "cross-encoder/ms-marco-MiniLM-L6-v2", description: "" },
    { id: "Alibaba-NLP/gte-multilingual-reranker-base", description: "" },
    { id: "Alibaba-NLP/gte-reranker-modernbert-base", description: "" },
  ],
  spaces: [],
  widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
  demo: {
    inputs: [
      { label: "Source sentence", type: "text", content: "" },
      { label: "Sentences to compare to", type: "text", content: "" },
      { label: "", type: "text", content: "" },
      { label: "", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
