import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "video-classification",
  label: "Video Classification",
  summary:
    "Video classification assigns labels to a whole video clip, such as the action being " +
    "performed or the kind of scene shown.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "kinetics400",
      description:
        "Kinetics-400: hundreds of thousands of ten-second YouTube clips covering 400 human " +
        "actions, from playing instruments to cooking.",
    },
  ],
  metrics: [
    {
      id: "accuracy",
      space: "evaluate-metric/accuracy",
      description: "The share of clips whose top prediction is the true label.",
    },
    {
      id: "recall",
      space: "evaluate-metric/recall",
      description: "Of the clips that truly show a class, the share the model recognised.",
    },
    {
      id: "precision",
      space: "evaluate-metric/precision",
      description: "Of the clips the model assigned to a class, the share that truly show it.",
    },
    {
      id: "f1",
      space: "evaluate-metric/f1",
      description: "The harmonic mean of precision and recall.",
    },
  ],
  models: [
    {
      id: "google/vivit-b-16x2-kinetics400",
      description:
        "ViViT: a pure transformer that splits a clip into spatio-temporal patches, trained to " +
        "recognise the 400 Kinetics actions.",
    },
    {
      id: "microsoft/xclip-base-patch32",
      description:
        "X-CLIP extends CLIP to video, so clips can be classified against any labels written " +
        "in text.",
    },
  ],
  spaces: [
    {
      id: "nateraw/lavila",
      description: "LaViLa: a video-language model that writes narrations of first-person videos.",
    },
    {
      id: "fcakyon/video-classification",
      description: "Classify an uploaded video or a YouTube link with video transformer models.",
    },
  ],
  widgetModels: [],
  demo: {
    // The reference demo showed an animated image; the project ships a real clip instead.
    inputs: [{ label: "Video", type: "video", filename: "city-cc0.mp4" }],
    outputs: [
      {
        label: "Scores (zero-shot labels)",
        type: "chart",
        content: [
          { label: "city at night", score: 0.83 },
          { label: "fireworks", score: 0.09 },
          { label: "sunset over the sea", score: 0.05 },
        ],
      },
    ],
  },
  about: {
    description: `Video classification models watch a clip and predict what it shows. The typical target is **action recognition** (running, playing guitar, slicing bread), but the same models classify scenes, sports, gestures or whether a clip breaks a content policy.

A video adds time to an image, and motion often decides the label: opening and closing a door look identical in a single frame. Models therefore sample a handful of frames (8 to 32 is common) and process them together, either with 3D convolutions or with video transformers such as ViViT, TimeSformer and VideoMAE that attend across space and time. Video-text models such as X-CLIP classify against labels written in plain language.

Long videos are usually cut into short windows that are classified separately, which also tells you when something happens.`,
    useCases: [
      {
        title: "Content moderation",
        text: "Screen uploaded clips for violence or other policy violations before they are published.",
      },
      {
        title: "Sports and fitness",
        text: "Recognise exercises or plays automatically to count repetitions or index match footage.",
      },
      {
        title: "Video search",
        text: "Tag a video archive with actions and scenes so that people can search it by what happens.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

// The client has no dedicated video classification method: send the clip's bytes to an
// endpoint serving a model such as MCG-NJU/videomae-base-finetuned-kinetics.
const endpoint = new InferenceClient(process.env.HF_TOKEN).endpoint(
  "https://your-endpoint.example.com",
);
const scores = (await endpoint.request({
  data: new Blob([await readFile("clip.mp4")]),
})) as { label: string; score: number }[];
console.log(scores); // [{ label: "playing guitar", score: 0.87 }, ...]`,
    resources: [
      {
        title: "Transformers guide: video classification",
        url: "https://huggingface.co/docs/transformers/tasks/video_classification",
      },
      {
        title: "ViViT: a video vision transformer (paper)",
        url: "https://arxiv.org/abs/2103.15691",
      },
      {
        title: "VideoMAE: masked autoencoders for video pre-training (paper)",
        url: "https://arxiv.org/abs/2203.12602",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["video-classification"],
} satisfies TaskData;

export default task;
