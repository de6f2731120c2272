import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "visual-question-answering",
  label: "Visual Question Answering",
  summary:
    "Visual question answering (VQA) answers a question written in natural language about " +
    "the content of an image.",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "Graphcore/vqa",
      description:
        "VQA v2: open-ended questions about COCO photographs, each answered by ten people, " +
        "balanced so that the image matters for the answer.",
    },
    {
      id: "facebook/textvqa",
      description:
        "Questions that can only be answered by reading text in the image, such as signs, " +
        "labels and brand names.",
    },
  ],
  metrics: [
    {
      id: "accuracy",
      space: "evaluate-metric/accuracy",
      description:
        "In VQA, an answer counts as fully correct when at least three of the ten human " +
        "annotators gave it, and partly correct otherwise.",
    },
    {
      id: "wu-palmer similarity",
      description:
        "Scores how close the predicted and reference answers are in the WordNet hierarchy, " +
        "giving partial credit to related words.",
    },
  ],
  models: [
    {
      id: "google/deplot",
      description:
        "Converts a chart or plot into a data table, which a language model can then reason " +
        "over to answer questions.",
    },
    {
      id: "google/matcha-base",
      description:
        "MatCha: a Pix2Struct model further pre-trained on chart reading and mathematical " +
        "reasoning, a base for chart question answering.",
    },
    {
      id: "google/pix2struct-ocrvqa-large",
      description:
        "Pix2Struct fine-tuned on OCR-VQA, which asks questions about book covers (title, " +
        "author, genre).",
    },
  ],
  spaces: [
    {
      id: "merve/pix2struct",
      description: "Ask questions about charts, documents and screenshots with Pix2Struct models.",
    },
    {
      id: "nielsr/vilt-vqa",
      description: "Upload a photo and ask ViLT a question about it.",
    },
    {
      id: "Salesforce/BLIP",
      description: "Caption an image or ask questions about it with BLIP.",
    },
    {
      id: "vumichien/Img2Prompt",
      description:
        "Answers questions about images with a frozen language model, by first turning the " +
        "image into textual prompts.",
    },
  ],
  widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
  demo: {
    inputs: [
      { label: "Image", type: "img", filename: "coffee-demo.jpg" },
      { label: "Question", type: "text", content: "What is lying on the saucer next to the cup?" },
    ],
    outputs: [
      {
        label: "Answers",
        type: "chart",
        content: [
          { label: "spoon", score: 0.87 },
          { label: "teaspoon", score: 0.08 },
          { label: "sugar", score: 0.01 },
        ],
      },
    ],
  },
  about: {
    description: `Visual question answering models look at an image and a question about it, then answer in words: "What colour is the cup?", "How many people are in the room?", "What does the sign say?". Answering may require recognising objects, counting, reading text, understanding spatial relations or applying common sense.

Early VQA models such as ViLT treat the task as classification over the few thousand most frequent answers, which gives the ranked list of answers shown above. Generative models (BLIP, Pix2Struct and today's vision-language chat models) write free-form answers instead and handle documents, charts and screenshots as well as photos.

For open-ended conversations about images see image-text-to-text; for answering from scanned documents see document question answering.`,
    useCases: [
      {
        title: "Accessibility",
        text: "Let blind and low-vision users ask what is in a photo, on a screen or in front of their camera.",
      },
      {
        title: "Retail and inventory",
        text: "Ask whether a shelf photo shows a product, how many items remain or what a label says.",
      },
      {
        title: "Chart and report reading",
        text: "Pull numbers and trends out of charts in reports without re-typing the data.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.visualQuestionAnswering({
  model: "dandelin/vilt-b32-finetuned-vqa",
  inputs: {
    image: new Blob([await readFile("coffee.png")]),
    question: "What is lying on the saucer next to the cup?",
  },
});
console.log(output.answer, output.score);`,
    resources: [
      {
        title: "Transformers guide: visual question answering",
        url: "https://huggingface.co/docs/transformers/tasks/visual_question_answering",
      },
      {
        title: "VQA: Visual Question Answering (project site)",
        url: "https://visualqa.org/",
      },
      {
        title: "ViLT: vision-and-language transformer (paper)",
        url: "https://arxiv.org/abs/2102.03334",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["visual-question-answering"],
} satisfies TaskData;

export default task;
