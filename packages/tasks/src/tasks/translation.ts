import type { TaskData } from "./task-data.js";

const task = {
  id: "translation",
  label: "Translation",
  summary: "",
  canonicalId: "text-generation",
  youtubeId: "1JvfrvZgi6c",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "Helsinki-NLP/opus_books", description: "" },
    { id: "google/code_x_glue_cc_code_to_code_trans", description: "" },
  ],
  metrics: [
    { id: "bleu", description: "" },
    { id: "sacrebleu", description: "" },
  ],
  models: [
    { id: "facebook/nllb-200-1.3B", description: "" },
    { id: "google-t5/t5-base", description: "" },
  ],
  spaces: [
    { id: "Iker/Translate-100-languages", description: "" },
    { id: "Geonmo/nllb-translation-demo", description: "" },
  ],
  widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "Output", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
