import type { TaskData } from "./task-data.js";

const task = {
  id: "video-to-video",
  label: "Video-to-Video",
  summary: "",
  libraries: ["diffusers"],
  datasets: [
    { id: "suimu/VIRESET", description: "" },
    { id: "zhangsh2001/LongV-EVAL", description: "" },
    { id: "Iceclear/SeedVR_VideoDemos", description: "" },
  ],
  metrics: [],
  models: [
    { id: "decart-ai/Lucy-Edit-Dev", description: "" },
    { id: "LeoLau/Shape-for-Motion", description: "" },
    { id: "nvidia/Cosmos-Transfer2.5-2B", description: "" },
    { id: "numz/SeedVR2_comfyUI", description: "" },
  ],
  spaces: [
    { id: "decart-ai/lucy-edit-dev", description: "" },
    { id: "ByteDance-Seed/SeedVR2-3B", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
