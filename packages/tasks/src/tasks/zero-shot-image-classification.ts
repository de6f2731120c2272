import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "zero-shot-image-classification",
  label: "Zero-Shot Image Classification",
  summary:
    "Zero-shot image classification labels an image with categories you name at request " +
    "time, without training the model on those categories.",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "ILSVRC/imagenet-1k",
      description:
        "ImageNet's 1,000 object classes; classifying its validation images from class names " +
        "alone is the standard zero-shot benchmark.",
    },
  ],
  metrics: [
    {
      id: "top-K accuracy",
      description:
        "The share of images whose true label is among the K labels the model scored highest " +
        "(top-1 and top-5 are the usual choices).",
    },
  ],
  models: [
    {
      id: "visheratin/mexma-siglip",
      description:
        "Pairs the MEXMA multilingual text encoder with a SigLIP image encoder, so labels can " +
        "be written in dozens of languages.",
    },
    {
      id: "google/siglip2-base-patch16-224",
      description:
        "SigLIP 2 base: an image-text model trained with a sigmoid loss, with better " +
        "multilingual understanding and localisation than the first SigLIP.",
    },
    {
      id: "intfloat/mmE5-mllama-11b-instruct",
      description:
        "A large multimodal, multilingual embedding model built on Llama 3.2 Vision that " +
        "follows task instructions.",
    },
    {
      id: "jinaai/jina-clip-v2",
      description:
        "A multilingual CLIP-style model with high-resolution image input and embeddings that " +
        "can be truncated to save space.",
    },
    {
      id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
      description:
        "A CLIP model trained on millions of figure-caption pairs from biomedical articles, for " +
        "medical images.",
    },
  ],
  spaces: [
    {
      id: "pharma/CLIP-Interrogator",
      description: "Finds a text prompt that describes an image, using CLIP to rank candidates.",
    },
    {
      id: "merve/compare_clip_siglip",
      description: "Scores the same image and labels with CLIP and SigLIP side by side.",
    },
  ],
  widgetModels: ["google/siglip-so400m-patch14-224"],
  demo: {
    inputs: [
      { label: "Image", type: "img", filename: "cat-chelsea-demo.jpg" },
      { label: "Classes", type: "text", content: "tabby cat, lynx, red fox" },
    ],
    outputs: [
      {
        label: "Scores",
        type: "chart",
        content: [
          { label: "tabby cat", score: 0.91 },
          { label: "lynx", score: 0.07 },
          { label: "red fox", score: 0.02 },
        ],
      },
    ],
  },
  about: {
    description: `Zero-shot image classifiers are trained on huge collections of images paired with captions from the web. They learn an image encoder and a text encoder that map matching pictures and descriptions to nearby points in one embedding space. To classify, the model embeds the image and a sentence for each candidate label (for example "a photo of a lynx") and picks the label whose text embedding is closest.

Because the labels are just text, you can change them for every request: product categories, animal species or "damaged" versus "intact". CLIP introduced the approach; SigLIP replaced its softmax loss with a sigmoid loss that trains more efficiently, and multilingual variants accept labels in many languages.

Wording matters: prompt templates such as "a photo of a {label}" and several synonyms per class often improve accuracy. For narrow domains like medical imaging, pick a model trained on that domain.`,
    useCases: [
      {
        title: "Cataloguing photos",
        text: "Tag a photo library with categories that can change from week to week, without labelling data.",
      },
      {
        title: "Content filtering",
        text: "Screen uploaded images against a list of unwanted categories described in words.",
      },
      {
        title: "Bootstrapping datasets",
        text: "Pre-sort unlabeled images into rough classes before people review them.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.zeroShotImageClassification({
  model: "openai/clip-vit-large-patch14",
  inputs: new Blob([await readFile("cat.png")]),
  parameters: { candidate_labels: ["tabby cat", "lynx", "red fox"] },
});
console.log(output); // [{ label: "tabby cat", score: 0.91 }, ...]`,
    resources: [
      {
        title: "Transformers guide: zero-shot image classification",
        url: "https://huggingface.co/docs/transformers/tasks/zero_shot_image_classification",
      },
      {
        title: "Learning transferable visual models from natural language supervision (CLIP paper)",
        url: "https://arxiv.org/abs/2103.00020",
      },
      {
        title: "Sigmoid loss for language image pre-training (SigLIP paper)",
        url: "https://arxiv.org/abs/2303.15343",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["zero-shot-image-classification"],
} satisfies TaskData;

export default task;
