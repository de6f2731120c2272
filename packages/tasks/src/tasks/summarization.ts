import type { TaskData } from "./task-data.js";

const task = {
  id: "summarization",
  label: "Summarization",
  summary: "",
  canonicalId: "text-generation",
  youtubeId: "yHnr5Dk2zCI",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "mlsum", description: "" },
    { id: "samsum", description: "" },
  ],
  metrics: [{ id: "rouge", description: "" }],
  models: [
    { id: "facebook/bart-large-cnn", description: "" },
    { id: "Falconsai/medical_summarization", description: "" },
  ],
  spaces: [
    { id: "pszemraj/summarize-long-text", description: "" },
    { id: "ml6team/distilbart-tos-summarizer-tosdr", description: "" },
    { id: "pszemraj/document-summarization", description: "" },
    { id: "ml6team/post-processing-summarization", description: "" },
  ],
  widgetModels: ["facebook/bart-large-cnn"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "Output", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
