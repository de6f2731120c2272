import type { TaskData } from "./task-data.js";

const task = {
  id: "mask-generation",
  label: "Mask Generation",
  summary: "",
  libraries: ["transformers"],
  datasets: [
    { id: "merve/coco2017", description: "" },
    { id: "rocky93/BraTS_segmentation", description: "" },
  ],
  metrics: [{ id: "Intersection over Union (IoU)", description: "" }],
  models: [
    { id: "Zigeng/SlimSAM-uniform-50", description: "" },
    { id: "facebook/sam2-hiera-large", description: "" },
  ],
  spaces: [
    { id: "merve/OWLSAM2", description: "" },
    { id: "merve/slimsam", description: "" },
    { id: "SkalskiP/segment-anything-model-2", description: "" },
    { id: "SkalskiP/SAM_and_ProPainter", description: "" },
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
