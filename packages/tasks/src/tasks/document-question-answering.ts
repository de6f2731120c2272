import type { TaskData } from "./task-data.js";

const task = {
  id: "document-question-answering",
  label: "Document Question Answering",
  summary: "",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "HuggingFaceM4/Docmatix", description: "" },
    { id: "eliolio/docvqa", description: "" },
  ],
  metrics: [
    { id: "anls", description: "" },
    { id: "exact-match", description: "" },
  ],
  models: [
    { id: "impira/layoutlm-document-qa", description: "" },
    { id: "impira/layoutlm-invoices", description: "" },
    { id: "microsoft/udop-large", description: "" },
    { id: "google/pix2struct-docvqa-large", description: "" },
  ],
  spaces: [
    { id: "impira/docquery", description: "" },
    { id: "impira/invoices", description: "" },
    { id: "merve/compare_docvqa_models", description: "" },
  ],
  widgetModels: ["impira/layoutlm-invoices"],
  demo: {
    inputs: [
      { label: "Question", type: "text", content: "" },
      { label: "", type: "img", filename: "" },
    ],
    outputs: [{ label: "Answer", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
