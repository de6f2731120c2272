import type { TaskData } from "./task-data.js";

const task = {
  id: "text-generation",
  label: "Text Generation",
  summary: "",
  youtubeId: "e9gNEAlsOvU",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    { id: "CohereForAI/Global-MMLU", description: "" },
    { id: "HuggingFaceFW/fineweb-2", description: "" },
    { id: "HuggingFaceH4/ultrachat_200k", description: "" },
    { id: "open-r1/OpenThoughts-114k-math", description: "" },
    { id: "allenai/tulu-3-sft-mixture", description: "" },
    { id: "HuggingFaceTB/smoltalk", description: "" },
    { id: "HuggingFaceTB/finemath", description: "" },
  ],
  metrics: [
    { id: "Cross Entropy", description: "" },
    { id: "Perplexity", description: "" },
  ],
  models: [
    { id: "google/gemma-2-2b-it", description: "" },
    { id: "Qwen/Qwen3-Coder-480B-A35B-Instruct", description: "" },
    { id: "openai/gpt-oss-120b", description: "" },
    { id: "zai-org/GLM-4.5", description: "" },
    { id: "Qwen/Qwen3-4B-Thinking-2507", description: "" },
    { id: "Qwen/Qwen2.5-7B-Instruct-1M", description: "" },
    { id: "Qwen/Qwen2.5-Coder-32B-Instruct", description: "" },
    { id: "deepseek-ai/DeepSeek-R1", description: "" },
  ],
  spaces: [
    { id: "akhaliq/anycoder", description: "" },
    { id: "enzostvs/deepsite", description: "" },
    { id: "logikon/open_cot_leaderboard", description: "" },
    { id: "ysharma/Explore_llamav2_with_TGI", description: "" },
    { id: "HuggingFaceH4/zephyr-chat", description: "" },
    { id: "lmsys/chatbot-arena-leaderboard", description: "" },
    { id: "mlabonne/phixtral-chat", description: "" },
  ],
  widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "" }],
    outputs: [{ label: "Output", type: "text", content: "" }],
  },
  about: { description: "", useCases: [], inference: "", resources: [] },
  widgetInput: { kind: "none" },
} satisfies TaskData;

export default task;
