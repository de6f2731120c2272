import { describe, expect, it } from "vitest";
import type { ModelData } from "../../model-data.js";
import { tensorrtSnippets } from "./frameworks.js";
import { diffusionSingleFileSnippets } from "./diffusion.js";
import {
  cortiqSnippets,
  gemmaCppSnippets,
  litertLmSnippets,
  mobilintSnippets,
  rkllmSnippets,
} from "./llm-runtimes.js";
import { encoderfileSnippets } from "./nlp.js";
import { terratorchSnippets } from "./science.js";
import { sklearnSnippets } from "./tabular-classic-ml.js";
import { piperSnippets } from "./text-to-speech.js";
import { clipscopeSnippets, eupeSnippets } from "./vision.js";
import { sapiens2Snippets, sapiensSnippets } from "./vision-dense.js";

// Descriptors as the Hub lists them when a search leaves out `siblings`: the generators then
// know no file of the repository and must not print one.
const unlisted: [string, (model: ModelData) => string[], ModelData, string][] = [
  [
    "scikit-learn",
    sklearnSnippets,
    {
      id: "julien-c/wine-quality",
      tags: ["sklearn", "tabular-classification"],
      pipeline_tag: "tabular-classification",
    },
    "sklearn_model.joblib",
  ],
  [
    "Sapiens",
    sapiensSnippets,
    {
      id: "facebook/sapiens-depth-0.3b-torchscript",
      tags: ["sapiens", "depth-estimation"],
      pipeline_tag: "depth-estimation",
    },
    "sapiens_0.3b_torchscript.pt2",
  ],
  [
    "Sapiens 2",
    sapiens2Snippets,
    {
      id: "facebook/sapiens2-pretrain-0.4b",
      tags: ["sapiens"],
      pipeline_tag: "image-feature-extraction",
    },
    "model.safetensors",
  ],
  [
    "EUPE",
    eupeSnippets,
    {
      id: "facebook/EUPE-ConvNeXt-S",
      tags: ["eupe", "image-feature-extraction"],
      pipeline_tag: "image-feature-extraction",
    },
    "model.pth",
  ],
  [
    "TerraTorch",
    terratorchSnippets,
    {
      id: "ibm-nasa-geospatial/Prithvi-EO-2.0-300M-BurnScars",
      tags: ["terratorch", "image-segmentation"],
      pipeline_tag: "image-segmentation",
    },
    "config.yaml",
  ],
  [
    "Mobilint",
    mobilintSnippets,
    {
      id: "mobilint/resnet50",
      tags: ["mobilint", "image-classification"],
      pipeline_tag: "image-classification",
    },
    "model.mxq",
  ],
  [
    "Piper",
    piperSnippets,
    {
      id: "rhasspy/piper-voices",
      tags: ["piper", "text-to-speech", "onnx"],
      pipeline_tag: "text-to-speech",
    },
    "voice.onnx",
  ],
  [
    "single-file diffusion checkpoints",
    diffusionSingleFileSnippets,
    {
      id: "stable-diffusion-v1-5/stable-diffusion-v1-5",
      tags: ["diffusion-single-file", "text-to-image"],
      pipeline_tag: "text-to-image",
    },
    "model.safetensors",
  ],
];

