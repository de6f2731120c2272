import type { TaskData } from "./task-data.js";

const task = {
  id: "tabular-classification",
  label: "Tabular Classification",
  summary: "",
  libraries: ["sklearn"],
  datasets: [{ id: "inria-soda/tabular-benchmark", description: "" }],
  metrics: [
    { id: "accuracy", description: "" },
    { id: "recall", description: "" },
    { id: "precision", description: "" },
    { id: "f1", description: "" },
  ],
  models: [{ id: "scikit-learn/cancer-prediction-trees", description: "" }],
  spaces: [
    { id: "scikit-learn/tabular-playground", description: "" },
    { id: "scikit-learn/classification", description: "" },
  ],
  widgetModels: ["scikit-learn/tabular-playground"],
  demo: {
    inputs: [{ label: "", type: "tabular", content: { headers: [], rows: [] } }],
    outputs: [{ label: "", type: "tabular", content: { headers: [], rows: [] } }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
