import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "question-answering",
  label: "Question Answering",
  summary:
    "Question answering models find the answer to a question in a given text, returning the exact span of the text that answers it.",
  youtubeId: "ajPx5LwJD-I",
  libraries: ["adapter-transformers", "allennlp", "transformers", "transformers.js"],
  datasets: [
    {
      id: "squad_v2",
      description:
        "SQuAD 2.0: about 100,000 questions on Wikipedia paragraphs plus 50,000 unanswerable ones, so models must learn when to abstain.",
    },
    {
      id: "natural_questions",
      description:
        "Natural Questions: real search-engine questions paired with Wikipedia pages and annotated long and short answers.",
    },
  ],
  metrics: [
    {
      id: "exact-match",
      space: "evaluate-metric/exact_match",
      description:
        "The share of predictions identical to one of the reference answers after normalising case, punctuation and articles.",
    },
    {
      id: "f1",
      space: "evaluate-metric/f1",
      description:
        "Word overlap between the predicted and reference answers, giving partial credit for answers that are nearly right.",
    },
  ],
  models: [
    {
      id: "deepset/roberta-base-squad2",
      description:
        "RoBERTa base fine-tuned on SQuAD 2.0: a reliable extractive reader that can also say a passage holds no answer.",
    },
    {
      id: "distilbert/distilbert-base-cased-distilled-squad",
      description:
        "A small, fast DistilBERT reader distilled on SQuAD v1.1, well suited to CPUs and the browser.",
    },
    {
      id: "google/tapas-base-finetuned-wtq",
      description:
        "TAPAS fine-tuned on WikiTableQuestions: answers questions over tables rather than free text, including simple aggregations.",
    },
  ],
  spaces: [
    {
      id: "deepset/wikipedia-assistant",
      description:
        "Ask a question and get an answer found in Wikipedia by a retrieval-and-reader pipeline.",
    },
  ],
  widgetModels: ["deepset/roberta-base-squad2"],
  demo: {
    inputs: [
      { label: "Question", type: "text", content: "Which river flows through Kraków?" },
      {
        label: "Context",
        type: "text",
        content:
          "Kraków is one of the oldest cities in Poland. It lies on the Vistula River, and its historic centre was among the first sites added to the UNESCO World Heritage List in 1978.",
      },
    ],
    outputs: [{ label: "Answer", type: "text", content: "the Vistula River" }],
  },
  about: {
    description: `Extractive question answering takes a question and a context passage and returns the part of the passage that answers the question, together with a confidence score and the character positions of the answer. Because the answer is copied from the text, it cannot be invented, which makes these models a good fit when answers must be traceable to a source.

The standard model is a fine-tuned encoder (BERT, RoBERTa, DeBERTa). Question and context are fed together; for every token the model predicts how likely it is to start or end the answer, and the best valid span wins. Models trained on SQuAD 2.0 also learn to predict "no answer" when the passage does not contain one. Long documents are split into overlapping windows, and the best span across windows is returned.

In open-domain settings, a retriever first selects relevant passages from a large collection, and the reader extracts the answer from them. Generative question answering with chat models is the alternative when answers need to be phrased freely or combine several sources.`,
    useCases: [
      {
        title: "Search over documentation",
        text: "Highlight the exact sentence of a manual, policy or knowledge base that answers a user's question.",
      },
      {
        title: "Information extraction",
        text: "Pull specific facts (dates, amounts, names) out of contracts, reports or emails by asking a fixed set of questions.",
      },
      {
        title: "Grounded assistants",
        text: "Answer customer questions only with text from approved sources, citing where the answer came from.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const { answer, score, start, end } = await client.questionAnswering({
  model: "deepset/roberta-base-squad2",
  inputs: {
    question: "Which river flows through Kraków?",
    context: "Kraków is one of the oldest cities in Poland. It lies on the Vistula River.",
  },
});
console.log(answer, score, start, end);`,
    resources: [
      {
        title: "Transformers guide: question answering",
        url: "https://huggingface.co/docs/transformers/tasks/question_answering",
      },
      {
        title: "Know what you don't know: unanswerable questions for SQuAD (paper)",
        url: "https://arxiv.org/abs/1806.03822",
      },
      {
        title: "Hugging Face LLM course: question answering",
        url: "https://huggingface.co/learn/llm-course/chapter7/7",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["question-answering"],
} satisfies TaskData;

export default task;
