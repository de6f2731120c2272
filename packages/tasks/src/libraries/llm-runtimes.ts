import type { LibraryUiElement } from "../library-ui-element.js";

/**
 * Runtimes and architectures for large language models outside Transformers.
 * Merged into `MODEL_LIBRARIES_UI_ELEMENTS`; keys are Hub library ids.
 *
 * @example
 * ```ts
 * LLM_RUNTIMES_LIBRARIES["llama-cpp-python"].prettyLabel; // "llama-cpp-python"
 * ```
 */
export const LLM_RUNTIMES_LIBRARIES = {
  "llama-cpp-python": {
    prettyLabel: "llama-cpp-python",
    repoName: "llama-cpp-python",
    repoUrl: "https://github.com/abetlen/llama-cpp-python",
    pipelines: ["text-generation"],
  },
  mlx: {
    prettyLabel: "MLX",
    repoName: "MLX",
    repoUrl: "https://github.com/ml-explore/mlx-examples/tree/main",
    filter: true,
    pipelines: [
      "text-generation",
      "image-text-to-text",
      "automatic-speech-recognition",
      "text-to-image",
    ],
  },
  "mlc-llm": {
    prettyLabel: "MLC-LLM",
    repoName: "MLC-LLM",
    repoUrl: "https://github.com/mlc-ai/mlc-llm",
    docsUrl: "https://llm.mlc.ai/docs/",
    filter: false,
    countDownloads: `path:"mlc-chat-config.json"`,
    pipelines: ["text-generation"],
  },
  "gemma.cpp": {
    prettyLabel: "gemma.cpp",
    repoName: "gemma.cpp",
    repoUrl: "https://github.com/google/gemma.cpp",
    filter: false,
    countDownloads: `path_extension:"sbs"`,
    pipelines: ["text-generation"],
  },
  grok: {
    prettyLabel: "Grok",
    repoName: "Grok",
    repoUrl: "https://github.com/xai-org/grok-1",
    filter: false,
    countDownloads: `path:"ckpt/tensor00000_000" OR path:"ckpt-0/tensor00000_000"`,
    pipelines: ["text-generation"],
  },
  recurrentgemma: {
    prettyLabel: "RecurrentGemma",
    repoName: "recurrentgemma",
    repoUrl: "https://github.com/google-deepmind/recurrentgemma",
    filter: false,
    countDownloads: `path:"tokenizer.model"`,
    pipelines: ["text-generation"],
  },
  rwkv: {
    prettyLabel: "RWKV",
    repoName: "RWKV-LM",
    repoUrl: "https://github.com/BlinkDL/RWKV-LM",
    docsUrl: "https://rwkv.com/",
    filter: false,
    countDownloads: `path_extension:"pth"`,
    pipelines: ["text-generation"],
  },
  "mamba-ssm": {
    prettyLabel: "MambaSSM",
    repoName: "MambaSSM",
    repoUrl: "https://github.com/state-spaces/mamba",
    filter: false,
    pipelines: ["text-generation"],
  },
  rkllm: {
    prettyLabel: "RKLLM",
    repoName: "RKLLM",
    repoUrl: "https://github.com/airockchip/rknn-llm",
    countDownloads: `path_extension:"rkllm"`,
    pipelines: ["text-generation"],
  },
  "litert-lm": {
    prettyLabel: "LiteRT-LM",
    repoName: "LiteRT-LM",
    repoUrl: "https://github.com/google-ai-edge/LiteRT-LM",
    filter: false,
    countDownloads: `path_extension:"litertlm" OR path_extension:"task"`,
    pipelines: ["text-generation", "image-text-to-text"],
  },
  cartesia_pytorch: {
    prettyLabel: "Cartesia Pytorch",
    repoName: "Cartesia Pytorch",
    repoUrl: "https://github.com/cartesia-ai/cartesia_pytorch",
    pipelines: ["text-generation"],
  },
  cartesia_mlx: {
    prettyLabel: "Cartesia MLX",
    repoName: "Cartesia MLX",
    repoUrl: "https://github.com/cartesia-ai/cartesia_mlx",
    pipelines: ["text-generation"],
  },
  openpeerllm: {
    prettyLabel: "OpenPeerLLM",
    repoName: "OpenPeerLLM",
    repoUrl: "https://huggingface.co/openpeerai/openpeerllm",
    docsUrl: "https://huggingface.co/OpenPeerAI/OpenPeerLLM/blob/main/README.md",
    filter: false,
    countDownloads: `path:".meta-huggingface.json"`,
    pipelines: ["text-generation"],
  },
  shadow: {
    prettyLabel: "Shadow",
    repoName: "Shadow",
    repoUrl: "https://github.com/QLNI/SHADOW-250M-Instruct",
    filter: false,
    countDownloads: `path_extension:"shdw"`,
    pipelines: ["text-generation"],
  },
  cortiq: {
    prettyLabel: "cortiq",
    repoName: "cortiq",
    repoUrl: "https://github.com/infosave2007/cmf",
    docsUrl: "https://github.com/infosave2007/cmf/blob/master/docs/CMF_V2_SPEC.md",
    countDownloads: `path_extension:"cmf"`,
    pipelines: ["text-generation"],
  },
  ninfer: {
    prettyLabel: "NInfer",
    repoName: "NInfer",
    repoUrl: "https://github.com/Neroued/ninfer",
    filter: false,
    countDownloads: `path_extension:"ninfer"`,
    pipelines: ["text-generation"],
  },
  "jev-style": {
    prettyLabel: "jev-style",
    repoName: "jev-style",
    repoUrl: "https://github.com/lawrence3699/jev-style",
    filter: false,
    countDownloads: `path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")`,
    pipelines: ["text-generation"],
  },
  mobilint: {
    prettyLabel: "Mobilint",
    repoName: "mblt-model-zoo",
    repoUrl: "https://github.com/mobilint/mblt-model-zoo",
    docsUrl: "https://docs.mobilint.com",
    filter: false,
    countDownloads: `path:"config.json" OR path_extension:"mxq"`,
    pipelines: ["text-generation", "image-classification"],
  },
} satisfies Record<string, LibraryUiElement>;
