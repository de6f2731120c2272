import type { ModelData } from "../model-data.js";
import { hubTokenNote, ollamaKeyNote } from "./internal/access-notes.js";
import {
  isEmbeddingModel,
  isLlamaCppModel,
  isServingEngineModel,
} from "./internal/compatibility.js";
import {
  isSplitGguf,
  listedGgufFile,
  pickQuantLabel,
  quantSuffix,
  remoteGgufFileCommands,
  singleFileQuantLabel,
} from "./internal/gguf-files.js";
import type { LocalApp, LocalAppSnippet } from "./local-app.js";
import { shellQuote, shellWord } from "../quoting.js";

const EMBEDDING_INPUT = "The food was delicious and the waiter was friendly.";

/**
 * `{id}:{QUANT}`, the reference llama.cpp-based tools resolve to a file of the repository. It is
 * a value from the hub: commands write it through `shellWord`.
 */
function hubReference(model: ModelData, filepath?: string): string {
  return `${model.id}${quantSuffix(model, filepath)}`;
}

/**
 * llama-server's commands for the model: chat models get the server and the terminal chat;
 * embedding and reranking models get the server in that mode and a request to its endpoint.
 * `-hf {id}:{QUANT}` downloads every shard of a split quant, so it needs no file list.
 */
function llamaServerCommands(model: ModelData, name: string, directory: string): string[] {
  const note = hubTokenNote(model);
  const reference = shellWord(name);
  if (model.pipeline_tag === "text-ranking") {
    return [
      `${note}# Serve the reranker on http://localhost:8080\n${directory}llama-server -hf ${reference} --reranking`,
      `curl http://localhost:8080/v1/rerank -H "Content-Type: application/json" -d '{"query": "What is a panda?", "documents": ["hi", "The giant panda is a bear native to China."]}'`,
    ];
  }
  if (isEmbeddingModel(model)) {
    return [
      `${note}# Serve embeddings with an OpenAI-compatible API on http://localhost:8080\n${directory}llama-server -hf ${reference} --embedding`,
      `curl http://localhost:8080/v1/embeddings -H "Content-Type: application/json" -d '{"input": "${EMBEDDING_INPUT}"}'`,
    ];
  }
  return [
    `${note}# Serve the model with an OpenAI-compatible API and a chat page on http://localhost:8080\n${directory}llama-server -hf ${reference}`,
    `# Or chat with it in the terminal\n${directory}llama-cli -hf ${reference}`,
  ];
}

function llamaCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const reference = hubReference(model, filepath);
  const commands = (directory: string) => llamaServerCommands(model, reference, directory);
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

/**
 * Ollama pulls one file per model and answers split GGUFs with "Ollama does not support this
 * yet" (ollama/ollama#5245), so a split quant is swapped for a single-file one, saying so.
 */
function ollamaReference(model: ModelData, filepath?: string): { reference: string; note: string } {
  if (!isSplitGguf(listedGgufFile(model, filepath) ?? "")) {
    return { reference: `hf.co/${hubReference(model, filepath)}`, note: "" };
  }
  const single = singleFileQuantLabel(model);
  const note = single
    ? `# Ollama cannot pull split GGUF files; this is the single-file ${single} quant\n`
    : "# Ollama cannot pull split GGUF files, and this repository has no single-file quant:\n# use llama.cpp, which downloads every shard\n";
  return { reference: `hf.co/${model.id}${single ? `:${single}` : ""}`, note };
}

function ollamaSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const { reference, note } = ollamaReference(model, filepath);
  const setup = "# Install Ollama from https://ollama.com/download";
  const access = ollamaKeyNote(model);
  if (isEmbeddingModel(model)) {
    return [
      {
        title: "Make embeddings with Ollama",
        setup,
        content: [
          `${access}${note}ollama pull ${shellWord(reference)}`,
          `curl http://localhost:11434/api/embed -d ${shellQuote(JSON.stringify({ model: reference, input: EMBEDDING_INPUT }))}`,
        ],
      },
    ];
  }
  return [
    {
      title: "Run with Ollama",
      setup,
      content: `${access}${note}ollama run ${shellWord(reference)}`,
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
      content: `docker model run ${shellWord(`hf.co/${reference}`)}`,
    },
  ];
}

function lemonadeSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  // Lemonade needs a variant after the colon: a quant label, or else a file name, looked up on
  // the Hub when this page does not know the repository's files.
  const variant = pickQuantLabel(model, filepath) ?? listedGgufFile(model, filepath);
  const lookup = variant ? [] : remoteGgufFileCommands(model);
  const checkpoint = variant
    ? shellWord(`${model.id}:${variant}`)
    : `${shellQuote(`${model.id}:`)}"$MODEL_FILE"`;
  const name = shellWord(`user.${model.id.split("/").at(-1) ?? model.id}`);
  return [
    {
      title: "Download and chat with the model",
      setup: "# Install Lemonade Server from https://lemonade-server.ai",
      content: [
        [
          ...lookup,
          `${hubTokenNote(model)}lemonade-server pull ${name} --checkpoint ${checkpoint} --recipe llamacpp`,
        ].join("\n"),
        `lemonade-server run ${name}`,
      ],
    },
  ];
}

function localAiSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  // LocalAI fetches the one file its URI names, so a split pick becomes a single-file quant; a
  // repository whose files this page does not know has its first GGUF file looked up.
  const picked = listedGgufFile(model, filepath);
  const single = singleFileQuantLabel(model);
  const file =
    picked && isSplitGguf(picked) && single ? listedGgufFile(model, undefined, single) : picked;
  const lookup = file ? "" : `${remoteGgufFileCommands(model).join("\n")}\n`;
  const uri = file
    ? shellWord(`huggingface://${model.id}/${file}`)
    : `${shellQuote(`huggingface://${model.id}/`)}"$MODEL_FILE"`;
  const note = hubTokenNote(model);
  return [
    {
      title: "Install the binary",
      setup: "curl https://localai.io/install.sh | sh",
      content: `${lookup}${note}local-ai run ${uri}`,
    },
    {
      title: "Run the CPU Docker image",
      setup: "docker pull localai/localai:latest-cpu",
      content: `${lookup}${note}docker run -ti -p 8080:8080 --name local-ai localai/localai:latest-cpu ${uri}`,
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
    snippet: ollamaSnippets,
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
        content: `npx -y node-llama-cpp chat ${shellWord(`hf:${hubReference(model, filepath)}`)}`,
      },
      {
        title: "Check whether your hardware can run it",
        content: `npx -y node-llama-cpp inspect estimate ${shellWord(`hf:${hubReference(model, filepath)}`)}`,
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
