import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-image",
  label: "Text-to-Image",
  summary: "",
  libraries: ["diffusers"],
  datasets: [
    { id: "red_caps", description: "" },
    { id: "conceptual_captions", description: "" },
    { id: "Spawning/PD12M", description: "" },
  ],
  metrics: [
    { id: "IS", description: "" },
    { id: "FID", description: "" },
    { id: "R-Precision", description: "" },
  ],
  models: [
    { id: "black-forest-labs/FLUX.1-Krea-dev", description: "" },
    { id: "Qwen/Qwen-Image", description: "" },
    { id: "ByteDance/SDXL-Lightning", description: "" },
    { id: "ByteDance/Hyper-SD", description: "" },
  ],
  spaces: [
    { id: "stabilityai/stable-diffusion-3-medium", description: "" },
    { id: "jbilcke-hf/ai-comic-factory", description: "" },
    { id: "multimodalart/flux-lora-lab", description: "" },
    { id: "latent-consistency/lcm-lora-for-sdxl", description: "" },
    { id: "multimodalart/LoraTheExplorer", description: "" },
    { id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI", description: "" },
    { id: "InstantX/InstantID", description: "" },
  ],
  widgetModels: ["black-forest-labs/FLUX.1-dev"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
