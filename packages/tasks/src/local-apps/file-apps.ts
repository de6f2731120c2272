import type { ModelData } from "../model-data.js";
import {
  isLlamafileModel,
  isLlamaCppModel,
  isServingEngineModel,
  llamafilesOf,
} from "./internal/compatibility.js";
import { curlAuthorization, hubTokenNote } from "./internal/access-notes.js";
import {
  downloadAndFindCommands,
  ggufFilesOf,
  listedGgufFile,
  shardsOf,
} from "./internal/gguf-files.js";
import type { LocalApp, LocalAppSnippet } from "./local-app.js";
import { hubFileUrl } from "../internal/hub-urls.js";
import { optionSafePath, shellWord } from "../quoting.js";

function baseName(path: string): string {
  return path.split("/").at(-1) ?? path;
}

/** A downloaded file's name as a shell word no program reads as an option. */
function localFile(path: string): string {
  return shellWord(optionSafePath(baseName(path)));
}

/**
 * curl commands that download `path` into the working directory: every shard when it is one
 * part of a split model (llama.cpp loads the rest from beside the first), with the user's
 * token for gated repositories.
 */
function downloadCommands(model: ModelData, path: string): string[] {
  return shardsOf(model, path).map(
    (shard) =>
      `curl -L${curlAuthorization(model)} -o ${localFile(shard)} ${shellWord(hubFileUrl(model, shard))}`,
  );
}

function llamafileSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const path = filepath ?? llamafilesOf(model)[0];
  if (!path) {
    return [
      {
        title: "Download and run the llamafile (macOS, Linux, BSD)",
        content: [
          `${hubTokenNote(model)}${downloadAndFindCommands(model, ".llamafile").join("\n")}`,
          'chmod +x "$MODEL_FILE"',
          "# Starts a chat page on http://localhost:8080",
          './"$MODEL_FILE"',
        ].join("\n"),
      },
    ];
  }
  const file = localFile(path);
  return [
    {
      title: "Download and run the llamafile (macOS, Linux, BSD)",
      content: [
        `${hubTokenNote(model)}curl -L${curlAuthorization(model)} -o ${file} ${shellWord(hubFileUrl(model, path))}`,
        `chmod +x ${file}`,
        "# Starts a chat page on http://localhost:8080",
        `./${shellWord(baseName(path))}`,
      ].join("\n"),
    },
  ];
}

function koboldCppSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  const path = listedGgufFile(model, filepath);
  // Without a file list, the repository's GGUF files are downloaded and one is found on disk.
  const download = path
    ? downloadCommands(model, path).join("\n")
    : downloadAndFindCommands(model, ".gguf").join("\n");
  return [
    {
      title: "Download the model and start KoboldCpp (Linux)",
      setup:
        "curl -fLo koboldcpp https://github.com/LostRuins/koboldcpp/releases/latest/download/koboldcpp-linux-x64\nchmod +x koboldcpp",
      content: [
        `${hubTokenNote(model)}${download}`,
        `./koboldcpp --model ${path ? localFile(path) : '"$MODEL_FILE"'} --contextsize 8192`,
      ].join("\n"),
    },
  ];
}

/** `--flag value`, or `--flag=value` when the value starts with `-` and would read as a flag. */
function optionWithValue(flag: string, value: string): string {
  return `${flag}${value.startsWith("-") ? "=" : " "}${shellWord(value)}`;
}

function textGenerationWebUiSnippets(model: ModelData, filepath?: string): LocalAppSnippet[] {
  // The downloader takes one file at a time; a split model needs each of its shards.
  const id = shellWord(model.id);
  const download =
    isLlamaCppModel(model) && (filepath || ggufFilesOf(model).length > 0)
      ? shardsOf(model, listedGgufFile(model, filepath) ?? "")
          .map(
            (file) => `python download-model.py ${id} ${optionWithValue("--specific-file", file)}`,
          )
          .join("\n")
      : `python download-model.py ${id}`;
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

/**
 * RamaLama fetches one file per `huggingface://` URL, so a split model is downloaded shard by
 * shard first and run from the local first shard.
 */
function ramaLamaCommand(model: ModelData, filepath?: string): string {
  const path = listedGgufFile(model, filepath);
  if (!path) {
    return [
      `${hubTokenNote(model)}${downloadAndFindCommands(model, ".gguf").join("\n")}`,
      'ramalama run "file://$PWD/$MODEL_FILE"',
    ].join("\n");
  }
  if (shardsOf(model, path).length === 1) {
    return `${hubTokenNote(model)}ramalama run ${shellWord(`huggingface://${model.id}/${path}`)}`;
  }
  return [
    `${hubTokenNote(model)}${downloadCommands(model, path).join("\n")}`,
    `ramalama run "file://$PWD/"${shellWord(baseName(path))}`,
  ].join("\n");
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
        content: ramaLamaCommand(model, filepath),
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
