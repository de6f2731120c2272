import type { ModelData } from "../model-data.js";
import { isLlamaCppModel, isServingEngineModel } from "./internal/compatibility.js";
import { ggufFilesOf, pickGgufFile } from "./internal/gguf-files.js";
import type { LocalApp, LocalAppSnippet } from "./local-app.js";

/** The direct download URL of a file in a model repository. */
function resolveUrl(model: ModelData, path: string): string {
  return `https://huggingface.co/${model.id}/resolve/main/${path}`;
}

function baseName(path: string): string {
  return path.split("/").at(-1) ?? path;
}

function llamafilesOf(model: ModelData): string[] {
  return (model.siblings ?? [])
    .map((sibling) => sibling.rfilename)
    .filter((path) => path.endsWith(".llamafile"));
}

function isLlamafileModel(model: ModelData): boolean {
  return model.tags.includes("llamafile") || llamafilesOf(model).length > 0;
}

function llamafileSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const path = filepath ?? llamafilesOf(model)[0] ?? "MODEL_FILE.llamafile";
  const file = baseName(path);
  return [
    {
      title: "Download and run the llamafile (macOS, Linux, BSD)",
      content: [
        `curl -L -o ${file} ${resolveUrl(model, path)}`,
        `chmod +x ${file}`,
        "# Starts a chat page on http://localhost:8080",
        `./${file}`,
      ].join("\n"),
    },
  ];
}

function koboldCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const path = pickGgufFile(model, filepath);
  return [
    {
      title: "Download the model and start KoboldCpp (Linux)",
      setup:
        "curl -fLo koboldcpp https://github.com/LostRuins/koboldcpp/releases/latest/download/koboldcpp-linux-x64\nchmod +x koboldcpp",
      content: [
        `curl -L -o ${baseName(path)} ${resolveUrl(model, path)}`,
        `./koboldcpp --model ${baseName(path)} --contextsize 8192`,
      ].join("\n"),
    },
  ];
}

function textGenerationWebUiSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const download =
    isLlamaCppModel(model) && (filepath || ggufFilesOf(model).length > 0)
      ? `python download-model.py ${model.id} --specific-file ${pickGgufFile(model, filepath)}`
      : `python download-model.py ${model.id}`;
  return [
    {
      title: "Download the model into the web UI",
      setup:
        "git clone https://github.com/oobabooga/text-generation-webui\ncd text-generation-webui",
      content: [
        download,
        "# Start the web UI, then load the model from the Model tab\n./start_linux.sh",
      ],
    },
  ];
}

/** Apps that take a model file (a GGUF file or a self-contained llamafile) rather than a tag. */
export const FILE_APPS = {
  llamafile: {
    prettyLabel: "llamafile",
    docsUrl: "https://github.com/Mozilla-Ocho/llamafile",
    mainTask: "text-generation",
    displayOnModelPage: isLlamafileModel,
    snippet: llamafileSnippets,
  },
  koboldcpp: {
    prettyLabel: "KoboldCpp",
    docsUrl: "https://github.com/LostRuins/koboldcpp",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    snippet: koboldCppSnippets,
  },
  ramalama: {
    prettyLabel: "RamaLama",
    docsUrl: "https://github.com/containers/ramalama",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppModel,
    snippet: (model, filepath?: string) => [
      {
        title: "Run in a container with RamaLama",
        setup: "pip install ramalama",
        content: `ramalama run huggingface://${model.id}/${pickGgufFile(model, filepath)}`,
      },
    ],
  },
  "text-generation-webui": {
    prettyLabel: "Text Generation Web UI",
    docsUrl: "https://github.com/oobabooga/text-generation-webui",
    mainTask: "text-generation",
    displayOnModelPage: (model) => isLlamaCppModel(model) || isServingEngineModel(model),
    snippet: textGenerationWebUiSnippets,
  },
} satisfies Record<string, LocalApp>;
