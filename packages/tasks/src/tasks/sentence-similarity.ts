import type { TaskData } from "./task-data.js";

const task = {
  id: "sentence-similarity",
  label: "Sentence Similarity",
  summary: "",
  youtubeId: "VCZq5AkbNEU",
  libraries: ["sentence-transformers", "spacy", "transformers.js"],
  datasets: [{ id: "microsoft/ms_marco", description: "" }],
  metrics: [
    { id: "Mean Reciprocal Rank", description: "" },
    { id: "Cosine Similarity", description: "" },
  ],
  models: [
    { id: "sentence-transformers/all-mpnet-base-v2", description: "" },
    { id: "BAAI/bge-m3", description: "" },
    { id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5", description: "" },
  ],
  spaces: [
    { id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos", description: "" },
    { id: "Gradio-Blocks/pubmed-abstract-retriever", description: "" },
    { id: "nickmuchi/article-text-summarizer", description: "" },
    { id: "sentence-transformers/Sentence_Transformers_for_semantic_search", description: "" },
  ],
  widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
  demo: {
    inputs: [
      { label: "Source sentence", type: "text", content: "" },
      { label: "Sentences to compare to", type: "text", content: "" },
      { label: "", type: "text", content: "" },
      { label: "", type: "text", content: "" },
    ],
    outputs: [{ label: "", type: "chart", content: [] }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
