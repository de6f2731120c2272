import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-segmentation",
  label: "Image Segmentation",
  summary:
    "Image segmentation labels every pixel of an image, dividing it into regions for each class (semantic), each object (instance), or both (panoptic).",
  youtubeId: "dKE8SIt9C-w",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "scene_parse_150",
      description:
        "ADE20K scene parsing: about 20,000 training images of indoor and outdoor scenes annotated pixel by pixel with 150 classes.",
    },
  ],
  metrics: [
    {
      id: "Average Precision",
      description:
        "For instance segmentation: the area under the precision-recall curve of predicted masks for one class, averaged over IoU thresholds.",
    },
    {
      id: "Mean Average Precision",
      description: "Average precision averaged over all classes; the headline number on COCO.",
    },
    {
      id: "Mean Intersection over Union",
      space: "evaluate-metric/mean_iou",
      description:
        "For semantic segmentation: per class, the overlap between predicted and true regions divided by their union, averaged over classes.",
    },
    {
      id: "AP\u03b1",
      description:
        "Average precision at one IoU threshold \u03b1, for example AP50 (loose overlap) or AP75 (tight overlap).",
    },
  ],
  models: [
    {
      id: "tue-mps/coco_panoptic_eomt_large_640",
      description:
        "EoMT: a plain ViT-Large that does panoptic segmentation on COCO with no extra decoder, showing the encoder alone can predict masks.",
    },
    {
      id: "briaai/RMBG-1.4",
      description:
        "BRIA's background-removal model: separates the foreground subject from the background, trained on licensed images.",
    },
    {
      id: "ZhengPeng7/BiRefNet",
      description:
        "BiRefNet: high-resolution foreground segmentation with very fine edges around hair and thin structures, popular for background removal.",
    },
    {
      id: "facebook/sapiens-seg-1b",
      description:
        "Meta's Sapiens (1B) fine-tuned to segment human body parts and clothing in high-resolution photos.",
    },
    {
      id: "facebook/mask2former-swin-large-coco-panoptic",
      description:
        "Mask2Former with a Swin-Large backbone: one masked-attention architecture for semantic, instance and panoptic segmentation, here trained on COCO panoptic.",
    },
  ],
  spaces: [
    {
      id: "facebook/ov-seg",
      description: "Segment an image into categories you type, with open-vocabulary segmentation.",
    },
    {
      id: "jbrinkma/segment-anything",
      description: "Click on an object to get its mask with Meta's Segment Anything Model.",
    },
    {
      id: "facebook/sapiens-pose",
      description:
        "Pose estimation from the same Sapiens family as the body-part segmenter, shown for people in photos.",
    },
    {
      id: "rashmi/sartorius-cell-instance-segmentation",
      description: "Instance segmentation of individual neuronal cells in microscope images.",
    },
    {
      id: "ArtGAN/Segment-Anything-Video",
      description: "Segment and track objects through a video with Segment Anything.",
    },
    {
      id: "segments/panoptic-segment-anything",
      description:
        "Panoptic segmentation from text labels by combining a grounding detector with Segment Anything.",
    },
  ],
  widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "coffee-demo.jpg" }],
    outputs: [
      { label: "Semantic segmentation", type: "img", filename: "image-segmentation-coffee.svg" },
    ],
  },
  about: {
    description: `Segmentation is classification at pixel level. Semantic segmentation gives each pixel a class (road, sky, person) without separating objects of the same class. Instance segmentation finds each individual object and its exact mask. Panoptic segmentation does both: every pixel gets a class, and countable "things" are split into instances while "stuff" such as grass or sky stays one region.

Early models were fully convolutional networks with an encoder-decoder shape (U-Net, DeepLab). Today, transformer models such as SegFormer and Mask2Former dominate: a backbone extracts multi-scale features and a decoder either predicts a class per pixel or proposes a set of masks, each with a class. Mask-based designs handle all three kinds of segmentation with the same architecture.

The output of an inference call is a list of segments, each with a label, a confidence score and a black-and-white mask image. Related tasks include background removal (a two-class segmentation of subject versus background) and promptable mask generation, where a point or box chooses which object to cut out.`,
    useCases: [
      {
        title: "Autonomous driving and robotics",
        text: "Know which pixels are road, pavement, pedestrian or vehicle to plan safe motion.",
      },
      {
        title: "Photo editing",
        text: "Remove or replace backgrounds, apply effects to the sky only, or cut out a subject for a composite.",
      },
      {
        title: "Medical and scientific imaging",
        text: "Outline organs, tumours or cells to measure their size and shape.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("coffee.png")], { type: "image/png" });

const segments = await client.imageSegmentation({
  model: "nvidia/segformer-b0-finetuned-ade-512-512",
  data: image,
});
// Each segment: { label: "cup", score: 0.98, mask: "<base64 PNG>" }
console.log(segments.map((segment) => segment.label));`,
    resources: [
      {
        title: "Transformers guide: image segmentation",
        url: "https://huggingface.co/docs/transformers/tasks/semantic_segmentation",
      },
      {
        title: "Mask2Former: masked-attention mask transformer (paper)",
        url: "https://arxiv.org/abs/2112.01527",
      },
      {
        title: "SegFormer (paper)",
        url: "https://arxiv.org/abs/2105.15203",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["image-segmentation"],
} satisfies TaskData;

export default task;
