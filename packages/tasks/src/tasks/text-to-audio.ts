import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-audio",
  label: "Text-to-Audio",
  summary: "",
  libraries: ["transformers"],
  datasets: [],
  metrics: [],
  models: [],
  spaces: [],
  widgetModels: [],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "Output", type: "audio", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
