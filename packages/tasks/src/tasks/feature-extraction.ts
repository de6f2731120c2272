import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "feature-extraction",
  label: "Feature Extraction",
  summary:
    "Feature extraction turns text into vectors of numbers (embeddings) that capture its meaning, so texts can be compared, searched, clustered or fed to other models.",
  libraries: ["sentence-transformers", "transformers", "transformers.js"],
  datasets: [
    {
      id: "wikipedia",
      description:
        "Cleaned Wikipedia articles in many languages, a staple of the pretraining corpora behind text encoders.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "thenlper/gte-large",
      description:
        "General Text Embeddings (large): a BERT-sized English embedding model trained contrastively on a wide mix of text pairs; strong for retrieval.",
    },
    {
      id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
      description:
        "A 7B embedding model built on the Qwen1.5 language model that takes a task instruction with each query; it ranked at the top of the MTEB leaderboard when it was released.",
    },
  ],
  spaces: [
    {
      id: "mteb/leaderboard",
      description:
        "The Massive Text Embedding Benchmark leaderboard: ranks embedding models on retrieval, clustering, classification and more, in many languages.",
    },
    {
      id: "mteb/arena",
      description:
        "Compare two anonymous embedding models on your own queries and vote for the better results.",
    },
  ],
  widgetModels: ["facebook/bart-base"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "Cats sleep a lot." }],
    outputs: [
      {
        label: "Token embeddings (first 3 of 768 dimensions)",
        type: "tabular",
        content: {
          headers: ["Token", "Dimension 1", "Dimension 2", "Dimension 3"],
          rows: [
            ["<s>", 0.412, -1.318, 0.207],
            ["Cats", 1.964, 0.533, -0.871],
            ["sleep", -0.226, 2.105, 0.649],
            ["a", 0.087, -0.394, 1.152],
            ["lot", 0.731, 0.968, -0.455],
            [".", -0.612, 0.142, 0.318],
            ["</s>", 0.395, -1.207, 0.246],
          ],
        },
      },
    ],
  },
  about: {
    description: `Feature extraction runs a pretrained model and returns its internal representation of the input instead of a task-specific prediction. For text, that is one vector per token, or, after pooling (often the mean of the token vectors), a single fixed-size vector for the whole text: an embedding.

Embeddings are useful because distance means something. Texts with similar meaning end up close together, so cosine similarity between vectors approximates semantic similarity. Dedicated embedding models (Sentence Transformers, GTE, E5, BGE) are trained contrastively on pairs of related texts, such as a question and its answer, to make that property as strong as possible; raw language-model hidden states work too but less well.

Embeddings are the backbone of semantic search and retrieval-augmented generation: documents are embedded once and stored in a vector index, each query is embedded at search time, and the nearest documents are returned. The MTEB leaderboard is the usual place to choose a model, balancing quality, vector size, supported languages and speed.`,
    useCases: [
      {
        title: "Semantic search and RAG",
        text: "Find passages that answer a question even when they share no keywords with it, and hand them to a chat model as context.",
      },
      {
        title: "Clustering and deduplication",
        text: "Group support tickets, reviews or news articles by topic, and spot near-duplicates in large text collections.",
      },
      {
        title: "Features for downstream models",
        text: "Use embeddings as input features for a lightweight classifier or recommender instead of training a large model.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const embedding = await client.featureExtraction({
  model: "thenlper/gte-large",
  inputs: "Cats sleep a lot.",
});
// A pooled sentence embedding: an array of numbers
console.log(embedding);`,
    resources: [
      {
        title: "Sentence Transformers documentation",
        url: "https://www.sbert.net",
      },
      {
        title: "MTEB: Massive Text Embedding Benchmark (paper)",
        url: "https://arxiv.org/abs/2210.07316",
      },
      {
        title: "Sentence-BERT: sentence embeddings using Siamese BERT networks (paper)",
        url: "https://arxiv.org/abs/1908.10084",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["feature-extraction"],
} satisfies TaskData;

export default task;
