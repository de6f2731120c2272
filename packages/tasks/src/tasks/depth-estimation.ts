import type { TaskData } from "./task-data.js";

const task = {
  id: "depth-estimation",
  label: "Depth Estimation",
  summary: "",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "sayakpaul/nyu_depth_v2", description: "" },
    { id: "depth-anything/DA-2K", description: "" },
  ],
  metrics: [],
  models: [
    { id: "depth-anything/Depth-Anything-V2-Large", description: "" },
    { id: "jingheya/lotus-depth-g-v1-0", description: "" },
    { id: "tencent/DepthCrafter", description: "" },
    { id: "apple/DepthPro-hf", description: "" },
  ],
  spaces: [
    { id: "radames/dpt-depth-estimation-3d-voxels", description: "" },
    { id: "akhaliq/depth-pro", description: "" },
    { id: "tencent/DepthCrafter", description: "" },
    { id: "facebook/sapiens-depth", description: "" },
  ],
  widgetModels: [""],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
