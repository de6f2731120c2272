import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "any-to-any",
  label: "Any-to-Any",
  summary:
    "Any-to-any models accept a mix of text, images, audio or video and answer in one or more of those modalities, for example reading a picture and replying with both text and speech.",
  libraries: ["transformers"],
  datasets: [
    {
      id: "PKU-Alignment/align-anything",
      description:
        "Instruction and human-preference data spanning text, image, audio and video, built to fine-tune and align models that move between modalities.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "Qwen/Qwen2.5-Omni-7B",
      description:
        "A 7B end-to-end model that takes text, images, audio and video and streams back both text and natural-sounding speech.",
    },
    {
      id: "OmniGen2/OmniGen2",
      description:
        "A unified generator that turns text and reference images into new or edited images, so one model covers generation, editing and in-context composition.",
    },
    {
      id: "openbmb/MiniCPM-o-2_6",
      description:
        "An 8B omni model small enough for a phone, with vision, real-time speech conversation and live video understanding.",
    },
    {
      id: "ByteDance-Seed/BAGEL-7B-MoT",
      description:
        "A mixture-of-transformers model (7B active parameters) that both understands and generates images, listed for its image editing and reasoning.",
    },
  ],
  spaces: [
    {
      id: "OmniGen2/OmniGen2",
      description:
        "Try OmniGen2 in the browser: describe an image, or upload one and say how it should change.",
    },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { label: "Image", type: "img", filename: "sense-and-sensibility-passage.svg" },
      {
        label: "Text Prompt",
        type: "text",
        content: "Read this passage aloud, then tell me which book it comes from.",
      },
    ],
    outputs: [
      {
        label: "Example answer",
        type: "text",
        content:
          "The passage is from Jane Austen's novel Sense and Sensibility (1811). It describes John Dashwood weighing how much he can afford to do for his stepmother and half-sisters.",
      },
      {
        label: "Not generated: a LibriVox reading of the passage, in place of generated speech",
        type: "audio",
        filename: "librivox-sense-and-sensibility-0870.wav",
      },
    ],
  },
  about: {
    description: `Any-to-any models drop the fixed "input type → output type" contract of most tasks. A single network reads whatever the user sends (a question, a photo, a voice note, a short clip) and decides, or is told, which modalities to answer in. Typical outputs are text plus speech, or text plus a generated image.

Under the hood these models usually pair a language model backbone with modality encoders (a vision transformer for images, an audio encoder for speech) that turn every input into tokens the backbone can attend to. On the output side, extra heads or decoders turn hidden states back into audio waveforms or image latents. Some designs, like Qwen2.5-Omni's "Thinker-Talker", split reasoning and speech synthesis into two cooperating modules so speech can stream while text is still being produced.

Because the input side looks like a chat with mixed content parts, the easiest way to call these models remotely is the chat-completion API with image or audio content. Speech and image outputs are usually only available when the model runs locally with its own processor (see the Transformers documentation below).`,
    useCases: [
      {
        title: "Voice assistants that can see",
        text: "Point a phone camera at a menu, a sign or a broken appliance and ask out loud what to do; the model answers in speech.",
      },
      {
        title: "Accessible reading",
        text: "Read printed pages, labels or screenshots aloud for people with low vision, and answer follow-up questions about them.",
      },
      {
        title: "Conversational image editing",
        text: "Describe changes to a photo in plain words and receive the edited image, refining it over several turns.",
      },
    ],
    inference: `import { readFile } from "node:fs/promises";
import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const page = await readFile("passage.png");

const response = await client.chatCompletion({
  model: "Qwen/Qwen2.5-Omni-7B",
  messages: [
    {
      role: "user",
      content: [
        { type: "image_url", image_url: { url: "data:image/png;base64," + page.toString("base64") } },
        { type: "text", text: "Which book is this passage from?" },
      ],
    },
  ],
});
console.log(response.choices[0].message.content);`,
    resources: [
      {
        title: "Qwen2.5-Omni technical report",
        url: "https://arxiv.org/abs/2503.20215",
      },
      {
        title: "Transformers documentation: multimodal chat templates",
        url: "https://huggingface.co/docs/transformers/chat_templating_multimodal",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["any-to-any"],
} satisfies TaskData;

export default task;
