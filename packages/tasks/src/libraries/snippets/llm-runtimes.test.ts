import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../index.js";

describe("MLX snippets", () => {
  const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.mlx.snippets?.(model) ?? [];

  it("chat with mlx-lm models from the command line, or serve them", () => {
    expect(
      snippets({
        id: "mlx-community/Llama-3.2-1B-Instruct-4bit",
        library_name: "mlx",
        pipeline_tag: "text-generation",
        tags: ["mlx", "safetensors", "llama", "text-generation", "conversational"],
      }),
    ).toEqual([
      `pip install -U mlx-lm
# Start an interactive chat
mlx_lm.chat --model mlx-community/Llama-3.2-1B-Instruct-4bit`,
      `# Or serve it behind an OpenAI-compatible API
mlx_lm.server --model mlx-community/Llama-3.2-1B-Instruct-4bit --port 8080`,
    ]);
  });

  it("generate text with base models", () => {
    expect(
      snippets({
        id: "mlx-community/gpt2-base-mlx",
        pipeline_tag: "text-generation",
        tags: ["mlx"],
      })[0],
    ).toBe(
      `pip install -U mlx-lm
mlx_lm.generate --model mlx-community/gpt2-base-mlx --prompt "Once upon a time,"`,
    );
  });

  it("use mlx-vlm for image-text models and mlx-whisper for speech", () => {
    expect(
      snippets({
        id: "mlx-community/Qwen2-VL-2B-Instruct-4bit",
        pipeline_tag: "image-text-to-text",
        tags: ["mlx"],
      })[0],
    ).toContain("mlx_vlm.generate --model mlx-community/Qwen2-VL-2B-Instruct-4bit");
    expect(
      snippets({
        id: "mlx-community/whisper-large-v3-turbo",
        pipeline_tag: "automatic-speech-recognition",
        tags: ["mlx"],
      }),
    ).toEqual([
      `pip install -U mlx-whisper\nmlx_whisper audio.mp3 --model mlx-community/whisper-large-v3-turbo`,
    ]);
  });
});

describe("llama-cpp-python snippets (GGUF)", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS["llama-cpp-python"].snippets?.(model) ?? [];

  it("load the Q4_K_M file and run a chat completion for chat models", () => {
    expect(
      snippets({
        id: "Qwen/Qwen2.5-0.5B-Instruct-GGUF",
        tags: ["gguf", "conversational"],
        gguf: {
          architecture: "qwen2",
          context_length: 32768,
          chat_template: "{% for message in messages %}",
        },
        siblings: [
          { rfilename: "qwen2.5-0.5b-instruct-q8_0.gguf" },
          { rfilename: "qwen2.5-0.5b-instruct-q4_k_m.gguf" },
        ],
      }),
    ).toEqual([
      `# pip install llama-cpp-python
from llama_cpp import Llama

llm = Llama.from_pretrained(
    repo_id="Qwen/Qwen2.5-0.5B-Instruct-GGUF",
    filename="qwen2.5-0.5b-instruct-q4_k_m.gguf",
)

response = llm.create_chat_completion(
    messages=[{"role": "user", "content": "Who are you?"}],
)
print(response["choices"][0]["message"]["content"])`,
    ]);
  });

  it("fall back to a Q4_K_M glob and a plain completion", () => {
    const [snippet] = snippets({ id: "TheBloke/Llama-2-7B-GGUF", tags: ["gguf"] });
    expect(snippet).toContain(`filename="*Q4_K_M.gguf",`);
    expect(snippet).toContain(`output = llm("Once upon a time,", max_tokens=64)`);
  });
});

describe("GGUF repositories (the Hub's library gguf)", () => {
  const snippets = (model: ModelData) => MODEL_LIBRARIES_UI_ELEMENTS.gguf.snippets?.(model) ?? [];
  const repository = (...files: string[]): ModelData => ({
    id: "unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF",
    library_name: "gguf",
    pipeline_tag: "text-generation",
    tags: ["gguf", "conversational"],
    siblings: files.map((rfilename) => ({ rfilename })),
  });

  it("get a llama-cpp-python snippet that loads the repository's Q4_K_M file", () => {
    const [snippet] = snippets(repository("m-Q8_0.gguf", "m-Q4_K_M.gguf", "mmproj-F16.gguf"));
    expect(snippet).toContain(
      'llm = Llama.from_pretrained(\n    repo_id="unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF",\n    filename="m-Q4_K_M.gguf",\n)',
    );
    expect(snippet).toContain("llm.create_chat_completion(");
  });

  it("name every shard of a split file, the later ones as additional_files", () => {
    const [snippet] = snippets(
      repository(
        "Q4_K_M/m-Q4_K_M-00002-of-00002.gguf",
        "Q4_K_M/m-Q4_K_M-00001-of-00002.gguf",
        "m-Q8_0.gguf",
      ),
    );
    expect(snippet).toContain('    filename="Q4_K_M/m-Q4_K_M-00001-of-00002.gguf",');
    expect(snippet).toContain('    additional_files=["Q4_K_M/m-Q4_K_M-00002-of-00002.gguf"],');
  });

  it("write a file name as a pattern that matches only that file (from_pretrained globs it)", () => {
    const [snippet] = snippets(repository("m[v2]*-Q4_K_M.gguf"));
    expect(snippet).toContain('    filename="m[[]v2][*]-Q4_K_M.gguf",');
  });
});

describe("Mobilint snippets", () => {
  const snippets = (model: ModelData) =>
    MODEL_LIBRARIES_UI_ELEMENTS.mobilint.snippets?.(model) ?? [];

  it("run generative models through the transformers pipeline with the zoo's proxy code", () => {
    expect(
      snippets({
        id: "mobilint/Llama-3.2-3B-Instruct",
        tags: ["conversational"],
        pipeline_tag: "text-generation",
      }),
    ).toEqual([
      `# pip install "mblt-model-zoo[transformers]"  (runs on a Mobilint ARIES NPU)
from transformers import pipeline

pipe = pipeline("text-generation", model="mobilint/Llama-3.2-3B-Instruct", trust_remote_code=True, device="cpu")
messages = [{"role": "user", "content": "Who are you?"}]
print(pipe(messages, max_length=512))`,
    ]);
  });

  it("run vision models through MBLT_Engine with the repository's .mxq file", () => {
    const [snippet] = snippets({
      id: "mobilint/resnet50",
      tags: [],
      pipeline_tag: "image-classification",
      siblings: [{ rfilename: "resnet50.mxq" }],
    });
    expect(snippet).toContain(
      `model_path = hf_hub_download(repo_id="mobilint/resnet50", filename="resnet50.mxq")`,
    );
  });
});
