import type { TaskData } from "./task-data.js";

const task = {
  id: "image-text-to-text",
  label: "Image-Text-to-Text",
  summary: "",
  youtubeId: "IoGaGfU1CIg",
  libraries: ["transformers"],
  datasets: [
    { id: "liuhaotian/LLaVA-Instruct-150K", description: "" },
    { id: "DAMO-NLP-SG/multimodal_textbook", description: "" },
    { id: "HuggingFaceM4/the_cauldron", description: "" },
    { id: "HuggingFaceM4/WebSight", description: "" },
  ],
  metrics: [],
  models: [
    { id: "HuggingFaceTB/SmolVLM-Instruct", description: "" },
    { id: "zai-org/GLM-4.5V", description: "" },
    { id: "rednote-hilab/dots.ocr", description: "" },
    { id: "Qwen/Qwen2.5-VL-3B-Instruct", description: "" },
    { id: "microsoft/Magma-8B", description: "" },
  ],
  spaces: [
    { id: "opencompass/open_vlm_leaderboard", description: "" },
    { id: "sergiopaniego/vlm_object_understanding", description: "" },
    { id: "prithivMLmods/Multimodal-OCR", description: "" },
  ],
  widgetModels: ["zai-org/GLM-4.5V"],
  demo: {
    inputs: [
      { label: "", type: "img", filename: "" },
      { label: "Text Prompt", type: "text", content: "" },
    ],
    outputs: [{ label: "Answer", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
