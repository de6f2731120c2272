import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "image-text-to-text",
  label: "Image-Text-to-Text",
  summary:
    "Image-text-to-text models, also called vision-language models, read images together with a text prompt and answer in text: describe, read, compare or reason about what they see.",
  youtubeId: "IoGaGfU1CIg",
  libraries: ["transformers"],
  datasets: [
    {
      id: "liuhaotian/LLaVA-Instruct-150K",
      description:
        "About 150,000 machine-generated visual conversations, detailed descriptions and reasoning questions used to instruction-tune LLaVA.",
    },
    {
      id: "DAMO-NLP-SG/multimodal_textbook",
      description:
        "An interleaved image-and-text corpus built from instructional videos (key frames plus transcripts), for pretraining models on textbook-like knowledge.",
    },
    {
      id: "HuggingFaceM4/the_cauldron",
      description:
        "Fifty vision-language datasets (captioning, VQA, charts, documents, maths) converted to one chat format for fine-tuning.",
    },
    {
      id: "HuggingFaceM4/WebSight",
      description:
        "Synthetic website screenshots paired with their HTML and CSS, for teaching models to turn a screenshot into code.",
    },
  ],
  metrics: [],
  models: [
    {
      id: "HuggingFaceTB/SmolVLM-Instruct",
      description:
        "A 2B vision-language model built for efficiency, able to run on a laptop or in the browser while handling several images.",
    },
    {
      id: "zai-org/GLM-4.5V",
      description:
        "A large mixture-of-experts vision-language model with a thinking mode, strong at charts, documents, video and GUI-agent tasks.",
    },
    {
      id: "rednote-hilab/dots.ocr",
      description:
        "A compact vision-language model for multilingual document parsing: text, tables, formulas and reading order in one pass.",
    },
    {
      id: "Qwen/Qwen2.5-VL-3B-Instruct",
      description:
        "A small Qwen vision-language model that reads documents, locates objects with boxes and understands short videos.",
    },
    {
      id: "microsoft/Magma-8B",
      description:
        "A multimodal agent model that grounds actions in images, for navigating user interfaces and planning robot manipulation.",
    },
  ],
  spaces: [
    {
      id: "opencompass/open_vlm_leaderboard",
      description: "Compare vision-language models across many public benchmarks.",
    },
    {
      id: "sergiopaniego/vlm_object_understanding",
      description:
        "Ask vision-language models to detect, point at and count objects, and see how they do.",
    },
    {
      id: "prithivMLmods/Multimodal-OCR",
      description:
        "Extract text from images and documents with a choice of OCR-capable vision-language models.",
    },
  ],
  widgetModels: ["zai-org/GLM-4.5V"],
  demo: {
    inputs: [
      { label: "Image", type: "img", filename: "astronaut-320.jpg" },
      {
        label: "Text Prompt",
        type: "text",
        content: "What is this person wearing, and what can you see behind her?",
      },
    ],
    outputs: [
      {
        label: "Answer",
        type: "text",
        content:
          "She is wearing an orange pressure suit with mission patches, and a helmet with a dark visor sits in front of her. Behind her are an American flag on the left and a model of the Space Shuttle on the right, which suggests an official astronaut portrait.",
      },
    ],
  },
  about: {
    description: `Vision-language models (VLMs) extend chat models with sight. The user sends one or more images along with a question or instruction, and the model answers in text. The same model can caption a photo, read a receipt, explain a chart, compare two screenshots or reason step by step about a diagram.

A typical VLM has three parts: a vision encoder (often a CLIP or SigLIP transformer) that turns the image into patch embeddings, a projector that maps them into the language model's embedding space, and a language model that reads image tokens and text tokens together. Training goes from aligning image features with captions, to instruction tuning on visual conversations, to preference tuning. Higher input resolutions and image tiling make small text and fine details legible.

Because the interface is a chat, these models are called with the chat-completion API: each user message can mix text parts and image parts (a URL or a base64 data URL). The same message format works with every provider that serves the model.`,
    useCases: [
      {
        title: "Document and chart understanding",
        text: "Read invoices, forms, tables and charts and answer questions about them, or convert them to structured data.",
      },
      {
        title: "Visual assistants",
        text: "Describe scenes for blind and low-vision users, or help troubleshoot a device from a photo.",
      },
      {
        title: "GUI and web agents",
        text: "Understand screenshots of applications to decide where to click next in automated workflows.",
      },
      {
        title: "Screenshot to code",
        text: "Turn a mock-up or a screenshot of a web page into HTML and CSS.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const response = await client.chatCompletion({
  model: "zai-org/GLM-4.5V",
  messages: [
    {
      role: "user",
      content: [
        { type: "image_url", image_url: { url: "https://example.com/astronaut.png" } },
        { type: "text", text: "What is this person wearing?" },
      ],
    },
  ],
  max_tokens: 300,
});
console.log(response.choices[0].message.content);`,
    resources: [
      {
        title: "Transformers guide: image-text-to-text",
        url: "https://huggingface.co/docs/transformers/tasks/image_text_to_text",
      },
      {
        title: "Visual instruction tuning (LLaVA paper)",
        url: "https://arxiv.org/abs/2304.08485",
      },
      {
        title: "Vision language models explained (blog post)",
        url: "https://huggingface.co/blog/vlms",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["image-text-to-text"],
} satisfies TaskData;

export default task;
