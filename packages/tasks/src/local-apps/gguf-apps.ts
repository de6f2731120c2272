import type { ModelData } from "../model-data.js";
import { isLlamaCppModel, isServingEngineModel } from "./internal/compatibility.js";
import { pickGgufFile, pickQuantLabel, quantSuffix } from "./internal/gguf-files.js";
import type { LocalApp, LocalAppSnippet } from "./local-app.js";

/** `{id}:{QUANT}`, the reference llama.cpp-based tools resolve to a file of the repository. */
function hubReference(model: ModelData, filepath?: string): string {
  return `${model.id}${quantSuffix(model, filepath)}`;
}

function llamaCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const reference = hubReference(model, filepath);
  const commands = (directory: string) => [
    `# Serve the model with an OpenAI-compatible API and a chat page on http://localhost:8080\n${directory}llama-server -hf ${reference}`,
    `# Or chat with it in the terminal\n${directory}llama-cli -hf ${reference}`,
  ];
  return [
    { title: "Install with Homebrew", setup: "brew install llama.cpp", content: commands("") },
    {
      title: "Install with WinGet (Windows)",
      setup: "winget install llama.cpp",
      content: commands(""),
    },
    {
      title: "Use a pre-built binary",
      setup:
        "# Download the archive for your platform from\n# https://github.com/ggml-org/llama.cpp/releases",
      content: commands("./"),
    },
    {
      title: "Build from source",
      setup: [
        "git clone https://github.com/ggml-org/llama.cpp",
        "cd llama.cpp",
        "cmake -B build",
        "cmake --build build --config Release -j --target llama-server llama-cli",
      ].join("\n"),
      content: commands("./build/bin/"),
    },
  ];
}

function dockerModelRunnerSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  // Only GGUF repositories have quant tags; safetensors models run under their plain name.
  const reference = isLlamaCppModel(model) ? hubReference(model, filepath) : model.id;
  return [
    {
      title: "Run with Docker Model Runner",
      setup: "# Requires Docker Desktop (or Docker Engine) with Model Runner enabled",
      content: `docker model run hf.co/${reference}`,
    },
  ];
}

function lemonadeSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  // Lemonade needs a variant after the colon: a quant label, or else a file name.
  const variant = pickQuantLabel(model, filepath) ?? pickGgufFile(model, filepath);
  const name = `user.${model.id.split("/").at(-1) ?? model.id}`;
  return [
    {
      title: "Download and chat with the model",
      setup: "# Install Lemonade Server from https://lemonade-server.ai",
      content: [
        `lemonade-server pull ${name} --checkpoint ${model.id}:${variant} --recipe llamacpp`,
        `lemonade-server run ${name}`,
      ],
    },
  ];
}

function localAiSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const uri = `huggingface://${model.id}/${pickGgufFile(model, filepath)}`;
  return [
    {
      title: "Install the binary",
      setup: "curl https://localai.io/install.sh | sh",
      content: `local-ai run ${uri}`,
    },
    {
      title: "Run the CPU Docker image",
      setup: "docker pull localai/localai:latest-cpu",
      content: `docker run -ti -p 8080:8080 --name local-ai localai/localai:latest-cpu ${uri}`,
    },
  ];
}

/**
 * Apps built on llama.cpp that run a GGUF repository from a terminal, picking the quantization
 * with `{id}:{QUANT}` (Q4_K_M when the repository has it, or the file the user chose).
 */
export const GGUF_APPS = {
  "llama.cpp": {
    prettyLabel: "llama.cpp",
    docsUrl: "https://github.com/ggml-org/llama.cpp",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    snippet: llamaCppSnippets,
  },
  ollama: {
    prettyLabel: "Ollama",
    docsUrl: "https://ollama.com",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    snippet: (model, filepath?: string) => [
      {
        title: "Run with Ollama",
        setup: "# Install Ollama from https://ollama.com/download",
        content: `ollama run hf.co/${hubReference(model, filepath)}`,
      },
    ],
  },
  "docker-model-runner": {
    prettyLabel: "Docker Model Runner",
    docsUrl: "https://docs.docker.com/ai/model-runner/",
    mainTask: "text-generation",
    displayOnModelPage: (model) => isLlamaCppModel(model) || isServingEngineModel(model),
    snippet: dockerModelRunnerSnippets,
  },
  "node-llama-cpp": {
    prettyLabel: "node-llama-cpp",
    docsUrl: "https://node-llama-cpp.withcat.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    snippet: (model, filepath?: string) => [
      {
        title: "Chat with the model",
        content: `npx -y node-llama-cpp chat hf:${hubReference(model, filepath)}`,
      },
      {
        title: "Check whether your hardware can run it",
        content: `npx -y node-llama-cpp inspect estimate hf:${hubReference(model, filepath)}`,
      },
    ],
  },
  lemonade: {
    prettyLabel: "Lemonade",
    docsUrl: "https://lemonade-server.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    snippet: lemonadeSnippets,
  },
  localai: {
    prettyLabel: "LocalAI",
    docsUrl: "https://github.com/mudler/LocalAI",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    snippet: localAiSnippets,
  },
} satisfies Record<string, LocalApp>;