describe("snippets for a repository whose file list is unknown", () => {
  it.each(unlisted)(
    "%s downloads the snapshot and picks a file in it, naming none",
    (_, snippets, model, invented) => {
      const code = snippets(model).join("\n");
      expect(code).toContain(`snapshot_download(${JSON.stringify(model.id)})`);
      expect(code).toMatch(
        /# Downloads the repository and takes its first .*; pick another if it has several/,
      );
      expect(code).not.toContain(invented);
    },
  );

  it("clipscope reads the checkpoint and its layer from the repository's file list", () => {
    const code = clipscopeSnippets({ id: "lewington/CLIP-ViT-L-scope", tags: ["clipscope"] })[0];
    expect(code).toContain('list_repo_files("lewington/CLIP-ViT-L-scope")');
    expect(code).toContain(
      'sae = TopKSAE.from_pretrained(repo_id="lewington/CLIP-ViT-L-scope", filename=filename, device="cpu")',
    );
    expect(code).not.toContain("1200013184.pt");
  });

  it.each([
    [
      "RKLLM",
      rkllmSnippets,
      "c01zaut/Llama-3.2-3B-Instruct-rk3588-1.1.1",
      ["rkllm"],
      "model.rkllm",
    ],
    [
      "LiteRT-LM",
      litertLmSnippets,
      "google/gemma-3n-E2B-it-litert-lm",
      ["litert-lm"],
      "model.litertlm",
    ],
    ["cortiq", cortiqSnippets, "infosave/LFM2.5-cmf", ["cortiq"], "model.cmf"],
    [
      "TensorRT",
      tensorrtSnippets,
      "stabilityai/stable-diffusion-3.5-medium-tensorrt",
      ["tensorrt", "text-to-image"],
      "model.onnx",
    ],
  ] as const)(
    "%s downloads the repository with hf and finds the file on disk",
    (_, snippets, id, tags, invented) => {
      const folder = id.split("/")[1];
      const code = snippets({ id, tags: [...tags] })[0];
      expect(code).toContain(`hf download ${id} --local-dir ${folder}`);
      expect(code).toContain(`MODEL_FILE=$(find ${folder}`);
      expect(code).not.toContain(invented);
    },
  );

  it("gemma.cpp finds the weights and tokenizer in the downloaded folder", () => {
    const code = gemmaCppSnippets({ id: "google/gemma-2b-sfp-cpp", tags: ["gemma_cpp"] })[0];
    expect(code).toContain(`WEIGHTS=$(find gemma-2b-sfp-cpp -name '*.sbs' | sort | head -n 1)`);
    expect(code).toContain('--weights "$WEIGHTS"');
    expect(code).not.toContain("model.sbs");
  });

  it("encoderfile runs the executable found in the download", () => {
    const code = encoderfileSnippets({
      id: "mozilla-ai/sentence-transformers-all-MiniLM-L6-v2-encoderfile",
      tags: ["encoderfile"],
    })[0];
    expect(code).toContain(
      "hf download mozilla-ai/sentence-transformers-all-MiniLM-L6-v2-encoderfile --local-dir sentence-transformers-all-MiniLM-L6-v2-encoderfile",
    );
    expect(code).toContain('./"$MODEL_FILE" serve');
  });
});

describe("snippets for a repository with a file list", () => {
  it("gemma.cpp passes the listed weights and tokenizer", () => {
    const code = gemmaCppSnippets({
      id: "google/gemma-2b-sfp-cpp",
      tags: ["gemma_cpp"],
      siblings: [
        { rfilename: "2b-it-sfp.sbs" },
        { rfilename: "tokenizer.spm" },
        { rfilename: "README.md" },
      ],
    })[0];
    expect(code).toContain(
      "--weights gemma-2b-sfp-cpp/2b-it-sfp.sbs --tokenizer gemma-2b-sfp-cpp/tokenizer.spm",
    );
  });

  it("RKLLM downloads and runs the listed .rkllm file", () => {
    const code = rkllmSnippets({
      id: "c01zaut/Qwen2.5-3B-Instruct-rk3588-1.1.1",
      tags: ["rkllm"],
      siblings: [
        { rfilename: ".gitattributes" },
        { rfilename: "README.md" },
        { rfilename: "Qwen2.5-3B-Instruct-rk3588-w8a8-opt-0-hybrid-ratio-0.5.rkllm" },
      ],
    })[0];
    expect(code).toContain(
      "hf download c01zaut/Qwen2.5-3B-Instruct-rk3588-1.1.1 Qwen2.5-3B-Instruct-rk3588-w8a8-opt-0-hybrid-ratio-0.5.rkllm --local-dir .",
    );
    expect(code).toContain(
      "./llm_demo Qwen2.5-3B-Instruct-rk3588-w8a8-opt-0-hybrid-ratio-0.5.rkllm 2048 4096",
    );
  });
});
