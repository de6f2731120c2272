import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-text-to-video",
  label: "Image-Text-to-Video",
  summary:
    "Image-text-to-video models animate a still image into a short video clip, following a text prompt that describes the motion, camera and mood.",
  libraries: ["diffusers"],
  datasets: [],
  metrics: [
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: compares the statistics of generated and real clips, covering both image quality and motion. Lower is better.",
    },
    {
      id: "clipsim",
      description:
        "CLIP similarity averaged over frames: how well the video matches the text prompt.",
    },
  ],
  models: [
    {
      id: "Lightricks/LTX-Video",
      description:
        "LTX-Video: a diffusion transformer with a highly compressed video latent space that generates clips from text, an image or both, faster than real time on a large GPU.",
    },
  ],
  spaces: [
    {
      id: "Lightricks/ltx-video-distilled",
      description:
        "Animate an uploaded image with a prompt using the fast distilled LTX-Video model.",
    },
  ],
  widgetModels: ["Lightricks/LTX-Video"],
  demo: {
    inputs: [
      { label: "First frame", type: "img", filename: "city-towers-night.svg" },
      {
        label: "Input",
        type: "text",
        content:
          "Slow pan across the skyline at night, lit windows flickering, light haze over the towers.",
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
    description: `Image-text-to-video generation starts from a picture and a prompt. The image fixes what the scene, characters and style look like; the prompt says what should happen: how the camera moves, what the subjects do, how the light changes. The result is a clip of a few seconds.

Current models are latent video diffusion transformers. A video autoencoder compresses clips in space and time; the transformer denoises a block of video latents conditioned on the encoded first frame and the text embedding, and the decoder turns the latents back into frames. Conditioning on the image is what keeps identity and composition stable, which is hard to get from text alone.

Generation is compute-heavy, so hosted inference is the usual route. The client has no dedicated method for this task yet; the example sends the image and prompt through the generic \`request\` call and receives the encoded video. Locally, Diffusers provides pipelines for LTX-Video and similar models.`,
    useCases: [
      {
        title: "Bringing stills to life",
        text: "Animate product shots, illustrations or photos into short loops for social media and presentations.",
      },
      {
        title: "Storyboards and previsualisation",
        text: "Turn concept art into moving shots to test camera moves and pacing before production.",
      },
      {
        title: "Consistent characters in video",
        text: "Start every clip from the same character image so the character looks the same across scenes.",
      },
    ],
    inference: `import { readFile, writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const firstFrame = new Blob([await readFile("skyline.png")], { type: "image/png" });

const video = await client.imageTextToVideo({
  model: "Lightricks/LTX-Video",
  inputs: firstFrame,
  parameters: { prompt: "Slow pan across the skyline at night, lit windows flickering." },
});
await writeFile("skyline.mp4", Buffer.from(await video.arrayBuffer()));`,
    resources: [
      {
        title: "Diffusers documentation: LTX-Video pipelines",
        url: "https://huggingface.co/docs/diffusers/api/pipelines/ltx_video",
      },
      {
        title: "LTX-Video: realtime video latent diffusion (paper)",
        url: "https://arxiv.org/abs/2501.00103",
      },
    ],
  },
  // Models decode raster images only, so the try-it box starts from a photo, not the drawn frame.
  widgetInput: TASK_EXAMPLE_INPUTS["image-text-to-video"],
} satisfies TaskData;

export default task;
