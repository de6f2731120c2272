import type { TaskData } from "./task-data.js";

const task = {
  id: "image-feature-extraction",
  label: "Image Feature Extraction",
  summary: "",
  libraries: ["timm", "transformers"],
  datasets: [{ id: "imagenet-1k", description: "" }],
  metrics: [],
  models: [
    { id: "timm/vit_large_patch14_dinov2.lvd142m", description: "" },
    { id: "nvidia/MambaVision-T-1K", description: "" },
    { id: "facebook/dino-vitb16", description: "" },
    { id: "apple/aimv2-large-patch14-336-distilled", description: "" },
    { id: "OpenGVLab/InternViT-6B-448px-V1-2", description: "" },
  ],
  spaces: [{ id: "timm/leaderboard", description: "" }],
  widgetModels: [],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "tabular", content: { headers: [], rows: [] } }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
