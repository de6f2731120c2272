import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "keypoint-detection",
  label: "Keypoint Detection",
  summary:
    "Keypoint detection finds specific points in an image, such as the joints of a body, the landmarks of a hand or face, or distinctive corners used to match two photos.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "Vincent-luo/hagrid-mediapipe-hands",
      description:
        "Hand-gesture photos from HaGRID annotated with hand landmarks, made for training hand-pose-conditioned image generation.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "magic-leap-community/superpoint",
      description:
        "SuperPoint: a self-supervised network that detects interest points and computes a descriptor for each, for matching and 3D reconstruction.",
    },
    {
      id: "magic-leap-community/superglue_outdoor",
      description:
        "SuperGlue (outdoor weights): a graph neural network that matches keypoints between two images of the same scene.",
    },
    {
      id: "qualcomm/RTMPose-Body2d",
      description:
        "RTMPose packaged by Qualcomm: real-time 2D human body pose estimation optimised for phones.",
    },
    {
      id: "ETH-CVG/lightglue_disk",
      description:
        "LightGlue with DISK features: a fast matcher that stops early on easy image pairs while staying accurate on hard ones.",
    },
  ],
  spaces: [
    {
      id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
      description: "Detect hand keypoints live from a webcam.",
    },
    {
      id: "ETH-CVG/LightGlue",
      description: "Upload two photos of the same place and see LightGlue match their keypoints.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "astronaut-320.jpg" }],
    outputs: [
      { label: "Body keypoints", type: "img", filename: "keypoint-detection-astronaut.svg" },
    ],
  },
  about: {
    description: `Keypoint detection locates a set of points of interest and returns their pixel coordinates, often with a confidence per point. There are two main flavours.

Pose estimation predicts named landmarks with a known structure: the 17 body joints of the COCO format (eyes, ears, shoulders, elbows, wrists, hips, knees, ankles), 21 points per hand, or dozens of facial landmarks. Models such as ViTPose or RTMPose usually detect each person first, then predict a heatmap per keypoint inside the person's box; joining the points gives a skeleton.

Interest-point detection finds generic, repeatable points (corners, blobs) and a descriptor for each, with no semantic names. SuperPoint learns these without labels; matchers such as SuperGlue and LightGlue then pair points across two images, which is the basis of panorama stitching, visual localisation and structure-from-motion.

Hosted providers rarely serve these models; the example shows how to call a deployment, and the Transformers guide below shows local use.`,
    useCases: [
      {
        title: "Fitness and sports analysis",
        text: "Count repetitions, check exercise form and measure athletes' movement from ordinary video.",
      },
      {
        title: "Image matching and 3D reconstruction",
        text: "Match points between photos to stitch panoramas, localise a camera or rebuild a scene in 3D.",
      },
      {
        title: "Controllable generation and animation",
        text: "Use body or hand poses as a control signal for image generation, or to drive avatars.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("astronaut.png")], { type: "image/png" });

// Keypoint models usually run on a dedicated deployment; the response format is the handler's.
const endpoint = client.endpoint("https://my-superpoint.endpoints.example");
const points = (await endpoint.request({ data: image })) as {
  keypoints: [number, number][];
  scores: number[];
};
console.log(points.keypoints.length, "keypoints");`,
    resources: [
      {
        title: "Transformers guide: keypoint detection",
        url: "https://huggingface.co/docs/transformers/tasks/keypoint_detection",
      },
      {
        title: "SuperPoint: self-supervised interest point detection and description (paper)",
        url: "https://arxiv.org/abs/1712.07629",
      },
      {
        title: "ViTPose: simple vision transformer baselines for human pose estimation (paper)",
        url: "https://arxiv.org/abs/2204.12484",
      },
      {
        title: "LightGlue: local feature matching at light speed (paper)",
        url: "https://arxiv.org/abs/2306.13643",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["keypoint-detection"],
} satisfies TaskData;

export default task;
