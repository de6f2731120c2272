import type { TaskData } from "./task-data.js";

const task = {
  id: "keypoint-detection",
  label: "Keypoint Detection",
  summary: "",
  libraries: ["transformers"],
  datasets: [{ id: "Vincent-luo/hagrid-mediapipe-hands", description: "" }],
  metrics: [],
  models: [
    { id: "magic-leap-community/superpoint", description: "" },
    { id: "magic-leap-community/superglue_outdoor", description: "" },
    { id: "qualcomm/RTMPose-Body2d", description: "" },
    { id: "ETH-CVG/lightglue_disk", description: "" },
  ],
  spaces: [
    { id: "datasciencedojo/Hand-Keypoint-Detection-Realtime", description: "" },
    { id: "ETH-CVG/LightGlue", description: "" },
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
