import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "unconditional-image-generation",
  label: "Unconditional Image Generation",
  summary:
    "Unconditional image generation produces new images that resemble a training set, without " +
    "any prompt or input image: only a random seed.",
  libraries: ["diffusers"],
  datasets: [
    {
      id: "cifar100",
      description:
        "60,000 colour images of 32×32 pixels in 100 classes; small enough to train generative " +
        "models quickly.",
    },
    {
      id: "CelebA",
      description:
        "More than 200,000 photos of celebrities' faces with 40 binary attributes each; a " +
        "classic benchmark for face generation.",
    },
  ],
  metrics: [
    {
      id: "Inception score (IS)",
      description:
        "Rewards samples that an ImageNet classifier labels confidently and that spread " +
        "across many classes.",
    },
    {
      id: "Fréchet Inception Distance (FID)",
      description:
        "Compares the mean and covariance of Inception features of generated and real " +
        "images; the standard quality measure. Lower is better.",
    },
  ],
  models: [
    {
      id: "google/ddpm-cifar10-32",
      description:
        "The original denoising diffusion probabilistic model (DDPM) trained on 32×32 CIFAR-10 " +
        "images.",
    },
    {
      id: "google/ddpm-celebahq-256",
      description: "A DDPM trained on high-quality celebrity faces at 256×256 pixels.",
    },
    {
      id: "google/ddpm-cat-256",
      description: "A DDPM trained on photos of cats at 256×256 pixels.",
    },
  ],
  spaces: [
    {
      id: "CompVis/celeba-latent-diffusion",
      description: "Generates faces of people who do not exist with a latent diffusion model.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "Seed", type: "text", content: "42" },
      { label: "Number of images to generate:", type: "text", content: "1" },
    ],
    outputs: [
      {
        label:
          "Not generated: a real cat photograph, in place of a sample from a model trained on cat photos",
        type: "img",
        filename: "cat-chelsea-demo.jpg",
      },
    ],
  },
  about: {
    description: `An unconditional generative model learns what a collection of images looks like and then draws new samples from that distribution. Nothing tells it what to draw: each random seed simply leads to a different image in the style of the training set, whether that is faces, bedrooms, churches or cats.

Generative adversarial networks (StyleGAN and its successors) long led this task; denoising diffusion models (DDPM) now dominate. A diffusion model is trained to remove noise added to training images, and generation runs that process backwards, starting from pure noise.

Unconditional models are the simplest way to learn how diffusion works and a useful tool for domain-specific data, but most practical applications add some form of conditioning, such as a class label, a prompt or an input image.`,
    useCases: [
      {
        title: "Synthetic datasets",
        text: "Create extra training images for a narrow domain, such as textures or medical scans, where real data is scarce.",
      },
      {
        title: "Learning generative modelling",
        text: "Train a small diffusion model on your own images to understand how these models behave.",
      },
      {
        title: "Art and exploration",
        text: "Browse the space of images a model has learned by interpolating between random seeds.",
      },
    ],
    inference: `import { writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

// There is no hosted unconditional-generation method: run the model with the Diffusers
// DDPMPipeline behind your own endpoint and ask it for a sample with a seed.
const endpoint = new InferenceClient(process.env.HF_TOKEN).endpoint(
  "https://your-endpoint.example.com",
);
const image = (await endpoint.request({ inputs: "", parameters: { seed: 42 } })) as Blob;
await writeFile("sample.png", Buffer.from(await image.arrayBuffer()));`,
    resources: [
      {
        title: "Diffusers guide: unconditional image generation",
        url: "https://huggingface.co/docs/diffusers/using-diffusers/unconditional_image_generation",
      },
      {
        title: "Denoising diffusion probabilistic models (paper)",
        url: "https://arxiv.org/abs/2006.11239",
      },
      {
        title: "The annotated diffusion model",
        url: "https://huggingface.co/blog/annotated-diffusion",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["unconditional-image-generation"],
} satisfies TaskData;

export default task;
