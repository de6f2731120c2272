import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "object-detection",
  label: "Object Detection",
  summary:
    "Object detection finds the objects in an image and returns, for each one, a class label, a confidence score and a bounding box.",
  youtubeId: "WdAeKSOpxhw",
  libraries: ["transformers", "transformers.js", "ultralytics"],
  datasets: [
    {
      id: "merve/coco2017",
      description:
        "COCO 2017: about 118,000 training images with boxes for 80 everyday object categories; the main detection benchmark.",
    },
    {
      id: "merve/pascal-voc",
      description:
        "PASCAL VOC: a smaller, older benchmark with 20 categories such as person, car, dog and chair, still handy for quick experiments.",
    },
  ],
  metrics: [
    {
      id: "Average Precision",
      description:
        "For one class, the area under the precision-recall curve of its detections, where a detection counts if its box overlaps a true box enough.",
    },
    {
      id: "Mean Average Precision",
      description:
        "Average precision averaged over classes (and on COCO over IoU thresholds from 0.5 to 0.95); the headline detection score.",
    },
    {
      id: "AP\u03b1",
      description:
        "Average precision at a single IoU threshold \u03b1: AP50 accepts loose boxes, AP75 rewards precise localisation.",
    },
  ],
  models: [
    {
      id: "facebook/detr-resnet-50",
      description:
        "DETR: a ResNet-50 backbone with a transformer that predicts the set of objects directly, with no anchor boxes or non-maximum suppression.",
    },
    {
      id: "IDEA-Research/dab-detr-resnet-50",
      description:
        "DAB-DETR: uses learnable anchor boxes as queries, which makes DETR-style training converge much faster.",
    },
    {
      id: "PekingU/rtdetr_v2_r50vd",
      description:
        "RT-DETRv2: a real-time detection transformer that matches YOLO-class speed while keeping end-to-end set prediction.",
    },
    {
      id: "StephanST/WALDO30",
      description:
        "A YOLO-based detector for overhead drone and satellite imagery: vehicles, people, buildings and other objects seen from above.",
    },
  ],
  spaces: [
    {
      id: "Roboflow/RF-DETR",
      description: "Detect objects in images and video with Roboflow's real-time RF-DETR.",
    },
    {
      id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS",
      description: "Compare DETR and YOLOS detections on the same image.",
    },
    {
      id: "sunsmarterjieleaf/yolov12",
      description: "Try YOLOv12, an attention-centred member of the YOLO family.",
    },
    {
      id: "VIPLab/Track-Anything",
      description:
        "Select objects in a video with a few clicks and track and segment them through it.",
    },
    {
      id: "merve/RT-DETR-tracking-coco",
      description: "Detect and track COCO objects through a video with RT-DETR.",
    },
  ],
  widgetModels: ["facebook/detr-resnet-50"],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "coffee-demo.jpg" }],
    // Boxes are drawn by the page over the original photo, so no output image is needed.
    outputs: [
      {
        label: "Detected objects",
        type: "boxes",
        filename: "coffee-demo.jpg",
        content: [
          { label: "cup", score: 0.99, box: { xmin: 172, ymin: 20, xmax: 410, ymax: 306 } },
          { label: "spoon", score: 0.93, box: { xmin: 326, ymin: 66, xmax: 420, ymax: 327 } },
          { label: "dining table", score: 0.81, box: { xmin: 0, ymin: 0, xmax: 600, ymax: 400 } },
        ],
      },
    ],
  },
  about: {
    description: `Object detection answers both "what is in this image?" and "where?". The output is a list of detections, each with a class from the model's label set, a confidence score and a bounding box given as pixel coordinates.

Two design lines coexist. One-stage convolutional detectors such as the YOLO family predict boxes densely over a grid and remove duplicates with non-maximum suppression; they are fast and popular for real-time video. Detection transformers (DETR and its successors DAB-DETR, RT-DETR, RF-DETR) treat detection as set prediction: a fixed number of learned queries each attend to the image and output one object or "nothing", trained with a one-to-one matching loss, so no duplicate removal is needed.

Most detectors are trained on COCO's 80 classes and fine-tuned for new domains with a few hundred labelled images. When the classes are not known in advance, zero-shot object detection with a text-conditioned model is an alternative; for pixel-accurate outlines instead of boxes, use instance segmentation.`,
    useCases: [
      {
        title: "Autonomous vehicles and robots",
        text: "Locate pedestrians, vehicles, signs and obstacles in camera frames in real time.",
      },
      {
        title: "Retail and logistics",
        text: "Count products on shelves, check packages on conveyor belts and monitor stock levels.",
      },
      {
        title: "Aerial and satellite imagery",
        text: "Find vehicles, buildings or ships in drone and satellite images for mapping and disaster response.",
      },
      {
        title: "Video analytics",
        text: "Combine detection with tracking to count people or vehicles crossing a line over time.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("coffee.png")], { type: "image/png" });

const detections = await client.objectDetection({
  model: "facebook/detr-resnet-50",
  data: image,
});
// [{ label: "cup", score: 0.99, box: { xmin: 172, ymin: 20, xmax: 410, ymax: 306 } }, ...]
for (const { label, score, box } of detections) console.log(label, score.toFixed(2), box);`,
    resources: [
      {
        title: "Transformers guide: object detection",
        url: "https://huggingface.co/docs/transformers/tasks/object_detection",
      },
      {
        title: "End-to-end object detection with transformers (DETR paper)",
        url: "https://arxiv.org/abs/2005.12872",
      },
      {
        title: "DETRs beat YOLOs on real-time object detection (RT-DETR paper)",
        url: "https://arxiv.org/abs/2304.08069",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["object-detection"],
} satisfies TaskData;

export default task;
