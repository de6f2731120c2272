import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-video",
  label: "Image-to-Video",
  summary:
    "Image-to-video models turn a still image into a short video, animating the scene with plausible motion, optionally guided by a text prompt.",
  libraries: ["diffusers"],
  datasets: [
    {
      id: "ali-vilab/VACE-Benchmark",
      description:
        "Test cases for all-in-one video creation and editing (reference-to-video, masked editing, animation), released with the VACE models.",
    },
    {
      id: "Rapidata/sora-video-generation-style-likert-scoring",
      description:
        "Human ratings, on a Likert scale, of how well generated videos match a requested style; useful for training and checking quality judges.",
    },
    {
      id: "BestWishYsh/ChronoMagic",
      description:
        "Time-lapse videos of transformations (melting, blooming, building) with detailed captions, for models that must show change over time.",
    },
  ],
  metrics: [
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: how close the statistics of generated clips are to real video, in appearance and motion. Lower is better.",
    },
    {
      id: "clip_score",
      description:
        "CLIP similarity between frames and the prompt: does the video show what was asked?",
    },
    {
      id: "lpips",
      description:
        "Learned perceptual image patch similarity: a perceptual distance, here between the input image and the generated frames.",
    },
    {
      id: "identity_preservation",
      description:
        "How well the people or objects of the input image keep their identity throughout the clip, usually measured with face or feature embeddings.",
    },
    {
      id: "motion_score",
      description:
        "How much and how smoothly things move, measured from optical flow, to catch near-static or jittery clips.",
    },
  ],
  models: [
    {
      id: "Lightricks/LTX-Video-0.9.7-dev",
      description:
        "A 13B release of LTX-Video with higher quality, animating an image or text prompt into a clip.",
    },
    {
      id: "Wan-AI/Wan2.1-VACE-14B",
      description:
        "Wan 2.1 VACE: one 14B model for image-to-video, reference-to-video and video editing with masks.",
    },
    {
      id: "lllyasviel/FramePack_F1_I2V_HY_20250503",
      description:
        "FramePack F1: next-frame-section prediction with a compressed context, which lets consumer GPUs generate long image-to-video clips.",
    },
    {
      id: "Lightricks/LTX-Video-0.9.7-distilled",
      description:
        "A distilled LTX-Video that needs only a few denoising steps, for near-interactive generation.",
    },
    {
      id: "Skywork/SkyReels-V2-I2V-14B-720P",
      description:
        "SkyReels V2 image-to-video at 720p, built for cinematic shots and, with diffusion forcing, very long videos.",
    },
    {
      id: "tencent/HunyuanVideo-I2V",
      description:
        "The image-to-video version of Tencent's HunyuanVideo, keeping the first frame's look while adding motion.",
    },
    {
      id: "Wan-AI/Wan2.1-I2V-14B-720P",
      description:
        "Wan 2.1's 14B image-to-video model for 720p output, one of the strongest open models of its generation.",
    },
    {
      id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers",
      description: "The same Wan 2.1 image-to-video weights packaged for the Diffusers library.",
    },
  ],
  spaces: [
    {
      id: "Lightricks/ltx-video-distilled",
      description: "Animate an image in seconds with the distilled LTX-Video model.",
    },
    {
      id: "linoyts/FramePack-F1",
      description: "Generate a long clip from one image with FramePack F1.",
    },
    {
      id: "lisonallen/framepack-i2v",
      description: "A community FramePack image-to-video demo.",
    },
    {
      id: "multimodalart/wan2-1-fast",
      description: "Fast image-to-video with Wan 2.1 using a step-distilled setup.",
    },
    {
      id: "multimodalart/stable-video-diffusion",
      description: "Animate an image with Stability AI's Stable Video Diffusion.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "Image", type: "img", filename: "city-towers-night.svg" },
      {
        label: "Optional Text Prompt",
        type: "text",
        content: "Night-time timelapse, the camera drifts slowly to the right.",
      },
    ],
    // The reference shows an animated GIF as an image; the media shipped here is an MP4,
    // so the output is a video entry.
    outputs: [
      {
        label: "Not generated: real footage (a CC0 clip), in place of a generated video",
        type: "video",
        filename: "city-cc0.mp4",
      },
    ],
  },
  about: {
    description: `Image-to-video generation animates a single picture. The model keeps the content and style of the input image, usually as the first frame, and predicts how the scene would move over the next few seconds: water flowing, people walking, a camera panning. A text prompt, when given, steers the kind of motion.

Modern models are latent video diffusion models. A video autoencoder compresses frames in space and time, and a diffusion transformer (or a 3D U-Net in earlier models such as Stable Video Diffusion) generates the latents of the whole clip while attending to the encoded input image. Approaches such as FramePack or diffusion forcing extend this to long videos by generating section after section with a compressed memory of what came before.

Evaluation combines automatic scores (FVD, CLIP similarity, motion and identity measures) with human ratings, because no single metric captures both visual quality and believable motion. Generation is heavy, so hosted inference or a large GPU is the norm.`,
    useCases: [
      {
        title: "Marketing and social media",
        text: "Turn product photos and key visuals into short animated clips without a video shoot.",
      },
      {
        title: "Film previsualisation",
        text: "Animate storyboard frames or concept art to try out motion and timing early.",
      },
      {
        title: "Living photos",
        text: "Add subtle motion to landscapes and portraits for galleries, wallpapers and memorials.",
      },
    ],
    inference: `import { readFile, writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = new Blob([await readFile("skyline.png")], { type: "image/png" });

const video = await client.imageToVideo({
  model: "Wan-AI/Wan2.1-I2V-14B-720P",
  inputs: image,
  parameters: { prompt: "Night-time timelapse, the camera drifts slowly to the right." },
});
await writeFile("skyline.mp4", Buffer.from(await video.arrayBuffer()));`,
    resources: [
      {
        title: "Stable Video Diffusion (paper)",
        url: "https://arxiv.org/abs/2311.15127",
      },
      {
        title: "Diffusers documentation",
        url: "https://huggingface.co/docs/diffusers/index",
      },
      {
        title: "LTX-Video: realtime video latent diffusion (paper)",
        url: "https://arxiv.org/abs/2501.00103",
      },
    ],
  },
  // Models decode raster images only, so the try-it box starts from a photo, not the drawn frame.
  widgetInput: TASK_EXAMPLE_INPUTS["image-to-video"],
} satisfies TaskData;

export default task;
