import type { TaskData } from "./task-data.js";

const task = {
  id: "tabular-regression",
  label: "Tabular Regression",
  summary: "",
  libraries: ["sklearn"],
  datasets: [{ id: "inria-soda/tabular-benchmark", description: "" }],
  metrics: [
    { id: "mse", description: "" },
    { id: "r-squared", description: "" },
  ],
  models: [{ id: "scikit-learn/Fish-Weight", description: "" }],
  spaces: [{ id: "scikit-learn/fish-weight-prediction", description: "" }],
  widgetModels: ["scikit-learn/Fish-Weight"],
  demo: {
    inputs: [{ label: "", type: "tabular", content: { headers: [], rows: [] } }],
    outputs: [{ label: "", type: "tabular", content: { headers: [], rows: [] } }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
