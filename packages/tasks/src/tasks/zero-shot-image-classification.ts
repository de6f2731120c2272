import type { TaskData } from "./task-data.js";

const task = {
  id: "zero-shot-image-classification",
  label: "Zero-Shot Image Classification",
  summary: "",
  libraries: ["transformers", "transformers.js"],
  datasets: [{ id: "", description: "" }],
  metrics: [{ id: "top-K accuracy", description: "" }],
  models: [
    { id: "visheratin/mexma-siglip", description: "" },
    { id: "google/siglip2-base-patch16-224", description: "" },
    { id: "intfloat/mmE5-mllama-11b-instruct", description: "" },
    { id: "jinaai/jina-clip-v2", description: "" },
    { id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224", description: "" },
  ],
  spaces: [
    { id: "pharma/CLIP-Interrogator", description: "" },
    { id: "merve/compare_clip_siglip", description: "" },
  ],
  widgetModels: ["google/siglip-so400m-patch14-224"],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Classes", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
