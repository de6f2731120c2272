import type { ModelData } from "../model-data.js";
import { isLlamafileOnly, isServingEngineModel } from "./internal/compatibility.js";
import { openAiCurl } from "./internal/openai-request.js";
import type { LocalApp, LocalAppSnippet } from "./local-app.js";
import { shellWord } from "../quoting.js";

/** Gated models need the user's token; the commands read it from the environment. */
function tokenNote(model: ModelData): string {
  return model.gated
    ? "# This model is gated: accept its conditions on the Hub, then export HF_TOKEN\n"
    : "";
}

function vllmSnippets(model: ModelData): LocalAppSnippet[] {
  return [
    {
      title: "Install with pip and serve",
      setup: "pip install vllm",
      content: [
        `${tokenNote(model)}# Serve the model on http://localhost:8000\nvllm serve ${shellWord(model.id)}`,
        openAiCurl(model, "http://localhost:8000"),
      ],
    },
    {
      title: "Serve with Docker",
      setup: [
        "docker run --runtime nvidia --gpus all \\",
        "  -v ~/.cache/huggingface:/root/.cache/huggingface \\",
        '  --env "HF_TOKEN=$HF_TOKEN" \\',
        "  -p 8000:8000 --ipc=host \\",
        "  vllm/vllm-openai:latest \\",
        `  --model ${shellWord(model.id)}`,
      ].join("\n"),
      content: openAiCurl(model, "http://localhost:8000"),
    },
  ];
}

function sglangSnippets(model: ModelData): LocalAppSnippet[] {
  const launch = `python3 -m sglang.launch_server --model-path ${shellWord(model.id)} --host 0.0.0.0 --port 30000`;
  return [
    {
      title: "Install with pip and serve",
      setup: "pip install sglang",
      content: [`${tokenNote(model)}${launch}`, openAiCurl(model, "http://localhost:30000")],
    },
    {
      title: "Serve with Docker",
      setup: [
        "docker run --gpus all --shm-size 32g --ipc=host \\",
        "  -p 30000:30000 \\",
        "  -v ~/.cache/huggingface:/root/.cache/huggingface \\",
        '  --env "HF_TOKEN=$HF_TOKEN" \\',
        "  lmsysorg/sglang:latest \\",
        `  ${launch}`,
      ].join("\n"),
      content: openAiCurl(model, "http://localhost:30000"),
    },
  ];
}

function tgiSnippets(model: ModelData): LocalAppSnippet[] {
  return [
    {
      title: "Serve with Docker",
      setup: [
        "docker run --gpus all --shm-size 1g \\",
        "  -p 8080:80 \\",
        "  -v ~/.cache/huggingface:/data \\",
        '  --env "HF_TOKEN=$HF_TOKEN" \\',
        "  ghcr.io/huggingface/text-generation-inference:latest \\",
        `  --model-id ${shellWord(model.id)}`,
      ].join("\n"),
      content: openAiCurl(
        { ...model, tags: [...model.tags, "conversational"] },
        "http://localhost:8080",
      ),
    },
  ];
}

/** Inference servers with an OpenAI-compatible API, for transformers models on GPUs. */
export const SERVER_APPS = {
  vllm: {
    prettyLabel: "vLLM",
    docsUrl: "https://docs.vllm.ai",
    mainTask: "text-generation",
    displayOnModelPage: isServingEngineModel,
    snippet: vllmSnippets,
  },
  sglang: {
    prettyLabel: "SGLang",
    docsUrl: "https://docs.sglang.io",
    mainTask: "text-generation",
    displayOnModelPage: isServingEngineModel,
    snippet: sglangSnippets,
  },
  tgi: {
    prettyLabel: "TGI",
    docsUrl: "https://huggingface.co/docs/text-generation-inference/",
    mainTask: "text-generation",
    // The Hub tags the models TGI supports; TGI serves them through its Messages API.
    displayOnModelPage: (model) =>
      model.tags.includes("text-generation-inference") && !isLlamafileOnly(model),
    snippet: tgiSnippets,
  },
} satisfies Record<string, LocalApp>;
