import type { ModelData } from "../../model-data.js";
import {
  cloneAndRunSnippet,
  extensionDownload,
  fileDownload,
  hfDownloadCommand,
  pythonDownloadSnippet,
  shellFileDownload,
} from "../internal/download-snippet.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import {
  fileNames,
  findFile,
  ggufFileName,
  isChatModel,
  nameWithoutNamespace,
} from "../internal/model-files.js";
import { ggufFilesOf, listedGgufFile, shardsOf } from "../../local-apps/internal/gguf-files.js";
import { globLiteral, optionSafePath, pythonString as q, shellWord } from "../../quoting.js";

/**
 * The `filename` (and, for a split model, `additional_files`) arguments of llama-cpp-python's
 * `Llama.from_pretrained`, which matches them as glob patterns: a listed file is written as a
 * pattern that matches only itself (`globLiteral`); without a file list, a pattern for the usual
 * Q4_K_M name.
 */
function llamaCppPythonFiles(model: ModelData): string[] {
  const listed = ggufFilesOf(model);
  if (listed.length === 0) return [`    filename=${q(ggufFileName(model))},`];
  const [first, ...rest] = shardsOf(model, listedGgufFile(model) ?? listed[0] ?? "");
  return [
    `    filename=${q(globLiteral(first ?? ""))},`,
    ...(rest.length > 0
      ? [`    additional_files=[${rest.map((file) => q(globLiteral(file))).join(", ")}],`]
      : []),
  ];
}

/**
 * llama-cpp-python: `Llama.from_pretrained` downloads one GGUF file (a Q4_K_M one when the
 * repository has it, every shard of a split one) and runs a chat completion for chat models, a
 * plain completion otherwise. It is also the snippet of GGUF repositories (library `gguf`).
 *
 * @example
 * ```ts
 * llamaCppPythonSnippets({ id: "Qwen/Qwen2.5-0.5B-Instruct-GGUF", tags: ["gguf", "conversational"] });
 * ```
 */
export function llamaCppPythonSnippets(model: ModelData): string[] {
  const load = [
    "# pip install llama-cpp-python",
    "from llama_cpp import Llama",
    "",
    "llm = Llama.from_pretrained(",
    `    repo_id=${q(model.id)},`,
    ...llamaCppPythonFiles(model),
    ")",
    "",
  ];
  const run = isChatModel(model)
    ? [
        "response = llm.create_chat_completion(",
        `    messages=[{"role": "user", "content": ${q(EXAMPLE_INPUTS.chatQuestion)}}],`,
        ")",
        `print(response["choices"][0]["message"]["content"])`,
      ]
    : [`output = llm("Once upon a time,", max_tokens=64)`, `print(output["choices"][0]["text"])`];
  return [[...load, ...run].join("\n")];
}

/**
 * MLX on Apple silicon, from the command line: mlx-vlm for image-text models, mlx-whisper for
 * speech recognition, mlx-lm (chat or generate) for language models.
 *
 * @example
 * ```ts
 * mlxSnippets({ id: "mlx-community/Llama-3.2-1B-Instruct-4bit", tags: ["mlx", "conversational"], pipeline_tag: "text-generation" });
 * ```
 */
export function mlxSnippets(model: ModelData): string[] {
  const id = shellWord(model.id);
  switch (model.pipeline_tag) {
    case "image-text-to-text":
      return [
        [
          "pip install -U mlx-vlm",
          `mlx_vlm.generate --model ${id} --max-tokens 100 \\`,
          `  --prompt "Describe this image." --image ${shellWord(EXAMPLE_INPUTS.imageUrl)}`,
        ].join("\n"),
      ];
    case "automatic-speech-recognition":
      return [["pip install -U mlx-whisper", `mlx_whisper audio.mp3 --model ${id}`].join("\n")];
    case "text-generation":
    case undefined:
      return [
        isChatModel(model)
          ? [
              "pip install -U mlx-lm",
              "# Start an interactive chat",
              `mlx_lm.chat --model ${id}`,
            ].join("\n")
          : [
              "pip install -U mlx-lm",
              `mlx_lm.generate --model ${id} --prompt "Once upon a time,"`,
            ].join("\n"),
        [
          "# Or serve it behind an OpenAI-compatible API",
          `mlx_lm.server --model ${id} --port 8080`,
        ].join("\n"),
      ];
    default:
      return [
        ["# Download the MLX weights for use from Python", hfDownloadCommand(model)].join("\n"),
      ];
  }
}

