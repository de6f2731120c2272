import type { TaskData } from "./task-data.js";

const task = {
  id: "video-classification",
  label: "Video Classification",
  summary: "",
  libraries: ["transformers"],
  datasets: [{ id: "kinetics400", description: "" }],
  metrics: [
    { id: "accuracy", description: "" },
    { id: "recall", description: "" },
    { id: "precision", description: "" },
    { id: "f1", description: "" },
  ],
  models: [
    { id: "google/vivit-b-16x2-kinetics400", description: "" },
    { id: "microsoft/xclip-base-patch32", description: "" },
  ],
  spaces: [
    { id: "nateraw/lavila", description: "" },
    { id: "fcakyon/video-classification", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
