import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-classification",
  label: "Text Classification",
  summary:
    "Text classification assigns one or more labels to a piece of text, such as its " +
    "sentiment, topic, language or whether it breaks a rule.",
  youtubeId: "leNG9fN9FQU",
  libraries: ["adapter-transformers", "setfit", "spacy", "transformers", "transformers.js"],
  datasets: [
    {
      id: "nyu-mll/glue",
      description:
        "The GLUE benchmark: nine English sentence and sentence-pair classification tasks, " +
        "including sentiment, paraphrase and entailment.",
    },
    {
      id: "stanfordnlp/snli",
      description:
        "About 570,000 human-written sentence pairs labelled as entailment, contradiction or " +
        "neutral, for natural language inference.",
    },
  ],
  metrics: [
    {
      id: "accuracy",
      space: "evaluate-metric/accuracy",
      description: "The share of texts whose predicted label matches the true label.",
    },
    {
      id: "recall",
      space: "evaluate-metric/recall",
      description: "Of all texts that truly carry a label, the share the model found.",
    },
    {
      id: "precision",
      space: "evaluate-metric/precision",
      description: "Of all texts the model gave a label, the share that truly carry it.",
    },
    {
      id: "f1",
      space: "evaluate-metric/f1",
      description: "The harmonic mean of precision and recall; useful when classes are unbalanced.",
    },
  ],
  models: [
    {
      id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
      description:
        "A small, fast DistilBERT model that labels English sentences as positive or negative.",
    },
    {
      id: "ProsusAI/finbert",
      description:
        "A BERT model adapted to financial news that rates sentiment as positive, negative or " +
        "neutral.",
    },
    {
      id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
      description:
        "A RoBERTa model trained on tweets that handles hashtags, emojis and informal " +
        "language when scoring sentiment.",
    },
    {
      id: "papluca/xlm-roberta-base-language-detection",
      description: "Detects which of 20 languages a text is written in.",
    },
    {
      id: "meta-llama/Prompt-Guard-86M",
      description:
        "A small classifier that flags prompt-injection and jailbreak attempts before they " +
        "reach a language model.",
    },
  ],
  spaces: [
    {
      id: "IoannisTr/Tech_Stocks_Trading_Assistant",
      description:
        "Uses the sentiment of financial news to support decisions about technology stocks.",
    },
    {
      id: "miesnerjacob/Multi-task-NLP",
      description:
        "Runs several language tasks, including sentiment and emotion detection, on your text.",
    },
    {
      id: "spacy/healthsea-demo",
      description:
        "Analyses product reviews of dietary supplements and classifies the health effects " +
        "they mention.",
    },
  ],
  widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
  demo: {
    inputs: [
      {
        label: "Input",
        type: "text",
        content: "The battery lasts two full days and the screen is gorgeous. Worth every penny!",
      },
    ],
    outputs: [
      {
        label: "Sentiment",
        type: "chart",
        content: [
          { label: "POSITIVE", score: 0.96 },
          { label: "NEUTRAL", score: 0.03 },
          { label: "NEGATIVE", score: 0.01 },
        ],
      },
    ],
  },
  about: {
    description: `Text classification models read a sentence, a paragraph or a pair of sentences and return a score for each label of a fixed set. The most common variety is **sentiment analysis** (positive, negative, neutral), but the same recipe handles topics, intents, spam, toxicity, language identification and **natural language inference**, which decides whether one sentence follows from another.

The usual approach is to fine-tune a pre-trained encoder such as BERT, RoBERTa or DeBERTa on a few thousand labelled examples. With only a handful of examples per label, SetFit fine-tunes a sentence-embedding model instead, and when there are no examples at all zero-shot classification or a chat model can assign labels described in plain words.

Classifiers are fast and cheap compared with generative models, which makes them a good fit for filtering or routing large volumes of text.`,
    useCases: [
      {
        title: "Customer feedback",
        text: "Score reviews and survey answers by sentiment to see which products or features people love or dislike.",
      },
      {
        title: "Content moderation",
        text: "Flag toxic, spam or prompt-injection messages before they are published or reach a language model.",
      },
      {
        title: "Ticket routing",
        text: "Send support requests to the right team by predicting their topic or intent.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.textClassification({
  model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  inputs: "The battery lasts two full days. Worth every penny!",
});
// [{ label: "POSITIVE", score: 0.99 }, { label: "NEGATIVE", score: 0.01 }]
console.log(output);`,
    resources: [
      {
        title: "Transformers guide: text classification",
        url: "https://huggingface.co/docs/transformers/tasks/sequence_classification",
      },
      {
        title: "SetFit: efficient few-shot learning without prompts",
        url: "https://huggingface.co/blog/setfit",
      },
      {
        title: "GLUE benchmark",
        url: "https://gluebenchmark.com/",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-classification"],
} satisfies TaskData;

export default task;
