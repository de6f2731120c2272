import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-3d",
  label: "Image-to-3D",
  summary: "",
  libraries: ["diffusers"],
  datasets: [
    { id: "allenai/objaverse-xl", description: "" },
    { id: "dylanebert/iso3d", description: "" },
  ],
  metrics: [],
  models: [
    { id: "TencentARC/InstantMesh", description: "" },
    { id: "tencent/HunyuanWorld-1", description: "" },
    { id: "hwjiang/Real3D", description: "" },
    { id: "stabilityai/stable-point-aware-3d", description: "" },
  ],
  spaces: [
    { id: "dylanebert/3d-arena", description: "" },
    { id: "TencentARC/InstantMesh", description: "" },
    { id: "stabilityai/stable-point-aware-3d", description: "" },
    { id: "hwjiang/Real3D", description: "" },
    { id: "dylanebert/LGM-mini", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "Result", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
