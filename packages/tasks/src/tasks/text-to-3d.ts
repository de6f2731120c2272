import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-3d",
  label: "Text-to-3D",
  summary: "",
  libraries: ["diffusers"],
  datasets: [
    { id: "allenai/objaverse-xl", description: "" },
    { id: "tiange/Cap3D", description: "" },
  ],
  metrics: [],
  models: [
    { id: "openai/shap-e", description: "" },
    { id: "ashawkey/LGM", description: "" },
  ],
  spaces: [
    { id: "hysts/Shap-E", description: "" },
    { id: "ashawkey/LGM", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "Prompt", type: "text", content: "" }],
    outputs: [{ label: "Result", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
