import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-ranking",
  label: "Text Ranking",
  summary:
    "Text ranking orders a list of documents by how relevant each one is to a query. Rerankers " +
    "read the query and a document together and output a relevance score.",
  libraries: ["sentence-transformers", "transformers"],
  datasets: [
    {
      id: "microsoft/ms_marco",
      description:
        "Real search-engine questions with passages judged relevant; the standard training set " +
        "for passage rerankers.",
    },
  ],
  metrics: [
    {
      id: "Normalized Discounted Cumulative Gain",
      description:
        "Scores a ranking by the relevance of its results, discounting results placed lower, " +
        "and divides by the score of the ideal ranking.",
    },
    {
      id: "Mean Reciprocal Rank",
      description: "The average of 1/rank of the first relevant document over all queries.",
    },
    {
      id: "Mean Average Precision",
      description:
        "Averages, over queries, the precision measured at each position where a relevant " +
        "document appears.",
    },
  ],
  models: [
    {
      id: "cross-encoder/ms-marco-MiniLM-L6-v2",
      description:
        "A small, fast cross-encoder trained on MS MARCO; a common first choice for English " +
        "reranking.",
    },
    {
      id: "Alibaba-NLP/gte-multilingual-reranker-base",
      description: "A multilingual reranker that handles long documents in dozens of languages.",
    },
    {
      id: "Alibaba-NLP/gte-reranker-modernbert-base",
      description: "An English reranker built on the ModernBERT encoder, with a long context.",
    },
  ],
  spaces: [],
  widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
  demo: {
    inputs: [
      { label: "Query", type: "text", content: "How long should I boil an egg?" },
      {
        label: "Document 1",
        type: "text",
        content: "For a soft yolk, simmer the egg for six minutes, then cool it in cold water.",
      },
      {
        label: "Document 2",
        type: "text",
        content: "Chickens lay more eggs when days are long and the weather is mild.",
      },
      {
        label: "Document 3",
        type: "text",
        content: "Boiling water reaches 100 °C at sea level.",
      },
    ],
    outputs: [
      {
        label: "Relevance scores (logits)",
        type: "chart",
        content: [
          { label: "Document 1", score: 7.41 },
          { label: "Document 3", score: -3.86 },
          { label: "Document 2", score: -8.02 },
        ],
      },
    ],
  },
  about: {
    description: `Text ranking models, often called **rerankers** or **cross-encoders**, take a query and one candidate document as a single input and return a relevance score. Because the model reads both texts together, it can weigh every word of the query against every word of the document, which makes it more accurate than comparing two independent embeddings.

That accuracy costs speed: each query-document pair needs a full forward pass. Search systems therefore work in two stages. A fast retriever (BM25 or an embedding model) first collects a hundred or so candidates, then a reranker re-orders them so that the best answers come first.

Scores are raw logits unless a sigmoid is applied, so compare them within one query rather than across queries.`,
    useCases: [
      {
        title: "Better search results",
        text: "Re-order the top results of a keyword or vector search so the most useful answers come first.",
      },
      {
        title: "Retrieval-augmented generation",
        text: "Keep only the passages that truly answer the question before passing them to a chat model.",
      },
      {
        title: "Question-answer matching",
        text: "Match incoming questions to the best entry of an FAQ or knowledge base.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

// The client has no dedicated reranking method. Text Embeddings Inference serves rerankers
// on a /rerank route, so send the request there through a dedicated endpoint.
const reranker = new InferenceClient().endpoint("http://localhost:8080/rerank");
const ranking = (await reranker.request({
  query: "How long should I boil an egg?",
  texts: [
    "For a soft yolk, simmer the egg for six minutes.",
    "Chickens lay more eggs when days are long.",
  ],
})) as { index: number; score: number }[];
console.log(ranking); // [{ index: 0, score: 0.99 }, { index: 1, score: 0.0003 }]`,
    resources: [
      {
        title: "Training and fine-tuning reranker models with Sentence Transformers",
        url: "https://huggingface.co/blog/train-reranker",
      },
      {
        title: "Sentence Transformers documentation",
        url: "https://sbert.net/",
      },
      {
        title: "Text Embeddings Inference",
        url: "https://huggingface.co/docs/text-embeddings-inference/index",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-ranking"],
} satisfies TaskData;

export default task;
