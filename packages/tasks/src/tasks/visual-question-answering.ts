import type { TaskData } from "./task-data.js";

const task = {
  id: "visual-question-answering",
  label: "Visual Question Answering",
  summary: "",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "Graphcore/vqa", description: "" },
    { id: "facebook/textvqa", description: "" },
  ],
  metrics: [
    { id: "accuracy", description: "" },
    { id: "wu-palmer similarity", description: "" },
  ],
  models: [
    { id: "google/deplot", description: "" },
    { id: "google/matcha-base", description: "" },
    { id: "google/pix2struct-ocrvqa-large", description: "" },
  ],
  spaces: [
    { id: "merve/pix2struct", description: "" },
    { id: "nielsr/vilt-vqa", description: "" },
    { id: "Salesforce/BLIP", description: "" },
    { id: "vumichien/Img2Prompt", description: "" },
  ],
  widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Question", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
