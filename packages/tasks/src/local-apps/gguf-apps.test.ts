import { describe, expect, it } from "vitest";
import type { ModelData } from "../model-data.js";
import { corpusModel } from "../test-support/model-corpus/index.js";
import { LOCAL_APPS, type LocalApp } from "./index.js";

const unslothSmall = corpusModel("unsloth/Qwen3-30B-A3B-GGUF");
const unslothSplit = corpusModel("unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF");
const nomic = corpusModel("nomic-ai/nomic-embed-text-v1.5-GGUF");
const gatedGemma = corpusModel("google/gemma-3-4b-it-qat-q4_0-gguf");
const llamafile = corpusModel("Mozilla/Llama-3.2-1B-Instruct-llamafile");

/** Every command an app shows for the model, as one string. */
function commandsOf(app: LocalApp, model: ModelData, filepath?: string): string {
  if (!app.snippet) return "";
  return app
    .snippet(model, filepath)
    .flatMap((block) => [block.setup ?? "", ...[block.content].flat()])
    .join("\n");
}

describe("Unsloth dynamic quants", () => {
  it("keep the UD- prefix Unsloth documents in the quant tag", () => {
    const picked = "Qwen3-30B-A3B-UD-Q4_K_XL.gguf";
    expect(LOCAL_APPS.ollama.snippet(unslothSmall, picked)[0]?.content).toBe(
      "ollama run hf.co/unsloth/Qwen3-30B-A3B-GGUF:UD-Q4_K_XL",
    );
    expect(commandsOf(LOCAL_APPS["llama.cpp"], unslothSmall, picked)).toContain(
      "llama-server -hf unsloth/Qwen3-30B-A3B-GGUF:UD-Q4_K_XL",
    );
    expect(commandsOf(LOCAL_APPS.lemonade, unslothSmall, picked)).toContain(
      "--checkpoint unsloth/Qwen3-30B-A3B-GGUF:UD-Q4_K_XL",
    );
  });
});

describe("split GGUF files", () => {
  const picked = "UD-Q4_K_XL/Qwen3-235B-A22B-Instruct-2507-UD-Q4_K_XL-00001-of-00003.gguf";

  it("use llama.cpp's split-aware quant tag", () => {
    expect(commandsOf(LOCAL_APPS["llama.cpp"], unslothSplit, picked)).toContain(
      "llama-cli -hf unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF:UD-Q4_K_XL",
    );
  });

  it("download every shard for apps that take files", () => {
    for (const app of [LOCAL_APPS.koboldcpp, LOCAL_APPS.ramalama]) {
      const commands = commandsOf(app, unslothSplit, picked);
      for (const shard of ["00001", "00002", "00003"]) {
        expect(commands).toContain(
          `https://huggingface.co/unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF/resolve/main/UD-Q4_K_XL/Qwen3-235B-A22B-Instruct-2507-UD-Q4_K_XL-${shard}-of-00003.gguf`,
        );
      }
    }
    const webUi = commandsOf(LOCAL_APPS["text-generation-webui"], unslothSplit, picked);
    expect(webUi.match(/--specific-file \S+-of-00003\.gguf/g)).toHaveLength(3);
  });

  it("give Ollama and LocalAI, which fetch one file, the single-file quant instead", () => {
    expect(LOCAL_APPS.ollama.snippet(unslothSplit, picked)[0]?.content).toBe(
      "# Ollama cannot pull split GGUF files; this is the single-file UD-TQ1_0 quant\nollama run hf.co/unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF:UD-TQ1_0",
    );
    // With no pick, the default Q4_K_M quant is split too.
    expect(LOCAL_APPS.ollama.snippet(unslothSplit)[0]?.content).toContain(":UD-TQ1_0");
    expect(commandsOf(LOCAL_APPS.localai, unslothSplit, picked)).toContain(
      "huggingface://unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF/Qwen3-235B-A22B-Instruct-2507-UD-TQ1_0.gguf",
    );
  });
});

describe("embedding GGUFs", () => {
  it("start llama-server in embedding mode and query its embeddings endpoint", () => {
    const [first] = LOCAL_APPS["llama.cpp"].snippet(nomic);
    expect(first?.content).toEqual([
      "# Serve embeddings with an OpenAI-compatible API on http://localhost:8080\nllama-server -hf nomic-ai/nomic-embed-text-v1.5-GGUF:Q4_K_M --embedding",
      `curl http://localhost:8080/v1/embeddings -H "Content-Type: application/json" -d '{"input": "The food was delicious and the waiter was friendly."}'`,
    ]);
    const content = LOCAL_APPS["llama.cpp"].snippet(nomic).flatMap((block) => block.content);
    expect(content.join("\n")).not.toContain("llama-cli -hf");
  });

  it("pull with Ollama and call its embed API instead of a chat", () => {
    const commands = commandsOf(LOCAL_APPS.ollama, nomic);
    expect(commands).toContain("ollama pull hf.co/nomic-ai/nomic-embed-text-v1.5-GGUF:Q4_K_M");
    expect(commands).toContain("http://localhost:11434/api/embed");
    expect(commands).not.toContain("ollama run");
  });
});

