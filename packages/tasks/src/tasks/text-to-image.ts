import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-image",
  label: "Text-to-Image",
  summary:
    "Text-to-image models create a picture from a written description, from photographs and " +
    "illustrations to diagrams and logos.",
  libraries: ["diffusers"],
  datasets: [
    {
      id: "red_caps",
      description:
        "About 12 million image-caption pairs collected from Reddit, where people describe " +
        "the photos they post.",
    },
    {
      id: "conceptual_captions",
      description:
        "About 3.3 million web images with captions derived from their alt-text and cleaned " +
        "automatically.",
    },
    {
      id: "Spawning/PD12M",
      description:
        "About 12 million public-domain and CC0 images with synthetic captions, for training " +
        "models on openly licensed data.",
    },
  ],
  metrics: [
    {
      id: "IS",
      description:
        "Inception Score: rewards images that an ImageNet classifier recognises confidently " +
        "and that together cover many classes.",
    },
    {
      id: "FID",
      description:
        "Fréchet Inception Distance: the distance between feature statistics of generated and " +
        "real images. Lower is better.",
    },
    {
      id: "R-Precision",
      description:
        "Checks whether a retrieval model picks the prompt that produced an image out of a set " +
        "of distractor captions; a measure of prompt faithfulness.",
    },
  ],
  models: [
    {
      id: "black-forest-labs/FLUX.1-Krea-dev",
      description:
        "A FLUX.1 model tuned with Krea for natural, photographic images without the glossy " +
        "look of many generators.",
    },
    {
      id: "Qwen/Qwen-Image",
      description:
        "A large image generation model that is especially good at rendering legible text, " +
        "including Chinese characters, inside images.",
    },
    {
      id: "ByteDance/SDXL-Lightning",
      description:
        "A distilled Stable Diffusion XL that produces 1024-pixel images in 1 to 8 steps.",
    },
    {
      id: "ByteDance/Hyper-SD",
      description:
        "Acceleration weights (LoRAs) that let several Stable Diffusion and FLUX models " +
        "generate in just a few steps.",
    },
  ],
  spaces: [
    {
      id: "stabilityai/stable-diffusion-3-medium",
      description: "Generate images with Stable Diffusion 3 Medium.",
    },
    {
      id: "jbilcke-hf/ai-comic-factory",
      description: "Write a short story idea and get it drawn as a page of comic panels.",
    },
    {
      id: "multimodalart/flux-lora-lab",
      description: "Combine several FLUX style LoRAs and generate with the mix.",
    },
    {
      id: "latent-consistency/lcm-lora-for-sdxl",
      description:
        "Near-real-time SDXL generation in a handful of steps with a latent consistency LoRA.",
    },
    {
      id: "multimodalart/LoraTheExplorer",
      description: "Browse a gallery of community style LoRAs and apply one to your prompt.",
    },
    {
      id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI",
      description:
        "Guide generation with ControlNet conditions such as edges, depth maps or body poses.",
    },
    {
      id: "InstantX/InstantID",
      description:
        "Generates new images of a person in any style from a single photo of their face.",
    },
  ],
  widgetModels: ["black-forest-labs/FLUX.1-dev"],
  demo: {
    inputs: [
      {
        label: "Input",
        type: "text",
        content:
          "Studio portrait of a smiling astronaut in an orange flight suit, holding a helmet, " +
          "with a flag and a model space shuttle in the background.",
      },
    ],
    outputs: [
      {
        label: "Not generated: a NASA photograph (public domain) like the one the prompt describes",
        type: "img",
        filename: "astronaut-320.jpg",
      },
    ],
  },
  about: {
    description: `Text-to-image models turn a prompt into a picture. Most current models are **diffusion models**: starting from random noise, a network removes a little noise at each step while a text encoder steers it toward the prompt. To stay affordable they work in the compressed latent space of an autoencoder, and recent models use transformer backbones (diffusion transformers and flow matching) instead of U-Nets.

Prompts can be complemented by a negative prompt, a seed for reproducibility, a guidance scale that trades creativity for faithfulness, and the number of denoising steps. Distilled models such as SDXL-Lightning need only a few steps. Adapters such as LoRA, ControlNet or IP-Adapter add a style, a pose, a layout or a person's identity without retraining the base model.

Generated images can reproduce biases of their training data and can be misused; check a model's licence and add safeguards that fit your application.`,
    useCases: [
      {
        title: "Concept art and storyboards",
        text: "Explore many visual directions for a game, film or campaign before a designer commits to one.",
      },
      {
        title: "Marketing and illustrations",
        text: "Create illustrations for articles, slides and social posts that match a brand's style.",
      },
      {
        title: "Synthetic training data",
        text: "Generate varied images of rare situations to enlarge datasets for vision models.",
      },
    ],
    inference: `import { writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const image = await client.textToImage({
  model: "black-forest-labs/FLUX.1-dev",
  inputs: "A lighthouse on a cliff at sunset, watercolour",
  parameters: { num_inference_steps: 28, guidance_scale: 3.5 },
});
await writeFile("lighthouse.png", Buffer.from(await image.arrayBuffer()));`,
    resources: [
      {
        title: "Diffusers guide: text-to-image",
        url: "https://huggingface.co/docs/diffusers/using-diffusers/conditional_image_generation",
      },
      {
        title: "Latent diffusion models (paper)",
        url: "https://arxiv.org/abs/2112.10752",
      },
      {
        title: "Diffusers documentation",
        url: "https://huggingface.co/docs/diffusers/index",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-to-image"],
} satisfies TaskData;

export default task;