/** MLC LLM: compiled models are run by id with the `HF://` prefix. */
export const mlcLlmSnippets = (model: ModelData): string[] => [
  `# pip install --pre -f https://mlc.ai/wheels mlc-llm-nightly-cpu mlc-ai-nightly-cpu
mlc_llm chat HF://${shellWord(model.id)}`,
  `# Or serve it behind an OpenAI-compatible API
mlc_llm serve HF://${shellWord(model.id)}`,
];

/** gemma.cpp: a weights `.sbs` file plus the tokenizer, passed to the `gemma` binary. */
export const gemmaCppSnippets = (model: ModelData): string[] => {
  const folder = nameWithoutNamespace(model.id);
  const weights = findFile(model, [".sbs"]);
  const tokenizer = findFile(model, [".spm"]);
  // Without a file list, the shell finds the weights and tokenizer in the downloaded folder, into
  // variables (a value inside "$(…)" would be exposed to history expansion).
  const searches: string[] = [];
  const found = (file: string | undefined, extension: string, variable: string) => {
    if (file) return shellWord(`${folder}/${file}`);
    searches.push(
      `${variable}=$(find ${shellWord(optionSafePath(folder))} -name '*${extension}' | sort | head -n 1)`,
    );
    return `"$${variable}"`;
  };
  const run = `./gemma.cpp/build/gemma --weights ${found(weights, ".sbs", "WEIGHTS")} --tokenizer ${found(tokenizer, ".spm", "TOKENIZER")}`;
  return [
    `${hfDownloadCommand(model)}${searches.length ? `\n# Takes the first .sbs weights and .spm tokenizer of the repository; pick others if it has several\n${searches.join("\n")}` : ""}
git clone https://github.com/google/gemma.cpp
cmake -B gemma.cpp/build -S gemma.cpp && cmake --build gemma.cpp/build --target gemma -j
${run}`,
  ];
};

/** Grok-1: the open checkpoint is run with xAI's JAX example script. */
export const grokSnippets = (model: ModelData): string[] => [
  `git clone https://github.com/xai-org/grok-1 && cd grok-1
pip install -r requirements.txt
hf download ${shellWord(model.id)} --repo-type model --include "ckpt-0/*" --local-dir checkpoints
python run.py`,
];

/**
 * RecurrentGemma: the PyTorch port loads a parameter file into `Griffin`, with the config read
 * from the parameters and the preset of the model's size, and samples with the Gemma
 * SentencePiece tokenizer, as the repository's `examples/sampling_pytorch.py` does.
 *
 * @example
 * ```ts
 * recurrentgemmaSnippets({ id: "google/recurrentgemma-2b-it", tags: ["recurrentgemma"] });
 * ```
 */
export const recurrentgemmaSnippets = (model: ModelData): string[] => {
  const weights = fileDownload(
    model,
    "checkpoint_path",
    (file) => /\.(pt|pth)$/.test(file),
    "*.pt",
  );
  const tokenizer = fileDownload(
    model,
    "tokenizer_path",
    (file) => file.endsWith("tokenizer.model"),
    "tokenizer.model",
  );
  const preset = /9b/i.test(model.id) ? "RECURRENT_GEMMA_9B_V1" : "RECURRENT_GEMMA_2B_V1";
  const imports = [...new Set([...weights.imports, ...tokenizer.imports])];
  return [
    [
      "# pip install git+https://github.com/google-deepmind/recurrentgemma sentencepiece",
      "import sentencepiece as spm",
      "import torch",
      "from recurrentgemma import torch as recurrentgemma",
      ...imports,
      "",
      ...weights.lines,
      ...tokenizer.lines,
      "params = torch.load(checkpoint_path)",
      "config = recurrentgemma.GriffinConfig.from_torch_params(",
      `    params, preset=recurrentgemma.Preset.${preset}`,
      ")",
      "model = recurrentgemma.Griffin(config, dtype=torch.bfloat16)",
      "model.load_state_dict(params)",
      "vocab = spm.SentencePieceProcessor()",
      "vocab.Load(tokenizer_path)",
      "sampler = recurrentgemma.Sampler(model=model, vocab=vocab)",
      `print(sampler(input_strings=["Where is Paris?"], total_generation_steps=64).text)`,
    ].join("\n"),
  ];
};

/**
 * RWKV (the `rwkv` package): loads a `.pth` checkpoint of the repository (the package adds the
 * extension itself). RWKV-7 checkpoints need `RWKV_V7_ON=1` before the import; World models
 * use the package's built-in vocabulary, Pile models the 20B tokenizer from ChatRWKV.
 *
 * @example
 * ```ts
 * rwkvSnippets({ id: "BlinkDL/rwkv-7-world", tags: ["rwkv"] });
 * ```
 */
export const rwkvSnippets = (model: ModelData): string[] => {
  const download = fileDownload(model, "checkpoint", (file) => file.endsWith(".pth"), "*.pth");
  const files = fileNames(model).join(" ");
  const version7 = /rwkv-?7|x070/i.test(`${model.id} ${files}`);
  const pile = /pile/i.test(model.id);
  return [
    [
      "# pip install rwkv",
      ...(version7
        ? ["import os", "", `os.environ["RWKV_V7_ON"] = "1"  # before importing rwkv`]
        : []),
      ...download.imports,
      "from rwkv.model import RWKV",
      "from rwkv.utils import PIPELINE",
      "",
      ...download.lines,
      `model = RWKV(model=checkpoint.removesuffix(".pth"), strategy="cpu fp32")`,
      ...(pile
        ? [
            "# Pile models use 20B_tokenizer.json from https://github.com/BlinkDL/ChatRWKV",
            `pipeline = PIPELINE(model, "20B_tokenizer.json")`,
          ]
        : [`pipeline = PIPELINE(model, "rwkv_vocab_v20230424")`]),
      `print(pipeline.generate("The capital of France is", token_count=32))`,
    ].join("\n"),
  ];
};

