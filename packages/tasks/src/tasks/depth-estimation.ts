import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "depth-estimation",
  label: "Depth Estimation",
  summary:
    "Depth estimation predicts, for every pixel of an ordinary photo, how far away the surface it shows is from the camera.",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "sayakpaul/nyu_depth_v2",
      description:
        "NYU Depth V2: indoor scenes filmed with a Kinect, pairing RGB frames with measured depth; a classic training and test set for indoor depth.",
    },
    {
      id: "depth-anything/DA-2K",
      description:
        "The Depth Anything V2 benchmark: about two thousand varied images with human judgements of which of two points is closer, for testing relative depth.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "depth-anything/Depth-Anything-V2-Large",
      description:
        "A DINOv2-based relative depth model trained on synthetic labels and millions of pseudo-labelled real photos; sharp and robust across scenes.",
    },
    {
      id: "jingheya/lotus-depth-g-v1-0",
      description:
        "Lotus: a Stable Diffusion model repurposed to predict depth in a single step, showing how generative priors help dense prediction.",
    },
    {
      id: "tencent/DepthCrafter",
      description:
        "Produces temporally consistent depth for long open-world videos, so depth does not flicker from frame to frame.",
    },
    {
      id: "apple/DepthPro-hf",
      description:
        "Apple's Depth Pro in Transformers format: metric depth in metres with fine boundaries, estimated together with the camera's focal length.",
    },
  ],
  spaces: [
    {
      id: "radames/dpt-depth-estimation-3d-voxels",
      description: "Turn a photo into a 3D voxel scene using depth predicted by DPT.",
    },
    {
      id: "akhaliq/depth-pro",
      description: "Upload a photo and get a metric depth map from Apple's Depth Pro.",
    },
    {
      id: "tencent/DepthCrafter",
      description: "Estimate consistent depth for a whole video clip with DepthCrafter.",
    },
    {
      id: "facebook/sapiens-depth",
      description:
        "Depth estimation specialised for people, from Meta's human-centric Sapiens models.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "cat-chelsea-demo.jpg" }],
    outputs: [
      {
        label: "Depth map (brighter is closer)",
        type: "img",
        filename: "depth-estimation-cat.svg",
      },
    ],
  },
  about: {
    description: `Depth estimation recovers the third dimension from a single 2D image. The output is a depth map the size of the input, usually drawn in grey levels or a colour scale, where each value says how near or far that point of the scene is.

Models come in two flavours. Relative (affine-invariant) models such as Depth Anything and MiDaS only order surfaces from near to far; they generalise very well and suit visual effects or as a guide for image generation. Metric models such as Depth Pro or ZoeDepth predict actual distances in metres, which robotics, measurement and AR need, but they must also reason about the camera (its focal length) to get the scale right.

Most current models use a vision transformer encoder (often DINOv2) with a dense prediction head that upsamples features back to pixel resolution. Training mixes real sensor data (Kinect, LiDAR) with large amounts of synthetic or pseudo-labelled images. Diffusion-based models such as Marigold and Lotus reuse an image generator's prior for very fine detail, and video models add temporal layers so depth stays stable across frames.

Inference providers rarely host depth models, so the example below calls a deployment with the generic \`request\` method; running the model locally with Transformers is the most common route.`,
    useCases: [
      {
        title: "Robotics and navigation",
        text: "Give robots, drones and cars a sense of distance from a cheap monocular camera, complementing or replacing depth sensors.",
      },
      {
        title: "Photo and video effects",
        text: "Blur backgrounds, relight scenes, add fog or create 3D photo parallax from an ordinary picture.",
      },
      {
        title: "Controlled image generation",
        text: "Feed a depth map to a ControlNet or a depth-conditioned generator to keep the layout of a scene while changing its style.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("cat.png")], { type: "image/png" });

// No dedicated method exists for this task, so send the image with the generic request.
const result = (await client.request(
  { model: "depth-anything/Depth-Anything-V2-Small-hf", data: image },
  { task: "depth-estimation" },
)) as { depth: string };
console.log(result.depth.slice(0, 40)); // base64-encoded depth image`,
    resources: [
      {
        title: "Transformers guide: monocular depth estimation",
        url: "https://huggingface.co/docs/transformers/tasks/monocular_depth_estimation",
      },
      {
        title: "Depth Anything V2 (paper)",
        url: "https://arxiv.org/abs/2406.09414",
      },
      {
        title: "Depth Pro: sharp monocular metric depth in less than a second (paper)",
        url: "https://arxiv.org/abs/2410.02073",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["depth-estimation"],
} satisfies TaskData;

export default task;
