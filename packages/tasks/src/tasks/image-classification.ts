import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-classification",
  label: "Image Classification",
  summary:
    "Image classification assigns a label, or a ranked list of labels, to a whole image, such as the kind of animal, object or scene it shows.",
  youtubeId: "tjAIM7BOYhw",
  libraries: ["keras", "timm", "transformers", "transformers.js"],
  datasets: [
    {
      id: "cifar100",
      description:
        "60,000 tiny 32×32 colour images in 100 classes grouped into 20 superclasses; a quick benchmark for new architectures.",
    },
    {
      id: "fashion_mnist",
      description:
        "70,000 28×28 greyscale pictures of clothing in 10 classes, a harder drop-in replacement for handwritten digits.",
    },
  ],
  metrics: [
    {
      id: "accuracy",
      space: "evaluate-metric/accuracy",
      description:
        "The share of images whose top prediction is correct; ImageNet results also quote top-5 accuracy.",
    },
    {
      id: "recall",
      space: "evaluate-metric/recall",
      description: "For one class, the share of its images the model labelled correctly.",
    },
    {
      id: "precision",
      space: "evaluate-metric/precision",
      description: "For one class, the share of images given that label that really belong to it.",
    },
    {
      id: "f1",
      space: "evaluate-metric/f1",
      description:
        "The harmonic mean of precision and recall, a fairer summary than accuracy when classes are imbalanced.",
    },
  ],
  models: [
    {
      id: "google/vit-base-patch16-224",
      description:
        "The original Vision Transformer (base size, 16×16 patches), pretrained on ImageNet-21k and fine-tuned on ImageNet-1k.",
    },
    {
      id: "facebook/deit-base-distilled-patch16-224",
      description:
        "DeiT: a vision transformer trained on ImageNet-1k alone, using an extra distillation token to learn from a convolutional teacher.",
    },
    {
      id: "facebook/convnext-large-224",
      description:
        "ConvNeXt: a pure convolutional network modernised with design choices from transformers, matching them in accuracy.",
    },
  ],
  spaces: [
    {
      id: "timm/leaderboard",
      description:
        "Compare hundreds of timm image models by ImageNet accuracy, parameter count and speed.",
    },
  ],
  widgetModels: ["google/vit-base-patch16-224"],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "cat-chelsea-demo.jpg" }],
    outputs: [
      {
        label: "Predicted classes",
        type: "chart",
        content: [
          { label: "Egyptian cat", score: 0.618 },
          { label: "tabby cat", score: 0.214 },
          { label: "tiger cat", score: 0.117 },
          { label: "lynx", score: 0.021 },
        ],
      },
    ],
  },
  about: {
    description: `Image classification answers "what is in this picture?" with one label per image from a fixed list of classes. A model trained on ImageNet-1k, for example, chooses among a thousand categories of animals, objects and scenes and returns the most likely ones with their probabilities.

Convolutional networks (ResNet, EfficientNet, ConvNeXt) and vision transformers (ViT, DeiT, Swin) are the two main families. A transformer cuts the image into patches, embeds each as a token and lets attention mix information across the whole image; a classification head reads the pooled result. Models pretrained on large data sets transfer well, so fine-tuning a pretrained backbone on a few hundred images per class is usually enough for a new problem.

When the label set is not fixed in advance, zero-shot image classification with a CLIP-style model is an alternative that needs no training. For images with several objects, object detection or multi-label classification give more complete answers.`,
    useCases: [
      {
        title: "Content organisation",
        text: "Sort photo libraries, product catalogues or stock images into categories automatically.",
      },
      {
        title: "Quality inspection",
        text: "Spot defective parts on a production line or damaged goods in warehouse photos.",
      },
      {
        title: "Medical and scientific imaging",
        text: "Support experts by flagging suspicious skin lesions, X-rays or microscope slides for review.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cat.png")], { type: "image/png" });

const classes = await client.imageClassification({
  model: "google/vit-base-patch16-224",
  data: image,
});
// [{ label: "Egyptian cat", score: 0.62 }, ...]
console.log(classes);`,
    resources: [
      {
        title: "Transformers guide: image classification",
        url: "https://huggingface.co/docs/transformers/tasks/image_classification",
      },
      {
        title: "An image is worth 16x16 words: transformers for image recognition (paper)",
        url: "https://arxiv.org/abs/2010.11929",
      },
      {
        title: "timm documentation",
        url: "https://huggingface.co/docs/timm/index",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["image-classification"],
} satisfies TaskData;

export default task;
