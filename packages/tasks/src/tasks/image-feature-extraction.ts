import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-feature-extraction",
  label: "Image Feature Extraction",
  summary:
    "Image feature extraction turns an image into a vector of numbers (an embedding) that describes its content, for similarity search, clustering or as input to other models.",
  libraries: ["timm", "transformers"],
  datasets: [
    {
      id: "imagenet-1k",
      description:
        "ImageNet-1k: about 1.3 million labelled photos in 1,000 classes, the usual pretraining and evaluation set for vision backbones.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "timm/vit_large_patch14_dinov2.lvd142m",
      description:
        "DINOv2 ViT-L/14 in timm: self-supervised on 142 million curated images, giving general-purpose features that work without fine-tuning.",
    },
    {
      id: "nvidia/MambaVision-T-1K",
      description:
        "A tiny hybrid backbone that mixes Mamba state-space blocks with self-attention, trading little accuracy for high throughput.",
    },
    {
      id: "facebook/dino-vitb16",
      description:
        "DINO ViT-B/16: a self-supervised vision transformer whose attention maps outline objects without any labels.",
    },
    {
      id: "apple/aimv2-large-patch14-336-distilled",
      description:
        "AIMv2 (large, 336 px, distilled): a vision encoder pretrained by generating image patches and text, strong for multimodal models.",
    },
    {
      id: "OpenGVLab/InternViT-6B-448px-V1-2",
      description:
        "A 6-billion-parameter vision transformer, the image encoder of the InternVL family of vision-language models.",
    },
  ],
  spaces: [
    {
      id: "timm/leaderboard",
      description:
        "Compare timm backbones by ImageNet accuracy, size and speed before picking a feature extractor.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "coffee-demo.jpg" }],
    outputs: [
      {
        label: "Features (first 3 of 1,024 dimensions)",
        type: "tabular",
        content: {
          headers: ["Token", "Dimension 1", "Dimension 2", "Dimension 3"],
          rows: [
            ["[CLS] (whole image)", 1.274, -0.386, 0.912],
            ["Patch 1", 0.158, 0.733, -1.046],
            ["Patch 2", -0.529, 0.861, -0.907],
            ["Patch 3", 0.044, 1.318, -0.612],
          ],
        },
      },
    ],
  },
  about: {
    description: `Image feature extraction runs a vision backbone and keeps its internal representation instead of a prediction. A vision transformer returns one vector per image patch plus a summary token (\`[CLS]\`); pooling gives a single embedding for the whole image.

Good image embeddings put visually and semantically similar images close together. Self-supervised models such as DINO and DINOv2 learn them without labels by making different crops and augmentations of the same picture agree, and their patch features are detailed enough for segmentation, depth or retrieval with only a light head on top. Encoders trained with text (CLIP, SigLIP, AIMv2) add a link to language, which is why they serve as the eyes of vision-language models.

In practice, embed a collection once, store the vectors in an index, and compare new images by cosine similarity. Choose the backbone by the trade-off you need: small convolutional or hybrid models for speed on edge devices, large transformers for the best quality.`,
    useCases: [
      {
        title: "Visual search",
        text: "Find similar products, artworks or photos in a large collection from one example image.",
      },
      {
        title: "Deduplication and clustering",
        text: "Group near-identical images and cluster a photo collection by content before labelling it.",
      },
      {
        title: "Transfer learning",
        text: "Train a small classifier or regressor on frozen features when only a few labelled images are available.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("coffee.png")], { type: "image/png" });

// Image inputs go through the generic request; the output is a nested array of numbers.
const features = (await client.request(
  { model: "facebook/dino-vitb16", data: image },
  { task: "image-feature-extraction" },
)) as number[][][];
console.log(features[0].length, "tokens");`,
    resources: [
      {
        title: "Transformers guide: image feature extraction",
        url: "https://huggingface.co/docs/transformers/tasks/image_feature_extraction",
      },
      {
        title: "DINOv2: learning robust visual features without supervision (paper)",
        url: "https://arxiv.org/abs/2304.07193",
      },
      {
        title: "timm documentation",
        url: "https://huggingface.co/docs/timm/index",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["image-feature-extraction"],
} satisfies TaskData;

export default task;
