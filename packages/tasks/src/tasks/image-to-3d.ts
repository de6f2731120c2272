import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-to-3d",
  label: "Image-to-3D",
  summary:
    "Image-to-3D models build a three-dimensional asset (a mesh, point cloud or Gaussian splats) from one or a few photos of an object or scene.",
  libraries: ["diffusers"],
  datasets: [
    {
      id: "allenai/objaverse-xl",
      description:
        "Objaverse-XL: millions of 3D objects gathered from public sources, the main training pool for open image-to-3D models.",
    },
    {
      id: "dylanebert/iso3d",
      description:
        "A small set of images of isolated objects used as shared inputs in the 3D Arena, so different models are compared on the same prompts.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "TencentARC/InstantMesh",
      description:
        "Generates a textured mesh from one image in seconds by first synthesising consistent multi-view images, then reconstructing them with a large reconstruction model.",
    },
    {
      id: "tencent/HunyuanWorld-1",
      description:
        "Creates explorable 360° 3D worlds from a text prompt or an image, going beyond single objects to whole scenes.",
    },
    {
      id: "hwjiang/Real3D",
      description:
        "A large reconstruction model improved by self-training on real-world photos, for better results on casual captures.",
    },
    {
      id: "stabilityai/stable-point-aware-3d",
      description:
        "SPAR3D: predicts a point cloud first and then a mesh, giving fast reconstructions whose hidden sides can be edited.",
    },
  ],
  spaces: [
    {
      id: "dylanebert/3d-arena",
      description:
        "Vote between the outputs of two anonymous image-to-3D models; the votes form a public ranking.",
    },
    {
      id: "TencentARC/InstantMesh",
      description: "Upload a photo of an object and download a textured mesh made by InstantMesh.",
    },
    {
      id: "stabilityai/stable-point-aware-3d",
      description: "Reconstruct an object with SPAR3D and inspect its intermediate point cloud.",
    },
    {
      id: "hwjiang/Real3D",
      description: "Turn a real-world photo into a 3D model with Real3D.",
    },
    {
      id: "dylanebert/LGM-mini",
      description:
        "A lightweight demo of the Large Multi-View Gaussian Model that outputs Gaussian splats.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [{ label: "Photo", type: "img", filename: "coffee-demo.jpg" }],
    outputs: [
      {
        label: "Result",
        type: "text",
        content:
          "coffee-cup.glb: a textured mesh of the cup, saucer and spoon (about 20,000 triangles, one 1024×1024 texture). The model filled in the back of the cup and the underside of the saucer, which the photo does not show.",
      },
    ],
  },
  about: {
    description: `Image-to-3D reconstructs an object's full shape and appearance from a single photo, or from a handful of views. The output is a 3D asset that can be rotated, lit and placed in a game engine, an AR scene or a 3D printer, usually as a GLB/OBJ mesh with a texture, a point cloud or a set of Gaussian splats.

A single image does not show the back of an object, so models rely on learned priors. Many pipelines work in two steps: a multi-view diffusion model imagines consistent views from several angles, then a feed-forward large reconstruction model (LRM) fuses them into a 3D representation in seconds. Others predict points or a triplane directly, or optimise a 3D representation against a 2D diffusion model (score distillation), which is slower but flexible.

Training data comes from large collections of 3D objects such as Objaverse rendered from many angles. Results are best for a single, centred object on a plain background; remove the background first for cluttered photos. Few hosted providers serve these models, so they are often run on a dedicated endpoint or locally.`,
    useCases: [
      {
        title: "Game and AR assets",
        text: "Turn concept art or product photos into draft 3D assets that artists then refine.",
      },
      {
        title: "E-commerce",
        text: "Create rotatable 3D views of products from catalogue photos for online shops and AR try-outs.",
      },
      {
        title: "3D printing and prototyping",
        text: "Produce a printable first shape of an object from a photo to speed up design iterations.",
      },
    ],
    inference: `import { readFile, writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const photo = new Blob([await readFile("coffee.png")], { type: "image/png" });

// Send the photo to a deployment of the model; the answer is a binary GLB file.
const endpoint = client.endpoint("https://my-instantmesh.endpoints.example");
const asset = (await endpoint.request({ data: photo })) as Blob;
await writeFile("coffee-cup.glb", Buffer.from(await asset.arrayBuffer()));`,
    resources: [
      {
        title: "InstantMesh (paper)",
        url: "https://arxiv.org/abs/2404.07191",
      },
      {
        title: "TripoSR: fast 3D object reconstruction from a single image (paper)",
        url: "https://arxiv.org/abs/2403.02151",
      },
      {
        title: "Hugging Face ML for 3D course",
        url: "https://huggingface.co/learn/ml-for-3d-course/unit0/introduction",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["image-to-3d"],
} satisfies TaskData;

export default task;