describe("gated GGUFs", () => {
  it("say a token (or, for Ollama, a registered key) is needed, and never show one", () => {
    expect(commandsOf(LOCAL_APPS["llama.cpp"], gatedGemma)).toContain(
      "# This model is gated: accept its conditions on https://huggingface.co/google/gemma-3-4b-it-qat-q4_0-gguf, then export HF_TOKEN=<your token>",
    );
    expect(commandsOf(LOCAL_APPS.ollama, gatedGemma)).toContain(
      "https://huggingface.co/settings/keys",
    );
    expect(commandsOf(LOCAL_APPS.koboldcpp, gatedGemma)).toContain(
      `curl -L -H "Authorization: Bearer $HF_TOKEN" -o gemma-3-4b-it-q4_0.gguf`,
    );
    expect(
      commandsOf(LOCAL_APPS["llama.cpp"], corpusModel("ggml-org/gemma-3-1b-it-GGUF")),
    ).not.toContain("gated");
  });
});

describe("llamafile repositories", () => {
  // The Hub can read the GGUF header inside a llamafile, but only llamafile runs the file.
  const withHeader: ModelData = {
    ...llamafile,
    gguf: { total: 1235814432, architecture: "llama", context_length: 131072 },
  };

  // What a card can add: the library and tags of the model the llamafile was made from.
  const withServerTags: ModelData = {
    ...llamafile,
    library_name: "transformers",
    tags: [...llamafile.tags, "transformers", "conversational", "text-generation-inference"],
  };

  it.each([llamafile, withHeader, withServerTags])("are offered llamafile only", (model) => {
    const offered = Object.entries(LOCAL_APPS as Record<string, LocalApp>)
      .filter(([, app]) => app.displayOnModelPage(model))
      .map(([id]) => id);
    expect(offered).toEqual(["llamafile"]);
  });
});

describe("repositories whose file list is unknown", () => {
  // A search result from the Hub carries no `siblings`: apps that load a local file must not
  // print a made-up name, so they download the repository's files and find one on disk.
  const { siblings: _ggufFiles, ...unlistedGguf } = corpusModel(
    "bartowski/Llama-3.2-3B-Instruct-GGUF",
  );
  const { siblings: _llamafiles, ...unlistedLlamafile } = llamafile;

  it.each([
    ["koboldcpp", './koboldcpp --model "$MODEL_FILE" --contextsize 8192'],
    ["ramalama", 'ramalama run "file://$PWD/$MODEL_FILE"'],
  ] as const)("%s downloads the GGUF files and runs the first one found", (id, run) => {
    const commands = commandsOf(LOCAL_APPS[id], unlistedGguf);
    expect(commands).toContain(
      'hf download bartowski/Llama-3.2-3B-Instruct-GGUF --include "*.gguf" --local-dir Llama-3.2-3B-Instruct-GGUF',
    );
    expect(commands).toContain(run);
    expect(commands).not.toContain("MODEL_FILE.gguf");
  });

  it.each([
    ["lemonade", `--checkpoint 'bartowski/Llama-3.2-3B-Instruct-GGUF:'"$MODEL_FILE"`],
    ["localai", `local-ai run 'huggingface://bartowski/Llama-3.2-3B-Instruct-GGUF/'"$MODEL_FILE"`],
  ] as const)("%s looks the file up on the Hub rather than naming one", (id, run) => {
    // Without Q4_K_M or a single label to name, these apps need a file; none is invented.
    const commands = commandsOf(LOCAL_APPS[id], unlistedGguf);
    expect(commands).toContain("list_repo_files(sys.argv[1])");
    expect(commands).toContain("' bartowski/Llama-3.2-3B-Instruct-GGUF)\n");
    expect(commands).toContain(run);
    expect(commands).not.toContain("MODEL_FILE.gguf");
  });

  it("llamafile downloads the repository's llamafile and runs it", () => {
    const commands = commandsOf(LOCAL_APPS.llamafile, unlistedLlamafile);
    expect(commands).toContain(
      'hf download Mozilla/Llama-3.2-1B-Instruct-llamafile --include "*.llamafile" --local-dir Llama-3.2-1B-Instruct-llamafile',
    );
    expect(commands).toContain('./"$MODEL_FILE"');
    expect(commands).not.toContain("MODEL_FILE.llamafile");
  });
});
