import type { TaskData } from "./task-data.js";

const task = {
  id: "question-answering",
  label: "Question Answering",
  summary: "",
  youtubeId: "ajPx5LwJD-I",
  libraries: ["adapter-transformers", "allennlp", "transformers", "transformers.js"],
  datasets: [
    { id: "squad_v2", description: "" },
    { id: "natural_questions", description: "" },
  ],
  metrics: [
    { id: "exact-match", description: "" },
    { id: "f1", description: "" },
  ],
  models: [
    { id: "deepset/roberta-base-squad2", description: "" },
    { id: "distilbert/distilbert-base-cased-distilled-squad", description: "" },
    { id: "google/tapas-base-finetuned-wtq", description: "" },
  ],
  spaces: [{ id: "deepset/wikipedia-assistant", description: "" }],
  widgetModels: ["deepset/roberta-base-squad2"],
  demo: {
    inputs: [
      { label: "Question", type: "text", content: "" },
      { label: "Context", type: "text", content: "" },
    ],
    outputs: [{ label: "Answer", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
