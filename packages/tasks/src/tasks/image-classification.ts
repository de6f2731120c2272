import type { TaskData } from "./task-data.js";

const task = {
  id: "image-classification",
  label: "Image Classification",
  summary: "",
  youtubeId: "tjAIM7BOYhw",
  libraries: ["keras", "timm", "transformers", "transformers.js"],
  datasets: [
    { id: "cifar100", description: "" },
    { id: "fashion_mnist", description: "" },
  ],
  metrics: [
    { id: "accuracy", description: "" },
    { id: "recall", description: "" },
    { id: "precision", description: "" },
    { id: "f1", description: "" },
  ],
  models: [
    { id: "google/vit-base-patch16-224", description: "" },
    { id: "facebook/deit-base-distilled-patch16-224", description: "" },
    { id: "facebook/convnext-large-224", description: "" },
  ],
  spaces: [{ id: "timm/leaderboard", description: "" }],
  widgetModels: ["google/vit-base-patch16-224"],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
