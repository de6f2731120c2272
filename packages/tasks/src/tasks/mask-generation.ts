import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "mask-generation",
  label: "Mask Generation",
  summary:
    "Mask generation cuts an image into object masks without naming them, either for everything in the picture or for the object picked by a point, box or text prompt.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "merve/coco2017",
      description:
        "COCO 2017 images with object annotations, a common source of prompts and reference masks for evaluating segmenters.",
    },
    {
      id: "rocky93/BraTS_segmentation",
      description:
        "Brain MRI scans with tumour masks from the BraTS challenge, for adapting promptable segmenters to medical images.",
    },
  ],
  metrics: [
    {
      id: "Intersection over Union (IoU)",
      description:
        "The overlap between a predicted mask and the true mask divided by their union: 1 for a perfect mask, 0 for no overlap.",
    },
  ],
  models: [
    {
      id: "Zigeng/SlimSAM-uniform-50",
      description:
        "SlimSAM: Segment Anything pruned to a fraction of its size with very little retraining data, for fast masks on modest hardware.",
    },
    {
      id: "facebook/sam2-hiera-large",
      description:
        "Segment Anything 2 with a Hiera-Large encoder: promptable masks for images, and for videos with a memory that tracks objects across frames.",
    },
  ],
  spaces: [
    {
      id: "merve/OWLSAM2",
      description:
        "Type what to segment: OWLv2 finds boxes for the text and SAM 2 turns them into masks.",
    },
    {
      id: "merve/slimsam",
      description: "Click on an image to get masks from the compact SlimSAM model.",
    },
    {
      id: "SkalskiP/segment-anything-model-2",
      description: "Generate masks automatically or from prompts with Segment Anything 2.",
    },
    {
      id: "SkalskiP/SAM_and_ProPainter",
      description: "Remove an object from a video: SAM masks it and ProPainter fills the gap.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "coffee-demo.jpg" }],
    outputs: [
      {
        label: "Masks as a model returns them (a hand-made drawing, not a prediction)",
        type: "img",
        filename: "mask-generation-coffee.svg",
      },
    ],
  },
  about: {
    description: `Mask generation produces binary masks of objects and regions without assigning class names. In automatic mode the model proposes masks for everything it can find, from whole objects down to parts; in promptable mode the user marks what they want with a click, a box or, combined with a grounding detector, a phrase.

The Segment Anything Model (SAM) defined the task. A heavy image encoder runs once per image; a light prompt encoder and mask decoder then turn each prompt into masks in milliseconds, which makes interactive tools feel instant. SAM returns several candidate masks per prompt with a predicted quality score, to resolve ambiguity (does a click on a shirt mean the shirt or the person?). SAM 2 adds a memory so the same object can be followed through a video.

Because the masks carry no labels, mask generation is usually one step in a larger pipeline: a detector or a text-grounding model provides prompts, or a classifier names the masks afterwards. Compressed variants such as SlimSAM make it practical on smaller devices.`,
    useCases: [
      {
        title: "Annotation tools",
        text: "Label segmentation data by clicking on objects instead of drawing polygons, many times faster.",
      },
      {
        title: "Photo and video editing",
        text: "Select an object with one click to cut it out, recolour it, or remove it from a video.",
      },
      {
        title: "Scientific and medical imaging",
        text: "Outline cells, organs or lesions interactively, then measure them.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("coffee.png")], { type: "image/png" });

// No dedicated method exists for this task, so send the image with the generic request.
const masks = (await client.request(
  { model: "facebook/sam2-hiera-large", data: image },
  { task: "mask-generation" },
)) as { masks: string[]; scores: number[] };
console.log(masks.scores.length, "masks");`,
    resources: [
      {
        title: "Transformers guide: mask generation",
        url: "https://huggingface.co/docs/transformers/tasks/mask_generation",
      },
      {
        title: "Segment Anything (paper)",
        url: "https://arxiv.org/abs/2304.02643",
      },
      {
        title: "SAM 2: segment anything in images and videos (paper)",
        url: "https://arxiv.org/abs/2408.00714",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["mask-generation"],
} satisfies TaskData;

export default task;
