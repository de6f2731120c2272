import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "text-to-3d",
  label: "Text-to-3D",
  summary:
    "Text-to-3D models create a three-dimensional object, such as a textured mesh or a set of " +
    "3D Gaussians, from a written description.",
  libraries: ["diffusers"],
  datasets: [
    {
      id: "allenai/objaverse-xl",
      description:
        "Over ten million 3D objects gathered from across the web; the largest open source " +
        "of training data for 3D generation.",
    },
    {
      id: "tiange/Cap3D",
      description:
        "Descriptive text captions written automatically for Objaverse objects, pairing 3D " +
        "shapes with language.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "openai/shap-e",
      description:
        "Shap-E from OpenAI: generates the parameters of an implicit 3D function that can be " +
        "rendered as a textured mesh or a neural radiance field.",
    },
    {
      id: "ashawkey/LGM",
      description:
        "Large Multi-View Gaussian Model: turns multi-view images, themselves generated from " +
        "text or a picture, into 3D Gaussians in seconds.",
    },
  ],
  spaces: [
    {
      id: "hysts/Shap-E",
      description: "Type a prompt and get a 3D model from Shap-E to rotate in the browser.",
    },
    {
      id: "ashawkey/LGM",
      description: "Create 3D Gaussian objects from text or an image with LGM.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "Prompt", type: "text", content: "A wooden rocking chair with a red cushion" },
    ],
    outputs: [
      {
        label: "Result",
        type: "text",
        content:
          "A textured mesh of a rocking chair (a GLB file) with curved runners, a slatted " +
          "back and a red seat cushion, ready to open in any 3D viewer or game engine.",
      },
    ],
  },
  about: {
    description: `Text-to-3D models produce an object you can rotate, light and place in a scene. Outputs come in several forms: **meshes** (triangles with textures, the format games and 3D tools use), **neural radiance fields**, or **3D Gaussian splats**, clouds of small coloured blobs that render quickly.

Because 3D training data is scarce compared with images, many methods lean on image models. Some optimise a 3D shape until its renderings look right to a text-to-image model (score distillation, as in DreamFusion); others first generate several consistent views of the object and then reconstruct it in one feed-forward pass, as LGM does. Native 3D models such as Shap-E learn directly from large collections of 3D objects like Objaverse.

Results are best for single objects; whole scenes, thin structures and legible text remain hard, and meshes often need clean-up before production use.`,
    useCases: [
      {
        title: "Game and virtual-world assets",
        text: "Fill a scene with props, furniture and decorations generated from short descriptions.",
      },
      {
        title: "Product design",
        text: "Turn early ideas into rough 3D mock-ups to discuss before modelling them properly.",
      },
      {
        title: "Augmented reality",
        text: "Let users describe an object and place it in their room through a phone camera.",
      },
    ],
    inference: `import { writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

// The client has no dedicated text-to-3D method. Serve a model such as openai/shap-e on your
// own endpoint (for example with the Diffusers ShapEPipeline) and send it the prompt.
const endpoint = new InferenceClient(process.env.HF_TOKEN).endpoint(
  "https://your-endpoint.example.com",
);
const mesh = (await endpoint.request({ inputs: "A wooden rocking chair with a red cushion" })) as Blob;
await writeFile("chair.glb", Buffer.from(await mesh.arrayBuffer()));`,
    resources: [
      {
        title: "Shap-E in the Diffusers documentation",
        url: "https://huggingface.co/docs/diffusers/api/pipelines/shap_e",
      },
      {
        title: "DreamFusion: text-to-3D using 2D diffusion (paper)",
        url: "https://arxiv.org/abs/2209.14988",
      },
      {
        title: "LGM: large multi-view Gaussian model (paper)",
        url: "https://arxiv.org/abs/2402.05054",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["text-to-3d"],
} satisfies TaskData;

export default task;
