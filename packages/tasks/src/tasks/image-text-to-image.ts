import type { TaskData } from "./task-data.js";

const task = {
  id: "image-text-to-image",
  label: "Image-Text-to-Image",
  summary: "",
  libraries: ["diffusers"],
  datasets: [],
  metrics: [
    { id: "FID", description: "" },
    { id: "CLIP", description: "" },
  ],
  models: [{ id: "black-forest-labs/FLUX.2-dev", description: "" }],
  spaces: [{ id: "black-forest-labs/FLUX.2-dev", description: "" }],
  widgetModels: ["black-forest-labs/FLUX.2-dev"],
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
