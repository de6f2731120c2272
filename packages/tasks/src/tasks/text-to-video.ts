import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-video",
  label: "Text-to-Video",
  summary:
    "Text-to-video models generate a short video clip, frame by coherent frame, from a " +
    "written description.",
  libraries: ["diffusers"],
  datasets: [
    {
      id: "iejMac/CLIP-MSR-VTT",
      description:
        "The MSR-VTT collection of web video clips with several captions each, packaged with " +
        "precomputed CLIP embeddings.",
    },
    {
      id: "quchenyuan/UCF101-ZIP",
      description:
        "UCF101: about 13,000 YouTube clips of 101 human actions, often used to score video " +
        "generators with FVD.",
    },
    {
      id: "nateraw/kinetics",
      description: "Kinetics: hundreds of thousands of short YouTube clips of human actions.",
    },
    {
      id: "HuggingFaceM4/something_something_v2",
      description:
        "Clips of people doing simple things with everyday objects (pushing, folding, " +
        "dropping), which test an understanding of motion.",
    },
    {
      id: "HuggingFaceM4/webvid",
      description: "About ten million stock-footage clips with their captions.",
    },
    {
      id: "iejMac/CLIP-DiDeMo",
      description:
        "DiDeMo: Flickr videos whose moments are described in natural language, packaged with " +
        "CLIP embeddings.",
    },
  ],
  metrics: [
    {
      id: "is",
      description: "Inception Score computed on frames or with a video classifier.",
    },
    {
      id: "fid",
      description:
        "Fréchet Inception Distance between generated and real frames; it ignores motion.",
    },
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: compares features of a video network, so it judges motion " +
        "and temporal consistency as well as image quality.",
    },
    {
      id: "clipsim",
      description:
        "The average CLIP similarity between the prompt and the generated frames; a measure " +
        "of prompt faithfulness.",
    },
  ],
  models: [
    {
      id: "tencent/HunyuanVideo",
      description: "A large open video generation model with strong motion and image quality.",
    },
    {
      id: "Lightricks/LTX-Video",
      description:
        "A diffusion transformer fast enough to generate video about as quickly as it plays.",
    },
    {
      id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
      description:
        "A world model that generates physically plausible scenes for training robots and " +
        "self-driving systems.",
    },
    {
      id: "Lightricks/LTX-Video-0.9.8-13B-distilled",
      description: "A distilled 13B LTX-Video model that needs only a few denoising steps.",
    },
  ],
  spaces: [
    {
      id: "VideoCrafter/VideoCrafter",
      description: "Generate short clips from text or from an image with VideoCrafter.",
    },
    {
      id: "Wan-AI/Wan2.1",
      description: "Text-to-video and image-to-video with the Wan 2.1 models.",
    },
    {
      id: "Pyramid-Flow/pyramid-flow",
      description:
        "Generates videos with Pyramid Flow, which saves compute by denoising at growing " +
        "resolutions.",
    },
  ],
  widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
  demo: {
    inputs: [
      {
        label: "Input",
        type: "text",
        content: "City towers at night with their windows lit, filmed from the street.",
      },
    ],
    // The reference demo showed an animated image; the project ships a real clip instead.
    outputs: [
      {
        label: "Not generated: real footage (a CC0 clip), in place of a generated video",
        type: "video",
        filename: "city-cc0.mp4",
      },
    ],
  },
  about: {
    description: `Text-to-video models extend image diffusion to time: they denoise a block of frames together, usually in the latent space of a video autoencoder that compresses both space and time, so that objects keep their shape and move smoothly from frame to frame. Most recent models are diffusion transformers that attend across all frames at once.

Clips are typically a few seconds long at 480p to 720p. Prompts work best when they describe the subject, the action, the setting, the lighting and the camera motion. Many models also accept a first frame (image-to-video), which gives more control over the look of the result.

Generation is expensive: a few seconds of video can take minutes on a large GPU, so providers usually run it as an asynchronous job.`,
    useCases: [
      {
        title: "Advertising and social media",
        text: "Produce short product shots, backgrounds and animated visuals without a film crew.",
      },
      {
        title: "Previsualisation",
        text: "Sketch camera moves and scenes for films or games before shooting or animating them.",
      },
      {
        title: "Simulation data",
        text: "Generate driving or robotics scenarios that are rare or dangerous to record in reality.",
      },
    ],
    inference: `import { writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const video = await client.textToVideo({
  provider: "fal-ai",
  model: "Wan-AI/Wan2.1-T2V-14B",
  inputs: "A paper boat drifting down a rainy street gutter, close-up, slow motion",
});
await writeFile("boat.mp4", Buffer.from(await video.arrayBuffer()));`,
    resources: [
      {
        title: "A dive into text-to-video models",
        url: "https://huggingface.co/blog/video_gen",
      },
      {
        title: "Diffusers guide: text or image to video",
        url: "https://huggingface.co/docs/diffusers/using-diffusers/text-img2vid",
      },
      {
        title: "HunyuanVideo technical report (paper)",
        url: "https://arxiv.org/abs/2412.03603",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-to-video"],
} satisfies TaskData;

export default task;
