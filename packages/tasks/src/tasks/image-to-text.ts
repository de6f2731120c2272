import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-text",
  label: "Image-to-Text",
  summary:
    "Image-to-text models produce text from an image: a caption describing it, the text written in it (OCR), or a structured conversion such as Markdown.",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "red_caps",
      description:
        "RedCaps: about 12 million image-caption pairs collected from image posts on Reddit, with captions written by people.",
    },
    {
      id: "datasets/conceptual_captions",
      description:
        "Conceptual Captions: about 3.3 million web images with cleaned-up alt-text captions, a standard pretraining set for captioners.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "allenai/olmOCR-7B-0725",
      description:
        "A vision-language model fine-tuned to turn PDF page images into clean plain text with tables and equations, in natural reading order.",
    },
    {
      id: "fancyfeast/llama-joycaption-beta-one-hf-llava",
      description:
        "JoyCaption: a detailed, open captioner designed to write training captions for image-generation models.",
    },
  ],
  spaces: [
    {
      id: "multimodalart/OmniSVG-3B",
      description: "Convert an image or a description into SVG vector graphics with OmniSVG.",
    },
    {
      id: "numind/NuMarkdown-8B-Thinking",
      description:
        "Convert a document image into Markdown with a model that reasons about the layout first.",
    },
    {
      id: "fancyfeast/joy-caption-beta-one",
      description:
        "Generate captions in different styles and lengths for your images with JoyCaption.",
    },
  ],
  widgetModels: ["Salesforce/blip-image-captioning-large"],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "rocket-demo.jpg" }],
    outputs: [
      {
        label: "Detailed description",
        type: "text",
        content:
          "A white rocket stands upright on its launch pad at dusk, lit by floodlights and flanked by tall steel lattice towers under a deep blue sky.",
      },
    ],
  },
  about: {
    description: `Image-to-text covers any model that looks at an image and writes text about it. Image captioning describes the scene in a sentence or a paragraph; optical character recognition (OCR) transcribes the text that appears in the image; document conversion turns a page into structured text such as Markdown or HTML, keeping headings, lists and tables.

Most models are encoder-decoders: a vision encoder turns the image into features and a text decoder generates the output token by token while attending to them. BLIP and GIT were trained on millions of image-caption pairs; TrOCR and Donut specialise in reading text; recent OCR and captioning models are fine-tuned vision-language models, which handle long, detailed outputs and unusual layouts better.

Unlike image-text-to-text, there is no free-form prompt here: the model always performs its one job. That makes it simple to run over large collections, for example to caption a training set for an image generator or to digitise an archive.`,
    useCases: [
      {
        title: "Accessibility",
        text: "Write alternative text for images on web pages and in documents for people who use screen readers.",
      },
      {
        title: "Digitising documents",
        text: "Turn scanned pages, receipts and handwritten notes into searchable, editable text.",
      },
      {
        title: "Dataset captioning",
        text: "Generate detailed captions for large image collections to train or filter text-to-image models.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("rocket.jpg")], { type: "image/jpeg" });

const { generated_text } = await client.imageToText({
  model: "Salesforce/blip-image-captioning-large",
  data: image,
});
console.log(generated_text);`,
    resources: [
      {
        title: "Transformers guide: image captioning",
        url: "https://huggingface.co/docs/transformers/tasks/image_captioning",
      },
      {
        title: "BLIP: bootstrapping language-image pre-training (paper)",
        url: "https://arxiv.org/abs/2201.12086",
      },
      {
        title: "TrOCR: transformer-based optical character recognition (paper)",
        url: "https://arxiv.org/abs/2109.10282",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["image-to-text"],
} satisfies TaskData;

export default task;
