import type { TaskData } from "./task-data.js";

const task = {
  id: "zero-shot-object-detection",
  label: "Zero-Shot Object Detection",
  summary: "",
  libraries: ["transformers", "transformers.js"],
  datasets: [],
  metrics: [
    { id: "Average Precision", description: "" },
    { id: "Mean Average Precision", description: "" },
    { id: "AP\u03b1", description: "" },
  ],
  models: [
    { id: "openmmlab-community/mm_grounding_dino_large_all", description: "" },
    { id: "fushh7/LLMDet", description: "" },
  ],
  spaces: [
    { id: "ariG23498/zero-shot-od", description: "" },
    { id: "merve/OWLSAM", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Classes", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
