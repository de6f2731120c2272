import type { ModelData } from "../../model-data.js";
import { CHAT_TEMPLATE, siblingsOf } from "./describe-model.js";

/** The GGUF files of a quantized repository, one per quant label, named the usual way. */
function ggufFiles(stem: string, labels: string[]): string[] {
  return labels.map((label) => `${stem}-${label}.gguf`);
}

/** GGUF quantizations and llamafiles, the repositories llama.cpp-based apps run. */
export const GGUF_MODELS: ModelData[] = [
  {
    id: "bartowski/Llama-3.2-3B-Instruct-GGUF",
    gated: false,
    pipeline_tag: "text-generation",
    // The Hub names GGUF its library when the card names none.
    library_name: "gguf",
    tags: ["gguf", "facebook", "meta", "llama", "llama-3", "text-generation", "en"]
      .concat([
        "base_model:meta-llama/Llama-3.2-3B-Instruct",
        "base_model:quantized:meta-llama/Llama-3.2-3B-Instruct",
      ])
      .concat(["license:llama3.2", "endpoints_compatible", "region:us", "conversational"]),
    cardData: {
      base_model: "meta-llama/Llama-3.2-3B-Instruct",
      license: "llama3.2",
      quantized_by: "bartowski",
    },
    gguf: {
      total: 3212749888,
      architecture: "llama",
      context_length: 131072,
      chat_template: CHAT_TEMPLATE,
    },
    siblings: siblingsOf(
      ...ggufFiles("Llama-3.2-3B-Instruct", [
        "IQ3_M",
        "IQ4_XS",
        "Q3_K_L",
        "Q4_0",
        "Q4_K_M",
        "Q5_K_M",
        "Q6_K",
        "Q8_0",
        "f16",
      ]),
    ),
  },
  {
    id: "ggml-org/gemma-3-1b-it-GGUF",
    gated: false,
    pipeline_tag: "text-generation",
    tags: [
      "gguf",
      "text-generation",
      "base_model:google/gemma-3-1b-it",
      "license:gemma",
      "conversational",
    ],
    cardData: { base_model: "google/gemma-3-1b-it", license: "gemma" },
    gguf: {
      total: 999885952,
      architecture: "gemma3",
      context_length: 32768,
      chat_template: CHAT_TEMPLATE,
    },
    siblings: siblingsOf(...ggufFiles("gemma-3-1b-it", ["Q4_K_M", "f16"])),
  },
  {
    id: "TheBloke/Mistral-7B-Instruct-v0.2-GGUF",
    gated: false,
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "gguf", "mistral", "finetuned", "text-generation", "license:apache-2.0"],
    config: { model_type: "mistral" },
    gguf: { total: 7241732096, architecture: "llama", context_length: 32768 },
    siblings: siblingsOf(
      ...["Q2_K", "Q3_K_S", "Q5_K_S", "Q8_0"].map(
        (label) => `mistral-7b-instruct-v0.2.${label}.gguf`,
      ),
    ),
  },
  {
    id: "unsloth/Qwen3-30B-A3B-GGUF",
    gated: false,
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: [
      "transformers",
      "gguf",
      "qwen3_moe",
      "text-generation",
      "qwen",
      "unsloth",
      "conversational",
    ].concat([
      "base_model:Qwen/Qwen3-30B-A3B",
      "base_model:quantized:Qwen/Qwen3-30B-A3B",
      "imatrix",
    ]),
    cardData: {
      base_model: "Qwen/Qwen3-30B-A3B",
      library_name: "transformers",
      license: "apache-2.0",
    },
    gguf: {
      total: 30532122624,
      architecture: "qwen3moe",
      context_length: 40960,
      chat_template: CHAT_TEMPLATE,
    },
    siblings: siblingsOf(
      "Qwen3-30B-A3B-UD-Q4_K_XL.gguf",
      "Qwen3-30B-A3B-Q4_K_M.gguf",
      "Qwen3-30B-A3B-IQ4_NL.gguf",
      "BF16/Qwen3-30B-A3B-BF16-00001-of-00002.gguf",
      "BF16/Qwen3-30B-A3B-BF16-00002-of-00002.gguf",
      "Q8_0/Qwen3-30B-A3B-Q8_0-00001-of-00002.gguf",
      "Q8_0/Qwen3-30B-A3B-Q8_0-00002-of-00002.gguf",
    ),
  },
  {
    id: "Qwen/Qwen2.5-Coder-7B-Instruct-GGUF",
    gated: false,
    pipeline_tag: "text-generation",
    tags: ["gguf", "code", "codeqwen", "chat", "qwen", "qwen-coder", "text-generation", "en"],
    gguf: {
      total: 7615616512,
      architecture: "qwen2",
      context_length: 32768,
      chat_template: CHAT_TEMPLATE,
    },
    siblings: siblingsOf(
      "qwen2.5-coder-7b-instruct-q4_k_m.gguf",
      "qwen2.5-coder-7b-instruct-q8_0-00001-of-00003.gguf",
      "qwen2.5-coder-7b-instruct-q8_0-00002-of-00003.gguf",
      "qwen2.5-coder-7b-instruct-q8_0-00003-of-00003.gguf",
    ),
  },
  {
    id: "nomic-ai/nomic-embed-text-v1.5-GGUF",
    gated: false,
    pipeline_tag: "sentence-similarity",
    tags: [
      "gguf",
      "nomic-bert",
      "feature-extraction",
      "sentence-similarity",
      "en",
      "license:apache-2.0",
    ],
    gguf: { total: 136731648, architecture: "nomic-bert", context_length: 2048 },
    siblings: siblingsOf(...ggufFiles("nomic-embed-text-v1.5", ["Q4_K_M", "Q8_0", "f16"])),
  },
  {
    id: "ggml-org/SmolVLM-500M-Instruct-GGUF",
    gated: false,
    pipeline_tag: "image-text-to-text",
    tags: [
      "gguf",
      "image-text-to-text",
      "base_model:HuggingFaceTB/SmolVLM-500M-Instruct",
      "license:apache-2.0",
    ],
    gguf: {
      total: 409252800,
      architecture: "llama",
      context_length: 8192,
      chat_template: CHAT_TEMPLATE,
    },
    siblings: siblingsOf(
      "SmolVLM-500M-Instruct-Q8_0.gguf",
      "mmproj-SmolVLM-500M-Instruct-Q8_0.gguf",
    ),
  },
  {
    // Unsloth's large MoE quants: dynamic (UD-) labels, every big quant split into shards in
    // its own folder, and one small single-file quant for apps that cannot read shards.
    id: "unsloth/Qwen3-235B-A22B-Instruct-2507-GGUF",
    gated: false,
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "gguf", "qwen3_moe", "text-generation", "unsloth", "qwen3", "qwen"]
      .concat(["base_model:Qwen/Qwen3-235B-A22B-Instruct-2507", "imatrix", "conversational"])
      .concat(["base_model:quantized:Qwen/Qwen3-235B-A22B-Instruct-2507", "license:apache-2.0"]),
    cardData: { base_model: "Qwen/Qwen3-235B-A22B-Instruct-2507", license: "apache-2.0" },
    gguf: {
      total: 235093634560,
      architecture: "qwen3moe",
      context_length: 262144,
      chat_template: CHAT_TEMPLATE,
    },
    siblings: siblingsOf(
      "Qwen3-235B-A22B-Instruct-2507-UD-TQ1_0.gguf",
      "UD-Q2_K_XL/Qwen3-235B-A22B-Instruct-2507-UD-Q2_K_XL-00001-of-00002.gguf",
      "UD-Q2_K_XL/Qwen3-235B-A22B-Instruct-2507-UD-Q2_K_XL-00002-of-00002.gguf",
      "UD-Q4_K_XL/Qwen3-235B-A22B-Instruct-2507-UD-Q4_K_XL-00001-of-00003.gguf",
      "UD-Q4_K_XL/Qwen3-235B-A22B-Instruct-2507-UD-Q4_K_XL-00002-of-00003.gguf",
      "UD-Q4_K_XL/Qwen3-235B-A22B-Instruct-2507-UD-Q4_K_XL-00003-of-00003.gguf",
      "Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00001-of-00003.gguf",
      "Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00002-of-00003.gguf",
      "Q4_K_M/Qwen3-235B-A22B-Instruct-2507-Q4_K_M-00003-of-00003.gguf",
    ),
  },
  {
    // Google's quantization-aware-trained Gemma 3: gated behind the Gemma licence.
    id: "google/gemma-3-4b-it-qat-q4_0-gguf",
    gated: "manual",
    pipeline_tag: "image-text-to-text",
    tags: ["gguf", "gemma3", "gemma", "google", "image-text-to-text", "license:gemma"].concat([
      "base_model:google/gemma-3-4b-it",
      "base_model:quantized:google/gemma-3-4b-it",
      "endpoints_compatible",
      "conversational",
    ]),
    cardData: {
      license: "gemma",
      base_model: "google/gemma-3-4b-it",
      extra_gated_heading: "Access Gemma on Hugging Face",
    },
    gguf: {
      total: 3880263168,
      architecture: "gemma3",
      context_length: 131072,
      chat_template: CHAT_TEMPLATE,
    },
    siblings: siblingsOf("gemma-3-4b-it-q4_0.gguf", "mmproj-model-f16-4B.gguf"),
  },
  {
    id: "Mozilla/Llama-3.2-1B-Instruct-llamafile",
    gated: false,
    pipeline_tag: "text-generation",
    tags: ["llamafile", "llama", "llama-3", "text-generation", "license:llama3.2"],
    siblings: siblingsOf(
      "Llama-3.2-1B-Instruct.Q6_K.llamafile",
      "Llama-3.2-1B-Instruct.Q8_0.llamafile",
    ),
  },
];