/** Mamba: the reference `MambaLMHeadModel` loads by Hub id. */
export const mambaSsmSnippets = (model: ModelData): string[] => [
  `from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel

model = MambaLMHeadModel.from_pretrained(${q(model.id)}, device="cuda")`,
];

/** RKLLM: converted `.rkllm` models for Rockchip NPUs, run by the runtime's demo. */
export const rkllmSnippets = (model: ModelData): string[] => {
  const file = shellFileDownload(model, [".rkllm"]);
  return [
    `${file.lines.join("\n")}
# On the board, with the rknn-llm runtime demo built:
./llm_demo ${file.path} 2048 4096`,
  ];
};

/** LiteRT-LM: `.litertlm` bundles run on device by the LiteRT-LM CLI. */
export const litertLmSnippets = (model: ModelData): string[] => {
  const file = shellFileDownload(model, [".litertlm", ".task"]);
  return [
    `${file.lines.join("\n")}
# litert_lm_main is built from https://github.com/google-ai-edge/LiteRT-LM (or use a release binary)
litert_lm_main --backend=cpu --model_path=${file.path}`,
  ];
};

/** Cartesia (PyTorch): Rene and other state-space models. */
export const cartesiaPytorchSnippets = (model: ModelData): string[] => [
  `# pip install cartesia-pytorch
from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained(${q(model.id)})
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")
input_ids = tokenizer("Rene Descartes was", return_tensors="pt").input_ids
output = model.generate(input_ids, max_length=50, top_k=100, top_p=0.99)
print(tokenizer.decode(output[0], skip_special_tokens=True))`,
];

/** Cartesia (MLX): the same models on Apple silicon. */
export const cartesiaMlxSnippets = (model: ModelData): string[] => [
  `# pip install cartesia-metal cartesia-mlx
import mlx.core as mx
import cartesia_mlx as cmx

model = cmx.from_pretrained(${q(model.id)})
model.set_dtype(mx.float32)
for text in model.generate("Rene Descartes was", max_tokens=500, eval_every_n=5, verbose=True, top_p=0.99, temperature=0.85):
    print(text, end="", flush=True)`,
];

/** OpenPeerLLM: a decentralised LLM whose repository ships its own runner. */
export const openpeerllmSnippets = (model: ModelData): string[] => [
  pythonDownloadSnippet(model, "Run the model with the scripts in local_dir (see its README)."),
];

