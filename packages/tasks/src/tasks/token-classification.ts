import type { TaskData } from "./task-data.js";

const task = {
  id: "token-classification",
  label: "Token Classification",
  summary: "",
  youtubeId: "wVHdVlPScxA",
  libraries: [
    "adapter-transformers",
    "flair",
    "spacy",
    "span-marker",
    "stanza",
    "transformers",
    "transformers.js",
  ],
  datasets: [
    { id: "eriktks/conll2003", description: "" },
    { id: "unimelb-nlp/wikiann", description: "" },
  ],
  metrics: [
    { id: "accuracy", description: "" },
    { id: "recall", description: "" },
    { id: "precision", description: "" },
    { id: "f1", description: "" },
  ],
  models: [
    { id: "dslim/bert-base-NER", description: "" },
    { id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english", description: "" },
    { id: "blaze999/Medical-NER", description: "" },
    { id: "flair/ner-english", description: "" },
  ],
  spaces: [{ id: "spacy/gradio_pipeline_visualizer", description: "" }],
  widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "", type: "text-with-tokens", content: { text: "", tokens: [] } }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
