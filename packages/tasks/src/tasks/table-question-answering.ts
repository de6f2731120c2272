import type { TaskData } from "./task-data.js";

const task = {
  id: "table-question-answering",
  label: "Table Question Answering",
  summary: "",
  libraries: ["transformers"],
  datasets: [
    { id: "wikitablequestions", description: "" },
    { id: "wikisql", description: "" },
  ],
  metrics: [{ id: "Denotation Accuracy", description: "" }],
  models: [
    { id: "microsoft/tapex-base", description: "" },
    { id: "google/tapas-base-finetuned-wtq", description: "" },
  ],
  spaces: [{ id: "katanaml/table-query", description: "" }],
  widgetModels: ["google/tapas-base-finetuned-wtq"],
  demo: {
    inputs: [
      { label: "", type: "tabular", content: { headers: [], rows: [] } },
      { label: "Question", type: "text", content: "" },
    ],
    outputs: [{ label: "Result", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
