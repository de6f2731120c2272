import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "table-question-answering",
  label: "Table Question Answering",
  summary:
    "Table question answering answers a question in plain language from the contents of a " +
    "table, looking up cells and, when needed, counting, summing or averaging them.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "wikitablequestions",
      description:
        "About 22,000 questions over 2,108 tables taken from Wikipedia, many of which need " +
        "comparisons or arithmetic to answer.",
    },
    {
      id: "wikisql",
      description:
        "About 80,000 questions over Wikipedia tables, each paired with the SQL query that " +
        "answers it.",
    },
  ],
  metrics: [
    {
      id: "Denotation Accuracy",
      description:
        "The share of questions for which the model returns the correct answer value, however " +
        "it arrived at it.",
    },
  ],
  models: [
    {
      id: "microsoft/tapex-base",
      description:
        "TAPEX: a BART model pre-trained to execute SQL queries over tables, which teaches it " +
        "to reason about rows and columns.",
    },
    {
      id: "google/tapas-base-finetuned-wtq",
      description:
        "TAPAS fine-tuned on WikiTableQuestions; it selects answer cells and an aggregation " +
        "operator such as SUM or COUNT.",
    },
  ],
  spaces: [
    {
      id: "katanaml/table-query",
      description: "Ask questions in plain language about a table of data.",
    },
  ],
  widgetModels: ["google/tapas-base-finetuned-wtq"],
  demo: {
    inputs: [
      {
        label: "Table",
        type: "tabular",
        content: {
          headers: ["Planet", "Moons", "Diameter (km)"],
          rows: [
            ["Mercury", 0, 4879],
            ["Venus", 0, 12104],
            ["Earth", 1, 12742],
            ["Mars", 2, 6779],
          ],
        },
      },
      { label: "Question", type: "text", content: "Which planet has two moons?" },
    ],
    outputs: [{ label: "Result", type: "text", content: "Mars" }],
  },
  about: {
    description: `Table question answering models take a table and a question such as "Which planet has two moons?" and return the answer. Some models, like TAPAS, encode the table as a flattened sequence with row and column embeddings and then point at the answer cells, optionally combined with an aggregation (sum, average, count). Others, like TAPEX, generate the answer as text after learning during pre-training to execute SQL.

This lets people who do not know SQL or spreadsheet formulas query structured data. Tables must fit in the model's context, so very large tables are filtered first or handled by a language model that writes a query for a database to run.

Numbers are the tricky part: check aggregated answers against the selected cells before relying on them.`,
    useCases: [
      {
        title: "Self-service analytics",
        text: "Let colleagues ask questions about sales or inventory tables without writing formulas.",
      },
      {
        title: "Search over structured pages",
        text: "Answer questions from tables embedded in documentation, reports or encyclopedia pages.",
      },
      {
        title: "Conversational data access",
        text: "Add a chat front end to a small dataset so that users can explore it in their own words.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.tableQuestionAnswering({
  model: "google/tapas-base-finetuned-wtq",
  inputs: {
    query: "How many moons do Earth and Mars have in total?",
    table: { Planet: ["Earth", "Mars"], Moons: ["1", "2"] },
  },
});
console.log(output.answer, output.aggregator); // "SUM > 1, 2" "SUM"`,
    resources: [
      {
        title: "TAPAS in the Transformers documentation",
        url: "https://huggingface.co/docs/transformers/model_doc/tapas",
      },
      {
        title: "TAPEX: table pre-training via learning a neural SQL executor (paper)",
        url: "https://arxiv.org/abs/2107.07653",
      },
      {
        title: "TAPAS: weakly supervised table parsing (paper)",
        url: "https://arxiv.org/abs/2004.02349",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["table-question-answering"],
} satisfies TaskData;

export default task;
