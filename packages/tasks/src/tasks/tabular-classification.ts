import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "tabular-classification",
  label: "Tabular Classification",
  summary:
    "Tabular classification predicts a category for each row of a table from the values in " +
    "its columns.",
  libraries: ["sklearn"],
  datasets: [
    {
      id: "inria-soda/tabular-benchmark",
      description:
        "A curated set of real-world classification and regression tables used to compare " +
        "tree-based models with neural networks on tabular data.",
    },
  ],
  metrics: [
    {
      id: "accuracy",
      space: "evaluate-metric/accuracy",
      description: "The share of rows assigned the correct class.",
    },
    {
      id: "recall",
      space: "evaluate-metric/recall",
      description: "Of the rows that truly belong to a class, the share the model caught.",
    },
    {
      id: "precision",
      space: "evaluate-metric/precision",
      description: "Of the rows the model put in a class, the share that truly belong there.",
    },
    {
      id: "f1",
      space: "evaluate-metric/f1",
      description: "The harmonic mean of precision and recall, robust to unbalanced classes.",
    },
  ],
  models: [
    {
      id: "scikit-learn/cancer-prediction-trees",
      description:
        "A scikit-learn tree-based classifier that predicts whether a breast tumour is " +
        "malignant or benign from measurements of its cells.",
    },
  ],
  spaces: [
    {
      id: "scikit-learn/tabular-playground",
      description: "Try a scikit-learn model on tabular data directly in the browser.",
    },
    {
      id: "scikit-learn/classification",
      description: "Train and compare scikit-learn classifiers interactively in the browser.",
    },
  ],
  widgetModels: ["scikit-learn/tabular-playground"],
  demo: {
    inputs: [
      {
        label: "Penguin measurements",
        type: "tabular",
        content: {
          headers: ["Bill length (mm)", "Bill depth (mm)", "Flipper length (mm)", "Body mass (g)"],
          rows: [
            [39.1, 18.7, 181, 3750],
            [46.1, 13.2, 211, 4500],
            [46.5, 17.9, 192, 3500],
          ],
        },
      },
    ],
    outputs: [
      {
        label: "Predicted species",
        type: "tabular",
        content: { headers: ["Species"], rows: [["Adelie"], ["Gentoo"], ["Chinstrap"]] },
      },
    ],
  },
  about: {
    description: `Tabular classification works on data laid out in rows and columns, like a spreadsheet or a database table. Each row is one example (a customer, a transaction, a patient), the columns are its features, and the model predicts a category such as "will churn" or "fraudulent".

Gradient-boosted trees (XGBoost, LightGBM, scikit-learn's HistGradientBoosting) and random forests remain the strongest default on most tables: they handle mixed numeric and categorical columns, need little preprocessing and train in seconds. Neural networks and tabular foundation models can compete on some datasets, especially large ones.

Most of the work lies in the data: handling missing values, avoiding columns that leak the answer, and validating on rows the model has never seen.`,
    useCases: [
      {
        title: "Churn prediction",
        text: "Flag customers who are likely to cancel so that a team can reach out first.",
      },
      {
        title: "Fraud detection",
        text: "Score card transactions or insurance claims and send suspicious ones for review.",
      },
      {
        title: "Medical screening",
        text: "Estimate from lab results whether a patient needs further tests, as decision support for clinicians.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const predictions = await client.tabularClassification({
  model: "scikit-learn/tabular-playground",
  inputs: {
    data: {
      // One list per column, all of the same length: one entry per row.
      feature_1: ["0.12", "0.87"],
      feature_2: ["3.4", "1.1"],
    },
  },
});
console.log(predictions); // one predicted class per row`,
    resources: [
      {
        title: "scikit-learn user guide: supervised learning",
        url: "https://scikit-learn.org/stable/supervised_learning.html",
      },
      {
        title: "Why do tree-based models still outperform deep learning on tabular data? (paper)",
        url: "https://arxiv.org/abs/2207.08815",
      },
      {
        title: "Introducing Skops: scikit-learn models on the Hub",
        url: "https://huggingface.co/blog/skops",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["tabular-classification"],
} satisfies TaskData;

export default task;
