import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "document-question-answering",
  label: "Document Question Answering",
  summary:
    "Document question answering reads an image of a document (a scan, an invoice, a form or a slide) and answers a question about its content.",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "HuggingFaceM4/Docmatix",
      description:
        "Millions of question-answer pairs generated over PDF pages, built to fine-tune vision-language models on document understanding.",
    },
    {
      id: "eliolio/docvqa",
      description:
        "DocVQA: questions asked by people about scanned industry documents (letters, forms, tables), the standard benchmark of the task.",
    },
  ],
  metrics: [
    {
      id: "anls",
      description:
        "Average Normalized Levenshtein Similarity: gives partial credit when an answer differs from the reference by a few characters, as OCR slips often do.",
    },
    {
      id: "exact-match",
      space: "evaluate-metric/exact_match",
      description: "The share of answers that match a reference answer character for character.",
    },
  ],
  models: [
    {
      id: "impira/layoutlm-document-qa",
      description:
        "LayoutLM fine-tuned on SQuAD 2.0 and DocVQA: it reads OCR words with their positions on the page and points at the answer span.",
    },
    {
      id: "impira/layoutlm-invoices",
      description:
        "A LayoutLM variant tuned on invoices to pull out fields such as invoice number, dates, totals and addresses.",
    },
    {
      id: "microsoft/udop-large",
      description:
        "UDOP unifies text, image and layout in one encoder-decoder that can answer questions, classify documents and extract fields.",
    },
    {
      id: "google/pix2struct-docvqa-large",
      description:
        "Pix2Struct fine-tuned on DocVQA: it reads the page pixels directly, with no separate OCR step, and generates the answer.",
    },
  ],
  spaces: [
    {
      id: "impira/docquery",
      description: "Ask questions about an uploaded PDF or image with DocQuery.",
    },
    {
      id: "impira/invoices",
      description: "Extract the key fields of an invoice by asking about them one by one.",
    },
    {
      id: "merve/compare_docvqa_models",
      description: "Run several document QA models on the same page and compare their answers.",
    },
  ],
  widgetModels: ["impira/layoutlm-invoices"],
  demo: {
    inputs: [
      { label: "Question", type: "text", content: "Where are the markers found?" },
      { label: "Document", type: "img", filename: "document-page-scan.png" },
    ],
    outputs: [
      {
        label: "Answer",
        type: "text",
        content: "at the two extreme parts of the histogram of grey values",
      },
    ],
  },
  about: {
    description: `Document question answering (DocVQA) combines reading and understanding. The input is an image of a page and a question in plain language; the output is a short answer, usually a span of text that appears on the page, such as a total, a date or a name.

Layout-aware models (LayoutLM, LayoutLMv3, UDOP) rely on an OCR engine first: every word comes with its bounding box, and the model encodes words, positions and optionally image patches together, so it knows that a number sits next to the "Total" label. OCR-free models (Donut, Pix2Struct) learn to read the pixels themselves and generate the answer, which avoids OCR errors but needs more pretraining. General vision-language models now also answer document questions well, especially after training on sets such as Docmatix.

Answers are scored with ANLS, which tolerates small spelling differences. When building a product, keep the page resolution high enough for small print, and check answers against the document when the stakes are high.`,
    useCases: [
      {
        title: "Invoice and receipt processing",
        text: "Pull totals, due dates, supplier names and tax numbers out of invoices without writing a template for every layout.",
      },
      {
        title: "Form and contract review",
        text: "Find the start date of a contract, the policy number on a claim or the signatory of a letter in large scanned archives.",
      },
      {
        title: "Searching scanned archives",
        text: "Answer questions over digitised reports and records that only exist as images.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const page = new Blob([await readFile("page.png")], { type: "image/png" });

const { answer, score } = await client.documentQuestionAnswering({
  model: "impira/layoutlm-document-qa",
  inputs: { image: page, question: "Where are the markers found?" },
});
console.log(answer, score);`,
    resources: [
      {
        title: "Transformers guide: document question answering",
        url: "https://huggingface.co/docs/transformers/tasks/document_question_answering",
      },
      {
        title: "LayoutLM: pre-training of text and layout for document image understanding (paper)",
        url: "https://arxiv.org/abs/1912.13318",
      },
      {
        title: "Pix2Struct: screenshot parsing as pretraining (paper)",
        url: "https://arxiv.org/abs/2210.03347",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["document-question-answering"],
} satisfies TaskData;

export default task;
