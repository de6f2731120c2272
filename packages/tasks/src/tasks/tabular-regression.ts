import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "tabular-regression",
  label: "Tabular Regression",
  summary:
    "Tabular regression predicts a number for each row of a table, such as a price, a demand " +
    "or a weight, from the values in its other columns.",
  libraries: ["sklearn"],
  datasets: [
    {
      id: "inria-soda/tabular-benchmark",
      description:
        "A curated set of real-world tables, including regression targets, for comparing " +
        "tree-based models with neural networks.",
    },
  ],
  metrics: [
    {
      id: "mse",
      space: "evaluate-metric/mse",
      description:
        "Mean squared error: the average squared difference between predicted and true " +
        "values; large errors weigh heavily.",
    },
    {
      id: "r-squared",
      space: "evaluate-metric/r_squared",
      description:
        "The share of the target's variance the model explains: 1 is perfect, 0 is no better " +
        "than predicting the mean.",
    },
  ],
  models: [
    {
      id: "scikit-learn/Fish-Weight",
      description:
        "A scikit-learn regressor that estimates the weight of a fish from its species and " +
        "body measurements.",
    },
  ],
  spaces: [
    {
      id: "scikit-learn/fish-weight-prediction",
      description: "Enter a fish's measurements and get its predicted weight.",
    },
  ],
  widgetModels: ["scikit-learn/Fish-Weight"],
  demo: {
    inputs: [
      {
        label: "Fish measurements",
        type: "tabular",
        content: {
          headers: ["Species", "Length (cm)", "Height (cm)", "Width (cm)"],
          rows: [
            ["Bream", 25.4, 11.5, 4.0],
            ["Perch", 22.0, 5.9, 3.5],
            ["Pike", 45.0, 7.3, 4.3],
          ],
        },
      },
    ],
    outputs: [
      {
        label: "Predicted weight",
        type: "tabular",
        content: { headers: ["Weight (g)"], rows: [[248], [121], [497]] },
      },
    ],
  },
  about: {
    description: `Tabular regression predicts a continuous value for each row of a table: the price of a house from its size and location, tomorrow's demand from past sales, or a fish's weight from its length. It differs from tabular classification only in its output, a number rather than a category.

Linear models are a transparent baseline; gradient-boosted trees and random forests usually perform best on mixed numeric and categorical columns with little tuning. When the target spans several orders of magnitude, predicting its logarithm often helps.

Report errors in the target's own unit (mean absolute error in grams, euros or units sold) so that people can judge whether the model is accurate enough to act on.`,
    useCases: [
      {
        title: "Price estimation",
        text: "Suggest a listing price for a flat or a used car from its features and recent sales.",
      },
      {
        title: "Demand forecasting",
        text: "Predict how many units each shop will sell next week to plan stock and staff.",
      },
      {
        title: "Quality control",
        text: "Estimate a product measurement from sensor readings to catch drift before it becomes a defect.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const weights = await client.tabularRegression({
  model: "scikit-learn/Fish-Weight",
  inputs: {
    data: {
      Species: ["Bream", "Pike"],
      Length1: ["23.2", "40.1"],
      Length2: ["25.4", "43.0"],
      Length3: ["30.0", "45.5"],
      Height: ["11.52", "6.92"],
      Width: ["4.02", "4.35"],
    },
  },
});
console.log(weights); // one predicted weight per row`,
    resources: [
      {
        title: "scikit-learn user guide: supervised learning",
        url: "https://scikit-learn.org/stable/supervised_learning.html",
      },
      {
        title: "scikit-learn: metrics and scoring for regression",
        url: "https://scikit-learn.org/stable/modules/model_evaluation.html",
      },
      {
        title: "Introducing Skops: scikit-learn models on the Hub",
        url: "https://huggingface.co/blog/skops",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["tabular-regression"],
} satisfies TaskData;

export default task;
