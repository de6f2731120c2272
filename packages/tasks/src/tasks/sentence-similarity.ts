import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "sentence-similarity",
  label: "Sentence Similarity",
  summary:
    "Sentence similarity measures how close two texts are in meaning, usually by turning each " +
    "into an embedding vector and comparing the vectors.",
  youtubeId: "VCZq5AkbNEU",
  libraries: ["sentence-transformers", "spacy", "transformers.js"],
  datasets: [
    {
      id: "microsoft/ms_marco",
      description:
        "Real search-engine questions paired with passages that answer them; widely used to " +
        "train embedding and retrieval models.",
    },
  ],
  metrics: [
    {
      id: "Mean Reciprocal Rank",
      description:
        "Averages 1/rank of the first relevant result over many queries, so it rewards putting " +
        "a good match at the very top.",
    },
    {
      id: "Cosine Similarity",
      description:
        "The cosine of the angle between two embedding vectors: close to 1 for texts with the " +
        "same meaning, near 0 for unrelated ones.",
    },
  ],
  models: [
    {
      id: "sentence-transformers/all-mpnet-base-v2",
      description:
        "A general-purpose English embedding model trained on over a billion sentence pairs; " +
        "a reliable default for search and clustering.",
    },
    {
      id: "BAAI/bge-m3",
      description:
        "A multilingual embedding model that handles inputs of up to 8,192 tokens and offers " +
        "dense, sparse and multi-vector retrieval from one network.",
    },
    {
      id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5",
      description:
        "A compact multilingual embedding model that takes a task instruction along with the " +
        "text.",
    },
  ],
  spaces: [
    {
      id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos",
      description: "Ask questions about a YouTube video and get answers drawn from its transcript.",
    },
    {
      id: "Gradio-Blocks/pubmed-abstract-retriever",
      description: "Retrieves the PubMed abstracts closest in meaning to a medical question.",
    },
    {
      id: "nickmuchi/article-text-summarizer",
      description: "Summarizes news articles given as a link or as pasted text.",
    },
    {
      id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
      description: "Semantic search over a document collection with Sentence Transformers.",
    },
  ],
  widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
  demo: {
    inputs: [
      { label: "Source sentence", type: "text", content: "A cat is asleep on the windowsill." },
      {
        label: "Sentences to compare to",
        type: "text",
        content: "A kitten naps in the sun next to the window.",
      },
      { label: "Second sentence", type: "text", content: "The dog barks at the postman." },
      { label: "Third sentence", type: "text", content: "Share prices fell sharply on Monday." },
    ],
    outputs: [
      {
        label: "Similarity to the source",
        type: "chart",
        content: [
          { label: "A kitten naps in the sun next to the window.", score: 0.74 },
          { label: "The dog barks at the postman.", score: 0.23 },
          { label: "Share prices fell sharply on Monday.", score: 0.02 },
        ],
      },
    ],
  },
  about: {
    description: `A sentence-similarity model maps each text to a fixed-size vector (an **embedding**) so that texts with similar meanings land close together. Comparing two texts then costs one vector operation, typically cosine similarity, which makes it possible to compare a query against millions of documents that were embedded ahead of time.

Embedding models are usually transformer encoders trained with contrastive objectives: pairs that belong together (a question and its answer, two paraphrases) are pulled together while unrelated texts are pushed apart. Multilingual models place translations of the same sentence next to each other, so a query in one language finds documents in another.

Benchmarks such as MTEB compare models across retrieval, clustering, classification and similarity tasks; choose a model by the languages, text length and speed you need.`,
    useCases: [
      {
        title: "Semantic search",
        text: "Find documents that answer a question even when they use different words from the query.",
      },
      {
        title: "Retrieval for chat models",
        text: "Select the passages a language model should read before answering (retrieval-augmented generation).",
      },
      {
        title: "Deduplication and clustering",
        text: "Group near-duplicate tickets, reviews or questions by the meaning they share.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const scores = await client.sentenceSimilarity({
  model: "sentence-transformers/all-MiniLM-L6-v2",
  inputs: {
    source_sentence: "A cat is asleep on the windowsill.",
    sentences: ["A kitten naps next to the window.", "Share prices fell on Monday."],
  },
});
console.log(scores); // one similarity per sentence, e.g. [0.74, 0.02]`,
    resources: [
      {
        title: "Sentence Transformers documentation",
        url: "https://sbert.net/",
      },
      {
        title: "Sentence-BERT (paper)",
        url: "https://arxiv.org/abs/1908.10084",
      },
      {
        title: "MTEB embedding leaderboard",
        url: "https://huggingface.co/spaces/mteb/leaderboard",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["sentence-similarity"],
} satisfies TaskData;

export default task;
