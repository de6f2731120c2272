import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "visual-document-retrieval",
  label: "Visual Document Retrieval",
  summary:
    "Visual document retrieval finds the document pages that answer a query by looking at " +
    "page images directly, without extracting their text first.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "vidore/colpali_train_set",
      description:
        "Queries paired with the PDF page images that answer them, drawn from academic " +
        "datasets and synthetic questions; used to train ColPali.",
    },
  ],
  metrics: [
    {
      id: "Normalized Discounted Cumulative Gain at K",
      description:
        "NDCG@K scores the top K retrieved pages by their relevance, giving more weight to " +
        "higher positions, relative to a perfect ranking.",
    },
  ],
  models: [
    {
      id: "vidore/colqwen2-v1.0",
      description:
        "ColQwen2: a Qwen2-VL-based retriever that embeds each page image as many vectors and " +
        "matches them against query tokens (late interaction).",
    },
    {
      id: "Tevatron/OmniEmbed-v0.1",
      description:
        "An embedding model for text, images, audio and video in one space, usable for " +
        "retrieving visual documents.",
    },
  ],
  spaces: [
    {
      id: "vidore/vidore-leaderboard",
      description: "Ranks retrievers on the ViDoRe visual document retrieval benchmark.",
    },
    {
      id: "vidore/visual-rag-tool",
      description:
        "Upload PDFs, search their pages visually and answer questions with a vision-language " +
        "model.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "One page of the collection", type: "img", filename: "document-page-scan.png" },
      {
        label: "Question",
        type: "text",
        content: "How are the markers for the coins chosen in region-based segmentation?",
      },
    ],
    outputs: [
      {
        label: "Best-matching pages",
        type: "chart",
        content: [
          { label: "Page 14 (shown)", score: 0.78 },
          { label: "Page 15", score: 0.12 },
          { label: "Page 9", score: 0.02 },
        ],
      },
    ],
  },
  about: {
    description: `Visual document retrieval searches collections of PDFs, slides or scans by treating every page as an image. A vision-language model embeds each page screenshot, a text encoder embeds the query, and pages are ranked by how well the two match. Skipping text extraction keeps the information carried by layout, tables, charts and figures that OCR pipelines often lose.

The best-known approach, ColPali and its successors such as ColQwen2, produces one vector per image patch and one per query token, then scores a page by matching each query token to its most similar patch (late interaction, as in ColBERT). This is more accurate than a single vector per page at the cost of more storage.

The retrieved page images can then be handed to a vision-language model to write an answer, a pattern known as visual retrieval-augmented generation.`,
    useCases: [
      {
        title: "Enterprise document search",
        text: "Search reports, manuals and slide decks by meaning, including their charts and tables.",
      },
      {
        title: "Visual RAG",
        text: "Give a vision-language model the right pages of a long PDF before it answers a question.",
      },
      {
        title: "Scanned archives",
        text: "Make scanned forms, invoices and historical documents searchable without a separate OCR step.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

// The client has no dedicated method for this task. Serve a retriever such as
// vidore/colqwen2-v1.0 on an endpoint that embeds pages and queries, then compare the vectors.
const endpoint = new InferenceClient(process.env.HF_TOKEN).endpoint(
  "https://your-endpoint.example.com",
);
const pageEmbedding = (await endpoint.request({
  data: new Blob([await readFile("page-14.png")]),
})) as number[][];
const queryEmbedding = (await endpoint.request({
  inputs: "How are the markers for the coins chosen?",
})) as number[][];
console.log(pageEmbedding.length, queryEmbedding.length); // one vector per patch or token`,
    resources: [
      {
        title: "ColPali: efficient document retrieval with vision language models (paper)",
        url: "https://arxiv.org/abs/2407.01449",
      },
      {
        title: "ColPali in the Transformers documentation",
        url: "https://huggingface.co/docs/transformers/model_doc/colpali",
      },
      {
        title: "ViDoRe benchmark leaderboard",
        url: "https://huggingface.co/spaces/vidore/vidore-leaderboard",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["visual-document-retrieval"],
} satisfies TaskData;

export default task;
