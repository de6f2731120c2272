import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "summarization",
  label: "Summarization",
  summary:
    "Summarization turns a long text into a shorter one that keeps its main points. Models " +
    "either pick the key sentences from the source or write new sentences of their own.",
  canonicalId: "text-generation",
  youtubeId: "yHnr5Dk2zCI",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "mlsum",
      description:
        "More than 1.5 million news articles paired with their summaries in five languages " +
        "(French, German, Spanish, Russian and Turkish), collected from online newspapers.",
    },
    {
      id: "samsum",
      description:
        "About 16,000 messenger-style chat conversations, each with a short summary written " +
        "by a linguist; a standard benchmark for dialogue summarization.",
    },
  ],
  metrics: [
    {
      id: "rouge",
      space: "evaluate-metric/rouge",
      description:
        "ROUGE counts how many words and word sequences (n-grams) of a reference summary " +
        "also appear in the generated one; higher means more overlap.",
    },
  ],
  models: [
    {
      id: "facebook/bart-large-cnn",
      description:
        "BART large fine-tuned on CNN and Daily Mail news stories; a strong, widely used " +
        "English news summarizer.",
    },
    {
      id: "Falconsai/medical_summarization",
      description: "A T5 model fine-tuned to condense medical documents and clinical notes.",
    },
  ],
  spaces: [
    {
      id: "pszemraj/summarize-long-text",
      description: "Summarizes documents far longer than a usual context window, chunk by chunk.",
    },
    {
      id: "ml6team/distilbart-tos-summarizer-tosdr",
      description: "Turns lengthy terms-of-service agreements into a few readable sentences.",
    },
    {
      id: "pszemraj/document-summarization",
      description: "Upload a text or PDF document and get back a summary of it.",
    },
    {
      id: "ml6team/post-processing-summarization",
      description:
        "Shows how post-processing can remove facts that a summarizer invented and that the " +
        "source does not support.",
    },
  ],
  widgetModels: ["facebook/bart-large-cnn"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: TASK_EXAMPLE_INPUTS.summarization.text }],
    outputs: [
      {
        label: "Output",
        type: "text",
        content:
          "The Eiffel Tower in Paris is 324 metres tall and was built for the 1889 World's " +
          "Fair. It was the world's tallest structure for 41 years until 1930, and is the " +
          "second-tallest free-standing structure in France after the Millau Viaduct.",
      },
    ],
  },
  about: {
    description: `Summarization models read a document and produce a shorter version that keeps what matters. **Extractive** summarizers select and copy the most informative sentences from the source; **abstractive** summarizers write new sentences, which reads more naturally but can introduce statements the source never made.

Most abstractive summarizers are encoder-decoder transformers such as BART, PEGASUS or T5, fine-tuned on pairs of documents and reference summaries. Today, instruction-tuned chat models summarize well too when asked to, which is why this task is an alias of text generation.

Length is the main practical limit: a model only sees as many tokens as its context window holds, so long reports are split into chunks that are summarized separately and then summarized again.`,
    useCases: [
      {
        title: "Research and reading",
        text: "Condense papers, reports and long articles so a reader can decide quickly whether to read the full text.",
      },
      {
        title: "Meeting and chat recaps",
        text: "Turn call transcripts or long message threads into a list of decisions and next steps.",
      },
      {
        title: "News digests",
        text: "Produce one-paragraph versions of news stories for newsletters, feeds and notifications.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.summarization({
  model: "facebook/bart-large-cnn",
  inputs: "The Eiffel Tower stands on the Champ de Mars in Paris. It rises 324 metres ...",
  parameters: { max_length: 60 },
});
console.log(output.summary_text);`,
    resources: [
      {
        title: "Transformers guide: summarization",
        url: "https://huggingface.co/docs/transformers/tasks/summarization",
      },
      {
        title: "BART: denoising sequence-to-sequence pre-training (paper)",
        url: "https://arxiv.org/abs/1910.13461",
      },
      {
        title: "PEGASUS: pre-training with extracted gap-sentences (paper)",
        url: "https://arxiv.org/abs/1912.08777",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["summarization"],
} satisfies TaskData;

export default task;
