import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-video",
  label: "Text-to-Video",
  summary: "",
  libraries: ["diffusers"],
  datasets: [
    { id: "iejMac/CLIP-MSR-VTT", description: "" },
    { id: "quchenyuan/UCF101-ZIP", description: "" },
    { id: "nateraw/kinetics", description: "" },
    { id: "HuggingFaceM4/something_something_v2", description: "" },
    { id: "HuggingFaceM4/webvid", description: "" },
    { id: "iejMac/CLIP-DiDeMo", description: "" },
  ],
  metrics: [
    { id: "is", description: "" },
    { id: "fid", description: "" },
    { id: "fvd", description: "" },
    { id: "clipsim", description: "" },
  ],
  models: [
    { id: "tencent/HunyuanVideo", description: "" },
    { id: "Lightricks/LTX-Video", description: "" },
    { id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World", description: "" },
    { id: "Lightricks/LTX-Video-0.9.8-13B-distilled", description: "" },
  ],
  spaces: [
    { id: "VideoCrafter/VideoCrafter", description: "" },
    { id: "Wan-AI/Wan2.1", description: "" },
    { id: "Pyramid-Flow/pyramid-flow", description: "" },
  ],
  widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