/** SHADOW: `.shdw` checkpoints read by the SHADOW runtime. */
export const shadowSnippets = (model: ModelData): string[] => [
  cloneAndRunSnippet(
    model,
    "https://github.com/QLNI/SHADOW-250M-Instruct",
    shadowCommand(model),
    ".",
  ),
];

/** The SHADOW chat command on the repository's `.shdw` checkpoint, found on disk when unlisted. */
function shadowCommand(model: ModelData): string {
  const file = findFile(model, [".shdw"]);
  if (file) return `python chat.py --model ${shellWord(file)}`;
  return `# Takes the repository's first .shdw checkpoint; pick another if it has several
python chat.py --model "$(find . -name '*.shdw' | sort | head -n 1)"`;
}

/** cortiq: single-file `.cmf` models (weights, tokenizer, chat template) run by the Rust CLI. */
export const cortiqSnippets = (model: ModelData): string[] => {
  const file = shellFileDownload(model, [".cmf"]);
  return [
    `cargo install cortiq-cli  # or a prebuilt binary from github.com/infosave2007/cmf/releases
${file.lines.join("\n")}
cortiq run ${file.path} --prompt "What is the capital of France?"
# Or serve an OpenAI-compatible API on port 8080
cortiq serve ${file.path} --port 8080`,
  ];
};

/**
 * NInfer: a C++/CUDA engine (RTX 5090) for registered Qwen checkpoints shipped as one `.ninfer`
 * artifact; it is built from source and run with the artifact path.
 */
export const ninferSnippets = (model: ModelData): string[] => {
  const artifact = shellFileDownload(model, [".ninfer"], "models");
  return [
    `git clone https://github.com/Neroued/ninfer.git && cd ninfer
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build --parallel
${artifact.lines.join("\n")}
./build/apps/ninfer ${artifact.path} --prompt "Explain prefill and decode in three sentences." --max-new 256
# Or serve an OpenAI-compatible API: ./build/apps/ninfer-serve ${artifact.path}`,
  ];
};

/** jev-style: GGUF or transformers checkpoints of the jev-style models. */
export const jevStyleSnippets = (model: ModelData): string[] => [
  `# pip install llama-cpp-python
from llama_cpp import Llama

llm = Llama.from_pretrained(repo_id=${q(model.id)}, filename=${q(ggufFileName(model))})
print(llm("Write one sentence in the jev style:", max_tokens=64)["choices"][0]["text"])`,
];

/**
 * Mobilint: models compiled to `.mxq` for Mobilint NPUs. Generative models load through the
 * transformers auto classes once `mblt-model-zoo[transformers]` is installed (the repository
 * ships proxy code, hence `trust_remote_code`); vision models run through `MBLT_Engine`.
 *
 * @example
 * ```ts
 * mobilintSnippets({ id: "mobilint/Llama-3.2-3B-Instruct", tags: [], pipeline_tag: "text-generation" });
 * ```
 */
export function mobilintSnippets(model: ModelData): string[] {
  const task = model.pipeline_tag;
  if (task === "text-generation" || task === "image-text-to-text" || isChatModel(model)) {
    return [
      `# pip install "mblt-model-zoo[transformers]"  (runs on a Mobilint ARIES NPU)
from transformers import pipeline

pipe = pipeline(${q(task === "image-text-to-text" ? task : "text-generation")}, model=${q(model.id)}, trust_remote_code=True, device="cpu")
messages = [{"role": "user", "content": ${q(EXAMPLE_INPUTS.chatQuestion)}}]
print(pipe(messages, max_length=512))`,
    ];
  }
  const mxq = extensionDownload(model, "model_path", [".mxq"]);
  return [
    `# pip install mblt-model-zoo  (runs on a Mobilint NPU)
${mxq.imports.join("\n")}
from mblt_model_zoo.vision import MBLT_Engine

${mxq.lines.join("\n")}
model = MBLT_Engine(
    model_cls=${q(nameWithoutNamespace(model.id).toLowerCase())},  # the model's name in the zoo (see list_models())
    model_path=model_path,
    core_mode="global8",
)
try:
    result = model.postprocess(model(model.preprocess("image.jpg")))
    print(result)
finally:
    model.dispose()`,
  ];
}
