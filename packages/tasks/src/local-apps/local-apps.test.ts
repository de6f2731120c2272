import { describe, expect, it } from "vitest";
import { corpusModel } from "../test-support/model-corpus/index.js";
import { LOCAL_APPS } from "./index.js";

// Golden outputs: the exact commands and links users copy for the most used apps.
const llama = corpusModel("bartowski/Llama-3.2-3B-Instruct-GGUF");
const qwenMoe = corpusModel("unsloth/Qwen3-30B-A3B-GGUF");
const mistralGguf = corpusModel("TheBloke/Mistral-7B-Instruct-v0.2-GGUF");

describe("llama.cpp", () => {
  it("serves the Q4_K_M quant by default, from each install method", () => {
    const blocks = LOCAL_APPS["llama.cpp"].snippet(llama);
    expect(blocks.map((block) => block.title)).toEqual([
      "Install with Homebrew",
      "Install with WinGet (Windows)",
      "Use a pre-built binary",
      "Build from source",
    ]);
    expect(blocks[0]).toEqual({
      title: "Install with Homebrew",
      setup: "brew install llama.cpp",
      content: [
        "# Serve the model with an OpenAI-compatible API and a chat page on http://localhost:8080\nllama-server -hf bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
        "# Or chat with it in the terminal\nllama-cli -hf bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      ],
    });
    expect(blocks[3]?.setup).toBe(
      "git clone https://github.com/ggml-org/llama.cpp\ncd llama.cpp\ncmake -B build\ncmake --build build --config Release -j --target llama-server llama-cli",
    );
    expect(blocks[3]?.content).toContain(
      "# Or chat with it in the terminal\n./build/bin/llama-cli -hf bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
    );
  });

  it("uses the quant of the picked file, including split files", () => {
    const [first] = LOCAL_APPS["llama.cpp"].snippet(
      qwenMoe,
      "Q8_0/Qwen3-30B-A3B-Q8_0-00001-of-00002.gguf",
    );
    expect(first?.content).toContain(
      "# Or chat with it in the terminal\nllama-cli -hf unsloth/Qwen3-30B-A3B-GGUF:Q8_0",
    );
  });

  it("lets llama.cpp choose when the repository has no default quant", () => {
    const [first] = LOCAL_APPS["llama.cpp"].snippet(mistralGguf);
    expect(first?.content).toContain(
      "# Or chat with it in the terminal\nllama-cli -hf TheBloke/Mistral-7B-Instruct-v0.2-GGUF",
    );
  });
});

describe("Ollama and Docker Model Runner", () => {
  it("run hf.co references with the quant tag", () => {
    expect(LOCAL_APPS.ollama.snippet(llama)).toEqual([
      {
        title: "Run with Ollama",
        setup: "# Install Ollama from https://ollama.com/download",
        content: "ollama run hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
      },
    ]);
    expect(LOCAL_APPS.ollama.snippet(llama, "Llama-3.2-3B-Instruct-Q8_0.gguf")[0]?.content).toBe(
      "ollama run hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q8_0",
    );
    expect(LOCAL_APPS["docker-model-runner"].snippet(llama)[0]?.content).toBe(
      "docker model run hf.co/bartowski/Llama-3.2-3B-Instruct-GGUF:Q4_K_M",
    );
  });

  it("runs safetensors models without a quant tag in Docker Model Runner", () => {
    const model = corpusModel("Qwen/Qwen2.5-1.5B-Instruct");
    expect(LOCAL_APPS["docker-model-runner"].displayOnModelPage(model)).toBe(true);
    expect(LOCAL_APPS["docker-model-runner"].snippet(model)[0]?.content).toBe(
      "docker model run hf.co/Qwen/Qwen2.5-1.5B-Instruct",
    );
  });
});

describe("deep links", () => {
  it("opens LM Studio on the repository, and on the picked file", () => {
    expect(LOCAL_APPS.lmstudio.deeplink(llama).href).toBe(
      "lmstudio://open_from_hf?model=bartowski/Llama-3.2-3B-Instruct-GGUF",
    );
    expect(LOCAL_APPS.lmstudio.deeplink(llama, "Llama-3.2-3B-Instruct-Q8_0.gguf").href).toBe(
      "lmstudio://open_from_hf?model=bartowski/Llama-3.2-3B-Instruct-GGUF&file=Llama-3.2-3B-Instruct-Q8_0.gguf",
    );
  });

  it("opens Jan on the repository", () => {
    expect(LOCAL_APPS.jan.deeplink(llama).href).toBe(
      "jan://models/huggingface/bartowski/Llama-3.2-3B-Instruct-GGUF",
    );
  });

  it("imports LoRAs and full pipelines differently in Draw Things", () => {
    expect(LOCAL_APPS.drawthings.deeplink(corpusModel("nerijs/pixel-art-xl")).href).toBe(
      "https://drawthings.ai/import/diffusers/pipeline.load_lora_weights?repo_id=nerijs/pixel-art-xl",
    );
    expect(
      LOCAL_APPS.drawthings.deeplink(corpusModel("black-forest-labs/FLUX.1-schnell")).href,
    ).toBe(
      "https://drawthings.ai/import/diffusers/pipeline.from_pretrained?repo_id=black-forest-labs/FLUX.1-schnell",
    );
  });
});

describe("llamafile", () => {
  it("downloads, marks executable and runs the first llamafile", () => {
    const model = corpusModel("Mozilla/Llama-3.2-1B-Instruct-llamafile");
    expect(LOCAL_APPS.llamafile.snippet(model)).toEqual([
      {
        title: "Download and run the llamafile (macOS, Linux, BSD)",
        content: [
          "curl -L -o Llama-3.2-1B-Instruct.Q6_K.llamafile https://huggingface.co/Mozilla/Llama-3.2-1B-Instruct-llamafile/resolve/main/Llama-3.2-1B-Instruct.Q6_K.llamafile",
          "chmod +x Llama-3.2-1B-Instruct.Q6_K.llamafile",
          "# Starts a chat page on http://localhost:8080",
          "./Llama-3.2-1B-Instruct.Q6_K.llamafile",
        ].join("\n"),
      },
    ]);
  });
});

describe("MLX LM", () => {
  const model = corpusModel("mlx-community/Llama-3.2-3B-Instruct-4bit");

  it("only shows for MLX text-generation models, as a macOS app", () => {
    expect(LOCAL_APPS["mlx-lm"].macOSOnly).toBe(true);
    expect(LOCAL_APPS["mlx-lm"].displayOnModelPage(model)).toBe(true);
    expect(
      LOCAL_APPS["mlx-lm"].displayOnModelPage(corpusModel("mlx-community/whisper-large-v3-turbo")),
    ).toBe(false);
    expect(LOCAL_APPS["mlx-lm"].displayOnModelPage(llama)).toBe(false);
  });

  it("generates, chats and serves a chat model", () => {
    const blocks = LOCAL_APPS["mlx-lm"].snippet(model);
    expect(blocks.slice(0, 2)).toEqual([
      {
        title: "Generate text",
        setup: "pip install mlx-lm",
        content:
          'mlx_lm.generate --model mlx-community/Llama-3.2-3B-Instruct-4bit --prompt "Once upon a time"',
      },
      {
        title: "Chat in the terminal",
        setup: "pip install mlx-lm",
        content: "mlx_lm.chat --model mlx-community/Llama-3.2-3B-Instruct-4bit",
      },
    ]);
    expect(blocks[2]?.content).toEqual([
      "# Serve the model on http://localhost:8080\nmlx_lm.server --model mlx-community/Llama-3.2-3B-Instruct-4bit --port 8080",
      [
        "# Send a request to the server",
        "curl http://localhost:8080/v1/chat/completions \\",
        '  -H "Content-Type: application/json" \\',
        "  -d '{",
        '    "model": "mlx-community/Llama-3.2-3B-Instruct-4bit",',
        '    "messages": [',
        "      {",
        '        "role": "user",',
        '        "content": "What is the capital of France?"',
        "      }",
        "    ]",
        "  }'",
      ].join("\n"),
    ]);
  });
});

describe("vLLM", () => {
  it("serves a transformers chat model and calls the chat endpoint", () => {
    const model = corpusModel("meta-llama/Llama-3.1-8B-Instruct");
    expect(LOCAL_APPS.vllm.displayOnModelPage(model)).toBe(true);
    const [pip, docker] = LOCAL_APPS.vllm.snippet(model);
    expect(pip?.setup).toBe("pip install vllm");
    expect(pip?.content).toEqual([
      [
        "# This model is gated: accept its conditions on the Hub, then export HF_TOKEN",
        "# Serve the model on http://localhost:8000",
        "vllm serve meta-llama/Llama-3.1-8B-Instruct",
      ].join("\n"),
      [
        "# Send a request to the server",
        "curl http://localhost:8000/v1/chat/completions \\",
        '  -H "Content-Type: application/json" \\',
        "  -d '{",
        '    "model": "meta-llama/Llama-3.1-8B-Instruct",',
        '    "messages": [',
        "      {",
        '        "role": "user",',
        '        "content": "What is the capital of France?"',
        "      }",
        "    ]",
        "  }'",
      ].join("\n"),
    ]);
    expect(docker?.setup).toBe(
      [
        "docker run --runtime nvidia --gpus all \\",
        "  -v ~/.cache/huggingface:/root/.cache/huggingface \\",
        '  --env "HF_TOKEN=$HF_TOKEN" \\',
        "  -p 8000:8000 --ipc=host \\",
        "  vllm/vllm-openai:latest \\",
        "  --model meta-llama/Llama-3.1-8B-Instruct",
      ].join("\n"),
    );
  });

  it("uses the completions endpoint for base models and skips GGUF and MLX repositories", () => {
    const [pip] = LOCAL_APPS.vllm.snippet(corpusModel("openai-community/gpt2"));
    expect(pip?.content[1]).toContain("curl http://localhost:8000/v1/completions \\\n");
    expect(pip?.content[1]).toContain('"prompt": "Once upon a time,"');
    expect(LOCAL_APPS.vllm.displayOnModelPage(llama)).toBe(false);
    expect(
      LOCAL_APPS.vllm.displayOnModelPage(corpusModel("mlx-community/Llama-3.2-3B-Instruct-4bit")),
    ).toBe(false);
    expect(LOCAL_APPS.vllm.displayOnModelPage(corpusModel("google-bert/bert-base-uncased"))).toBe(
      false,
    );
  });
});

describe("compatibility rules", () => {
  it("keeps GGUF image generators away from llama.cpp apps", () => {
    const flux = corpusModel("city96/FLUX.1-schnell-gguf");
    expect(LOCAL_APPS["llama.cpp"].displayOnModelPage(flux)).toBe(false);
    expect(LOCAL_APPS.ollama.displayOnModelPage(flux)).toBe(false);
  });

  it("recognises GGUF repositories from their files when the Hub has no GGUF header", () => {
    expect(LOCAL_APPS["llama.cpp"].displayOnModelPage(corpusModel("llmware/bling-1b-0.1"))).toBe(
      true,
    );
  });

  it("offers image apps for diffusers text-to-image models only", () => {
    const sdxl = corpusModel("stabilityai/stable-diffusion-xl-base-1.0");
    expect(LOCAL_APPS.diffusionbee.displayOnModelPage(sdxl)).toBe(true);
    expect(LOCAL_APPS.invoke.displayOnModelPage(sdxl)).toBe(true);
    expect(
      LOCAL_APPS.diffusionbee.displayOnModelPage(corpusModel("Wan-AI/Wan2.1-T2V-1.3B-Diffusers")),
    ).toBe(false);
  });
});
