import type { TaskData } from "./task-data.js";

const task = {
  id: "unconditional-image-generation",
  label: "Unconditional Image Generation",
  summary: "",
  libraries: ["diffusers"],
  datasets: [
    { id: "cifar100", description: "" },
    { id: "CelebA", description: "" },
  ],
  metrics: [
    { id: "Inception score (IS)", description: "" },
    { id: "Fre\u0107het Inception Distance (FID)", description: "" },
  ],
  models: [
    { id: "google/ddpm-cifar10-32", description: "" },
    { id: "google/ddpm-celebahq-256", description: "" },
  ],
  spaces: [{ id: "CompVis/celeba-latent-diffusion", description: "" }],
  widgetModels: [""],
  demo: {
    inputs: [
      { label: "Seed", type: "text", content: "" },
      { label: "Number of images to generate:", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
