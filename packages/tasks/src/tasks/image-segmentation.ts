import type { TaskData } from "./task-data.js";

const task = {
  id: "image-segmentation",
  label: "Image Segmentation",
  summary: "",
  youtubeId: "dKE8SIt9C-w",
  libraries: ["transformers", "transformers.js"],
  datasets: [{ id: "scene_parse_150", description: "" }],
  metrics: [
    { id: "Average Precision", description: "" },
    { id: "Mean Average Precision", description: "" },
    { id: "Mean Intersection over Union", description: "" },
    { id: "AP\u03b1", description: "" },
  ],
  models: [
    { id: "tue-mps/coco_panoptic_eomt_large_640", description: "" },
    { id: "briaai/RMBG-1.4", description: "" },
    { id: "ZhengPeng7/BiRefNet", description: "" },
    { id: "facebook/sapiens-seg-1b", description: "" },
    { id: "facebook/mask2former-swin-large-coco-panoptic", description: "" },
  ],
  spaces: [
    { id: "facebook/ov-seg", description: "" },
    { id: "jbrinkma/segment-anything", description: "" },
    { id: "facebook/sapiens-pose", description: "" },
    { id: "rashmi/sartorius-cell-instance-segmentation", description: "" },
    { id: "ArtGAN/Segment-Anything-Video", description: "" },
    { id: "segments/panoptic-segment-anything", description: "" },
  ],
  widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
  demo: {
    inputs: [{ label: "", type: "img", filename: "" }],
    outputs: [{ label: "", type: "img", filename: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
