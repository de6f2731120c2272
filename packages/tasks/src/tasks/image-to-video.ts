import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-video",
  label: "Image-to-Video",
  summary: "",
  libraries: ["diffusers"],
  datasets: [
    { id: "ali-vilab/VACE-Benchmark", description: "" },
    { id: "Rapidata/sora-video-generation-style-likert-scoring", description: "" },
    { id: "BestWishYsh/ChronoMagic", description: "" },
  ],
  metrics: [
    { id: "fvd", description: "" },
    { id: "clip_score", description: "" },
    { id: "lpips", description: "" },
    { id: "identity_preservation", description: "" },
    { id: "motion_score", description: "" },
  ],
  models: [
    { id: "Lightricks/LTX-Video-0.9.7-dev", description: "" },
    { id: "Wan-AI/Wan2.1-VACE-14B", description: "" },
    { id: "lllyasviel/FramePack_F1_I2V_HY_20250503", description: "" },
    { id: "Lightricks/LTX-Video-0.9.7-distilled", description: "" },
    { id: "Skywork/SkyReels-V2-I2V-14B-720P", description: "" },
    { id: "tencent/HunyuanVideo-I2V", description: "" },
    { id: "Wan-AI/Wan2.1-I2V-14B-720P", description: "" },
    { id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers", description: "" },
  ],
  spaces: [
    { id: "Lightricks/ltx-video-distilled", description: "" },
    { id: "linoyts/FramePack-F1", description: "" },
    { id: "lisonallen/framepack-i2v", description: "" },
    { id: "multimodalart/wan2-1-fast", description: "" },
    { id: "multimodalart/stable-video-diffusion", description: "" },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Optional Text Prompt", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
