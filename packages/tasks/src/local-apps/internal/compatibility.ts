import type { ModelData } from "../../model-data.js";
import type { PipelineType } from "../../pipelines.js";
import { isAddressableFilePath } from "../../quoting.js";
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
 * The llamafiles (self-contained executables with the weights inside) of a repository, leaving
 * out paths no download could write as themselves (see `isAddressableFilePath`).
 */
export function llamafilesOf(model: ModelData): string[] {
  return (model.siblings ?? [])
    .map((sibling) => sibling.rfilename)
    .filter((path) => path.endsWith(".llamafile") && isAddressableFilePath(path));
}

/** Whether the repository ships llamafiles (by tag or by file). */
export function isLlamafileModel(model: ModelData): boolean {
  return model.tags.includes("llamafile") || llamafilesOf(model).length > 0;
}

// Weight files other runtimes load; a llamafile repository with none of them holds its weights
// only inside the llamafiles.
const OTHER_WEIGHTS = /\.(gguf|safetensors|bin|pt|pth|onnx)$/i;

/**
 * Whether the repository's weights exist only as llamafiles (self-contained executables that only
 * llamafile runs): it is a llamafile repository and lists no GGUF, safetensors or other weight
 * file. Tags such as `transformers` or `text-generation-inference` a card may carry do not make
 * it loadable by vLLM, SGLang, TGI or Docker Model Runner.
 */
export function isLlamafileOnly(model: ModelData): boolean {
  return (
    isLlamafileModel(model) &&
    !(model.siblings ?? []).some((sibling) => OTHER_WEIGHTS.test(sibling.rfilename))
  );
}

/**
 * Whether llama.cpp (and the apps built on it) can run the model: the Hub parsed a GGUF
 * header for it, or it is tagged `gguf`, lists GGUF files and has a language task. A
 * llamafile repository without separate GGUF files is not one: its weights sit inside an
 * executable that only llamafile itself runs, even when the Hub reads a GGUF header there.
 */
export function isLlamaCppModel(model: ModelData): boolean {
  const hasGgufFiles = (model.siblings ?? []).some((sibling) =>
    sibling.rfilename.toLowerCase().endsWith(".gguf"),
  );
  if (isLlamafileModel(model) && !hasGgufFiles) return false;
  if (model.gguf?.context_length) return true;
  return (
    model.tags.includes("gguf") &&
    ggufFilesOf(model).length > 0 &&
    GGUF_RUNNER_TASKS.has(model.pipeline_tag)
  );
}

/**
 * Whether a GGUF model makes embeddings (or reranking scores) rather than text, so servers
 * must be started in their embedding mode and chat commands do not apply.
 */
export function isEmbeddingModel(model: ModelData): boolean {
  return (
    model.pipeline_tag === "feature-extraction" ||
    model.pipeline_tag === "sentence-similarity" ||
    model.pipeline_tag === "text-ranking"
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
  if (model.tags.includes("gguf") || isMlxModel(model) || isLlamafileOnly(model)) return false;
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
