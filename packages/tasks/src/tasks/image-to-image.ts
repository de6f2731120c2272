import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-image",
  label: "Image-to-Image",
  summary: "",
  libraries: ["diffusers", "transformers", "transformers.js"],
  datasets: [
    { id: "VIDIT", description: "" },
    { id: "huggan/CelebA-faces", description: "" },
    { id: "Spawning/PD12M", description: "" },
  ],
  metrics: [
    { id: "PSNR", description: "" },
    { id: "SSIM", description: "" },
    { id: "IS", description: "" },
  ],
  models: [
    { id: "fal/AuraSR-v2", description: "" },
    { id: "black-forest-labs/FLUX.1-Kontext-dev", description: "" },
    { id: "yisol/IDM-VTON", description: "" },
    { id: "kontext-community/relighting-kontext-dev-lora-v3", description: "" },
    { id: "black-forest-labs/FLUX.1-Fill-dev", description: "" },
    { id: "black-forest-labs/FLUX.1-Depth-dev-lora", description: "" },
  ],
  spaces: [
    { id: "black-forest-labs/FLUX.1-Kontext-Dev", description: "" },
    { id: "lllyasviel/iclight-v2-vary", description: "" },
    { id: "jasperai/Flux.1-dev-Controlnet-Upscaler", description: "" },
  ],
  widgetModels: ["Qwen/Qwen-Image"],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
