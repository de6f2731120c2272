import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-image",
  label: "Image-to-Image",
  summary:
    "Image-to-image models transform an input image into a new one: upscale it, restore it, relight or restyle it, fill in missing parts, or edit it while keeping its structure.",
  libraries: ["diffusers", "transformers", "transformers.js"],
  datasets: [
    {
      id: "VIDIT",
      description:
        "VIDIT: synthetic scenes rendered under many light directions and colour temperatures, used to train and test relighting models.",
    },
    {
      id: "huggan/CelebA-faces",
      description:
        "About 200,000 aligned celebrity face photos, common for face restoration, editing and generation research.",
    },
    {
      id: "Spawning/PD12M",
      description:
        "About 12 million public-domain and CC0 images with captions, for training image models on openly licensed data.",
    },
  ],
  metrics: [
    {
      id: "PSNR",
      description:
        "Peak signal-to-noise ratio: pixel-level fidelity to a reference image, in decibels; used for restoration and super-resolution.",
    },
    {
      id: "SSIM",
      description:
        "Structural similarity: compares local luminance, contrast and structure with a reference, closer to perceived quality than PSNR.",
    },
    {
      id: "IS",
      description:
        "Inception Score: rates how recognisable and varied generated images are using an ImageNet classifier, without a reference image.",
    },
  ],
  models: [
    {
      id: "fal/AuraSR-v2",
      description:
        "A GAN-based 4× super-resolution model that upscales generated and real images with crisp detail.",
    },
    {
      id: "black-forest-labs/FLUX.1-Kontext-dev",
      description:
        "FLUX.1 Kontext [dev]: edits an image from a plain-language instruction while keeping characters and layout consistent.",
    },
    {
      id: "yisol/IDM-VTON",
      description:
        "Virtual try-on: dresses the person in one photo with the garment from another photo.",
    },
    {
      id: "kontext-community/relighting-kontext-dev-lora-v3",
      description:
        "A LoRA for FLUX.1 Kontext that changes the lighting of a photo as described in the prompt.",
    },
    {
      id: "black-forest-labs/FLUX.1-Fill-dev",
      description:
        "Inpainting and outpainting: fills a masked region, or extends the canvas, following a prompt.",
    },
    {
      id: "black-forest-labs/FLUX.1-Depth-dev-lora",
      description:
        "Generates a new image that keeps the depth structure of the input, restyled by the prompt.",
    },
  ],
  spaces: [
    {
      id: "black-forest-labs/FLUX.1-Kontext-Dev",
      description: "Edit a photo by typing what should change, with FLUX.1 Kontext.",
    },
    {
      id: "lllyasviel/iclight-v2-vary",
      description: "Relight a subject with IC-Light v2 from a lighting description.",
    },
    {
      id: "jasperai/Flux.1-dev-Controlnet-Upscaler",
      description:
        "Upscale low-resolution images with a FLUX ControlNet that adds plausible detail.",
    },
  ],
  widgetModels: ["Qwen/Qwen-Image"],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "coffee-demo.jpg" }],
    outputs: [{ label: "Line-art version", type: "img", filename: "coffee-line-sketch.svg" }],
  },
  about: {
    description: `Image-to-image is a broad family of tasks whose input and output are both images. It includes restoration (denoising, deblurring, colourising old photos), super-resolution, style transfer, relighting, inpainting and outpainting, virtual try-on and free-form editing guided by a prompt.

Classic approaches trained a dedicated network per task on paired examples (pix2pix) or unpaired collections (CycleGAN). Today most methods build on diffusion models: the input image is encoded, partially noised and then denoised under a prompt (the "strength" controls how much of the original survives), or it is given to the model as a condition through a ControlNet, an adapter, or as in-context tokens in editing models such as FLUX.1 Kontext. Super-resolution still often uses GANs or dedicated transformers because they are fast and faithful.

When an edit is better described in words, see also image-text-to-image, where the instruction is a first-class input.`,
    useCases: [
      {
        title: "Restoration and upscaling",
        text: "Sharpen, denoise and enlarge old, compressed or low-resolution photos for print and display.",
      },
      {
        title: "Style transfer and relighting",
        text: "Render photos as line art or paintings, or change the lighting to match a scene.",
      },
      {
        title: "Inpainting and object removal",
        text: "Remove unwanted objects, fill gaps or extend the borders of an image consistently.",
      },
      {
        title: "Virtual try-on",
        text: "Show shoppers how a garment looks on a model or on themselves.",
      },
    ],
    inference: `import { readFile, writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const photo = new Blob([await readFile("coffee.png")], { type: "image/png" });

const result = await client.imageToImage({
  model: "black-forest-labs/FLUX.1-Kontext-dev",
  inputs: photo,
  parameters: { prompt: "Turn the photo into clean black-ink line art." },
});
await writeFile("line-art.png", Buffer.from(await result.arrayBuffer()));`,
    resources: [
      {
        title: "Diffusers guide: image-to-image",
        url: "https://huggingface.co/docs/diffusers/using-diffusers/img2img",
      },
      {
        title: "Image-to-image translation with conditional adversarial networks (pix2pix paper)",
        url: "https://arxiv.org/abs/1611.07004",
      },
      {
        title: "Adding conditional control to text-to-image diffusion models (ControlNet paper)",
        url: "https://arxiv.org/abs/2302.05543",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["image-to-image"],
} satisfies TaskData;

export default task;
