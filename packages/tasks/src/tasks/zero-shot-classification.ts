import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "zero-shot-classification",
  label: "Zero-Shot Classification",
  summary:
    "Zero-shot classification sorts a text into labels you choose at request time, without " +
    "training the model on any example of those labels.",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "nyu-mll/glue",
      description:
        "Nine English understanding tasks; its entailment subsets help teach models the " +
        "inference skill zero-shot classifiers rely on.",
    },
    {
      id: "nyu-mll/multi_nli",
      description:
        "About 433,000 sentence pairs from ten genres of spoken and written English, labelled " +
        "as entailment, neutral or contradiction.",
    },
    {
      id: "fever/fever",
      description:
        "Claims written from Wikipedia and labelled as supported, refuted or lacking enough " +
        "information, used for fact verification.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "facebook/bart-large-mnli",
      description:
        "BART large trained on MultiNLI; the classic model for zero-shot classification " +
        "through entailment.",
    },
    {
      id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0",
      description:
        "A fast zero-shot classifier built on ModernBERT and trained on a broad mix of " +
        "inference and classification data.",
    },
    {
      id: "knowledgator/gliclass-modern-base-v2.0-init",
      description:
        "A GLiClass model that scores a text against many labels in a single forward pass.",
    },
  ],
  spaces: [],
  widgetModels: ["facebook/bart-large-mnli"],
  demo: {
    inputs: [
      {
        label: "Text Input",
        type: "text",
        content: "Since the last update my phone dies by lunchtime, even with the screen dimmed.",
      },
      {
        label: "Candidate Labels",
        type: "text",
        content: "battery, camera, price, shipping",
      },
    ],
    outputs: [
      {
        label: "Scores",
        type: "chart",
        content: [
          { label: "battery", score: 0.91 },
          { label: "price", score: 0.04 },
          { label: "camera", score: 0.03 },
          { label: "shipping", score: 0.02 },
        ],
      },
    ],
  },
  about: {
    description: `Zero-shot classification lets you name the labels when you make the request. The classic approach reuses a **natural language inference** (NLI) model: for each candidate label it builds a hypothesis such as "This text is about battery." and asks how strongly the text entails it. The entailment scores, normalised across labels, become the classification.

Because labels are plain words, you can change your taxonomy without collecting data or retraining. Setting \`multi_label\` scores each label independently, for texts that can belong to several categories at once.

Accuracy depends on how well the label names describe the categories, and a fine-tuned classifier still wins when labelled data is available. Zero-shot models are a good way to bootstrap: label a first batch automatically, check it, then train a smaller dedicated model.`,
    useCases: [
      {
        title: "Fast prototyping",
        text: "Try a new categorisation of tickets or documents the same day, before any data has been labelled.",
      },
      {
        title: "Changing taxonomies",
        text: "Follow topics that change every week, such as news themes or product names, by editing the label list.",
      },
      {
        title: "Bootstrapping training data",
        text: "Pre-label a dataset automatically so that people only need to review and correct it.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.zeroShotClassification({
  model: "facebook/bart-large-mnli",
  inputs: "Since the last update my phone dies by lunchtime.",
  parameters: { candidate_labels: ["battery", "camera", "price"] },
});
console.log(output);`,
    resources: [
      {
        title: "Zero-shot learning in modern NLP",
        url: "https://joeddav.github.io/blog/2020/05/29/ZSL.html",
      },
      {
        title: "Benchmarking zero-shot text classification (paper)",
        url: "https://arxiv.org/abs/1909.00161",
      },
      {
        title: "Transformers pipelines reference",
        url: "https://huggingface.co/docs/transformers/main_classes/pipelines",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["zero-shot-classification"],
} satisfies TaskData;

export default task;
