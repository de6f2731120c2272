import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "zero-shot-object-detection",
  label: "Zero-Shot Object Detection",
  summary:
    "Zero-shot object detection finds and boxes objects in an image from text descriptions, " +
    "including categories the model was never trained to detect.",
  libraries: ["transformers", "transformers.js"],
  datasets: [],
  metrics: [
    {
      id: "Average Precision",
      description:
        "The area under the precision-recall curve for one class, counting a detection as " +
        "correct when its box overlaps the true box enough.",
    },
    {
      id: "Mean Average Precision",
      description:
        "Average precision averaged over all classes (and often over several overlap " +
        "thresholds); the headline detection score.",
    },
    {
      id: "AP\u03b1",
      description:
        "Average precision at a fixed overlap (IoU) threshold \u03b1, such as AP50 for a lenient " +
        "50% overlap or AP75 for a strict one.",
    },
  ],
  models: [
    {
      id: "openmmlab-community/mm_grounding_dino_large_all",
      description:
        "MM Grounding DINO large: an open-vocabulary detector trained on many detection and " +
        "grounding datasets that finds whatever a text prompt names.",
    },
    {
      id: "fushh7/LLMDet",
      description:
        "An open-vocabulary detector trained with detailed captions from a large language " +
        "model, which improves recognition of rare categories.",
    },
  ],
  spaces: [
    {
      id: "ariG23498/zero-shot-od",
      description: "Run several zero-shot detectors on the same image and text prompt.",
    },
    {
      id: "merve/OWLSAM",
      description:
        "Detects objects from text with OWLv2, then segments each detected box with SAM.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "Image", type: "img", filename: "coffee-demo.jpg" },
      { label: "Classes", type: "text", content: "cup, spoon, saucer" },
    ],
    // Boxes in pixels of the 600×400 coffee.png, drawn over the same file.
    outputs: [
      {
        label: "Detections",
        type: "boxes",
        filename: "coffee-demo.jpg",
        content: [
          { label: "cup", score: 0.94, box: { xmin: 172, ymin: 17, xmax: 410, ymax: 305 } },
          { label: "spoon", score: 0.81, box: { xmin: 325, ymin: 64, xmax: 425, ymax: 327 } },
          { label: "saucer", score: 0.77, box: { xmin: 75, ymin: 70, xmax: 480, ymax: 390 } },
        ],
      },
    ],
  },
  about: {
    description: `Classic object detectors only find the fixed set of classes they were trained on, such as the 80 COCO categories. Zero-shot (open-vocabulary) detectors take the classes as text at request time: give them "cup, spoon, saucer" or "a red backpack" and they return a box, a label and a score for every match.

They work by aligning image regions with text. OWL-ViT and OWLv2 attach a CLIP-style text embedding to each predicted box; Grounding DINO fuses the text prompt and the image inside the detector so that it can also follow descriptive phrases. Training on large image-caption collections gives them a vocabulary far beyond any labelled detection dataset.

Scores are not calibrated the same way for every label, so tune the threshold per class, and expect more false positives for vague or unusual descriptions. Pairing a detector with a segmentation model such as SAM turns boxes into precise masks.`,
    useCases: [
      {
        title: "Search inside images",
        text: "Find every photo in a collection that contains a described object and show where it is.",
      },
      {
        title: "Automatic labelling",
        text: "Draw first-pass boxes for a new detection dataset so that annotators only correct them.",
      },
      {
        title: "Robotics and inspection",
        text: "Let a robot or an inspection camera look for objects named in an instruction, without retraining.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

// There is no dedicated zero-shot detection method: deploy a detector such as
// google/owlv2-base-patch16-ensemble on an endpoint and send the image with the labels.
const endpoint = new InferenceClient(process.env.HF_TOKEN).endpoint(
  "https://your-endpoint.example.com",
);
const image = await readFile("coffee.png");
const detections = await endpoint.request({
  inputs: { image: image.toString("base64") },
  parameters: { candidate_labels: ["cup", "spoon", "saucer"] },
});
// [{ label: "cup", score: 0.94, box: { xmin: 172, ymin: 17, xmax: 410, ymax: 305 } }, ...]
console.log(detections);`,
    resources: [
      {
        title: "Transformers guide: zero-shot object detection",
        url: "https://huggingface.co/docs/transformers/tasks/zero_shot_object_detection",
      },
      {
        title: "Grounding DINO (paper)",
        url: "https://arxiv.org/abs/2303.05499",
      },
      {
        title: "Simple open-vocabulary object detection with vision transformers (OWL-ViT paper)",
        url: "https://arxiv.org/abs/2205.06230",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["zero-shot-object-detection"],
} satisfies TaskData;

export default task;
