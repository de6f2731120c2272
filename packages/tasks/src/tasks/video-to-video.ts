import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "video-to-video",
  label: "Video-to-Video",
  summary:
    "Video-to-video models transform an input video into a new one: editing its content or " +
    "style from a prompt, restoring or upscaling it, or turning control signals into footage.",
  libraries: ["diffusers"],
  datasets: [
    {
      id: "suimu/VIRESET",
      description:
        "Videos with object masks, sketches and captions, built to train models that repaint " +
        "a chosen object in a video (the VIRES project).",
    },
    {
      id: "zhangsh2001/LongV-EVAL",
      description:
        "A benchmark of long videos paired with editing prompts, such as style changes, for " +
        "judging text-guided editing of long videos.",
    },
    {
      id: "Iceclear/SeedVR_VideoDemos",
      description:
        "Sample degraded videos and their restored versions, showing the SeedVR video " +
        "restoration models at work.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "decart-ai/Lucy-Edit-Dev",
      description:
        "Edits a video from a text instruction (change an outfit, a character or the " +
        "scenery) while keeping the original motion.",
    },
    {
      id: "LeoLau/Shape-for-Motion",
      description:
        "Precise and consistent video editing through an editable 3D proxy of the object " +
        "being changed.",
    },
    {
      id: "nvidia/Cosmos-Transfer2.5-2B",
      description:
        "Turns control videos such as depth, edges or segmentation into photorealistic " +
        "footage, for example to make simulations look real.",
    },
    {
      id: "numz/SeedVR2_comfyUI",
      description:
        "SeedVR2 weights packaged for ComfyUI, for one-step restoration and upscaling of " +
        "videos.",
    },
  ],
  spaces: [
    {
      id: "decart-ai/lucy-edit-dev",
      description: "Upload a short clip and describe the edit you want Lucy Edit to make.",
    },
    {
      id: "ByteDance-Seed/SeedVR2-3B",
      description: "Restore and upscale a low-quality video with SeedVR2.",
    },
  ],
  widgetModels: [],
  demo: {
    // The project ships a single video clip, so the edited result is described in words
    // rather than shown; an output clip would need a second, generated video file.
    inputs: [
      { label: "Input video", type: "video", filename: "city-cc0.mp4" },
      {
        label: "Edit instruction",
        type: "text",
        content: "Make it a snowy winter evening, with snowflakes falling past the towers.",
      },
    ],
    outputs: [
      {
        label: "Edited video",
        type: "text",
        content:
          "The same camera move over the lit towers, now with snow on the rooftops and " +
          "snowflakes drifting through the frame; the buildings and their motion are unchanged.",
      },
    ],
  },
  about: {
    description: `Video-to-video models take an existing clip and produce a new one that follows it frame by frame. The family is broad: **prompt-based editing** swaps objects, clothes or weather while keeping the motion; **style transfer** re-renders footage as animation or painting; **restoration** removes noise and compression artefacts and raises the resolution; and **control-to-video** models turn depth maps, edges or simulator renders into realistic footage.

Most modern approaches start from a video diffusion model and condition it on the input clip, its latent representation or features extracted from it. The hard part is temporal consistency: an edit that looks right on each frame can still flicker or drift over time, so models share information across frames or propagate edits from keyframes.

Processing is heavy; expect to work on short clips at moderate resolution, or to run restoration models tile by tile.`,
    useCases: [
      {
        title: "Post-production",
        text: "Change a product's colour, a background or the weather in a shot without filming it again.",
      },
      {
        title: "Restoring old footage",
        text: "Sharpen, denoise and upscale archive or low-bitrate videos.",
      },
      {
        title: "Simulation to reality",
        text: "Make synthetic robotics or driving simulations look like real camera footage for training.",
      },
    ],
    inference: `import { readFile, writeFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

// The client has no dedicated video-to-video method: deploy an editing or restoration model
// on an endpoint, send the clip's bytes, and save the video that comes back.
const endpoint = new InferenceClient(process.env.HF_TOKEN).endpoint(
  "https://your-endpoint.example.com",
);
const edited = (await endpoint.request({
  data: new Blob([await readFile("city.mp4")]),
})) as Blob;
await writeFile("city-restored.mp4", Buffer.from(await edited.arrayBuffer()));`,
    resources: [
      {
        title: "Diffusers guide: text or image to video",
        url: "https://huggingface.co/docs/diffusers/using-diffusers/text-img2vid",
      },
      {
        title: "SeedVR2: one-step video restoration (paper)",
        url: "https://arxiv.org/abs/2506.05301",
      },
      {
        title: "Diffusers documentation",
        url: "https://huggingface.co/docs/diffusers/index",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["video-to-video"],
} satisfies TaskData;

export default task;
