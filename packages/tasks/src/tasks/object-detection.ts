import type { TaskData } from "./task-data.js";

const task = {
  id: "object-detection",
  label: "Object Detection",
  summary: "",
  youtubeId: "WdAeKSOpxhw",
  libraries: ["transformers", "transformers.js", "ultralytics"],
  datasets: [
    { id: "merve/coco2017", description: "" },
    { id: "merve/pascal-voc", description: "" },
  ],
  metrics: [
    { id: "Average Precision", description: "" },
    { id: "Mean Average Precision", description: "" },
    { id: "AP\u03b1", description: "" },
  ],
  models: [
    { id: "facebook/detr-resnet-50", description: "" },
    { id: "IDEA-Research/dab-detr-resnet-50", description: "" },
    { id: "PekingU/rtdetr_v2_r50vd", description: "" },
    { id: "StephanST/WALDO30", description: "" },
  ],
  spaces: [
    { id: "Roboflow/RF-DETR", description: "" },
    { id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS", description: "" },
    { id: "sunsmarterjieleaf/yolov12", description: "" },
    { id: "VIPLab/Track-Anything", description: "" },
    { id: "merve/RT-DETR-tracking-coco", description: "" },
  ],
  widgetModels: ["facebook/detr-resnet-50"],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
