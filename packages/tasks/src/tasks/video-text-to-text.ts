import type { TaskData } from "./task-data.js";

const task = {
  id: "video-text-to-text",
  label: "Video-Text-to-Text",
  summary: "",
  libraries: ["transformers"],
  datasets: [
    { id: "lmms-lab/Video-MME", description: "" },
    { id: "lmms-lab/VideoChatGPT", description: "" },
    { id: "HuggingFaceFV/finevideo", description: "" },
  ],
  metrics: [],
  models: [
    { id: "Vision-CAIR/LongVU_Qwen2_7B", description: "" },
    { id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32", description: "" },
    { id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct", description: "" },
  ],
  spaces: [
    { id: "llava-hf/video-llava", description: "" },
    { id: "opencompass/openvlm_video_leaderboard", description: "" },
    { id: "HuggingFaceTB/SmolVLM2-HighlightGenerator", description: "" },
  ],
  widgetModels: [""],
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
