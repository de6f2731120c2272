import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-text",
  label: "Image-to-Text",
  summary: "",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "red_caps", description: "" },
    { id: "datasets/conceptual_captions", description: "" },
  ],
  metrics: [],
  models: [
    { id: "allenai/olmOCR-7B-0725", description: "" },
    { id: "fancyfeast/llama-joycaption-beta-one-hf-llava", description: "" },
  ],
  spaces: [
    { id: "multimodalart/OmniSVG-3B", description: "" },
    { id: "numind/NuMarkdown-8B-Thinking", description: "" },
    { id: "fancyfeast/joy-caption-beta-one", description: "" },
  ],
  widgetModels: ["Salesforce/blip-image-captioning-large"],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "Detailed description", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
