import type { ModelData } from "../../model-data.js";
import type { PipelineType } from "../../pipelines.js";
import { ggufFilesOf } from "./gguf-files.js";

// Tasks llama.cpp-based apps serve from a GGUF file: chat and completion, vision chat, and
// embeddings. GGUF repositories of image generators (e.g. Flux quantizations) are excluded.
const GGUF_RUNNER_TASKS: ReadonlySet<PipelineType | undefined> = new Set([
  undefined,
  "text-generation",
  "image-text-to-text",
  "feature-extraction",
  "sentence-similarity",
  "text-ranking",
]);

const SERVER_QUANT_METHODS = new Set([
  "awq",
  "gptq",
  "aqlm",
  "marlin",
  "fp8",
  "compressed-tensors",
  "bitsandbytes",
]);

/**
 * Whether llama.cpp (and the apps built on it) can run the model: the Hub parsed a GGUF
 * header for it, or it is tagged `gguf`, lists GGUF files and has a language task.
 */
export function isLlamaCppModel(model: ModelData): boolean {
  if (model.gguf?.context_length) return true;
  return (
    model.tags.includes("gguf") &&
    ggufFilesOf(model).length > 0 &&
    GGUF_RUNNER_TASKS.has(model.pipeline_tag)
  );
}

/** Whether the model is an MLX conversion (tag or library). */
export function isMlxModel(model: ModelData): boolean {
  return model.tags.includes("mlx") || model.library_name === "mlx";
}

/** Whether the model is a chat model (the Hub tags those `conversational`). */
export function isConversational(model: ModelData): boolean {
  return model.tags.includes("conversational");
}

/**
 * Whether an OpenAI-compatible serving engine (vLLM, SGLang) can load the model: transformers
 * weights, plain or in a quantization format those engines read, for text or vision chat.
 */
export function isServingEngineModel(model: ModelData): boolean {
  const task = model.pipeline_tag;
  if (task !== "text-generation" && task !== "image-text-to-text") return false;
  if (model.tags.includes("gguf") || isMlxModel(model)) return false;
  const quantMethod = model.config?.quantization_config?.quant_method;
  return (
    model.library_name === "transformers" ||
    model.tags.includes("transformers") ||
    (quantMethod !== undefined && SERVER_QUANT_METHODS.has(quantMethod))
  );
}

/** Whether the model is a diffusers image generator or an image LoRA. */
export function isDiffusersImageModel(model: ModelData): boolean {
  return (
    model.library_name === "diffusers" &&
    (model.pipeline_tag === "text-to-image" || model.tags.includes("lora"))
  );
}
