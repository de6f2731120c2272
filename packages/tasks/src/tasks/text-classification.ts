import type { TaskData } from "./task-data.js";

const task = {
  id: "text-classification",
  label: "Text Classification",
  summary: "",
  youtubeId: "leNG9fN9FQU",
  libraries: ["adapter-transformers", "setfit", "spacy", "transformers", "transformers.js"],
  datasets: [
    { id: "nyu-mll/glue", description: "" },
    { id: "stanfordnlp/snli", description: "" },
  ],
  metrics: [
    { id: "accuracy", description: "" },
    { id: "recall", description: "" },
    { id: "precision", description: "" },
    { id: "f1", description: "" },
  ],
  models: [
    { id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", description: "" },
    { id: "ProsusAI/finbert", description: "" },
    { id: "cardiffnlp/twitter-roberta-base-sentiment-latest", description: "" },
    { id: "papluca/xlm-roberta-base-language-detection", description: "" },
    { id: "meta-llama/Prompt-Guard-86M", description: "" },
  ],
  spaces: [
    { id: "IoannisTr/Tech_Stocks_Trading_Assistant", description: "" },
    { id: "miesnerjacob/Multi-task-NLP", description: "" },
    { id: "spacy/healthsea-demo", description: "" },
  ],
  widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
