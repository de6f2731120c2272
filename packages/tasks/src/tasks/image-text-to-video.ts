import type { TaskData } from "./task-data.js";

const task = {
  id: "image-text-to-video",
  label: "Image-Text-to-Video",
  summary: "",
  libraries: ["diffusers"],
  datasets: [],
  metrics: [
    { id: "fvd", description: "" },
    { id: "clipsim", description: "" },
  ],
  models: [{ id: "Lightricks/LTX-Video", description: "" }],
  spaces: [{ id: "Lightricks/ltx-video-distilled", description: "" }],
  widgetModels: ["Lightricks/LTX-Video"],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Input", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
