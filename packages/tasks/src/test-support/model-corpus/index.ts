import type { ModelData } from "../../model-data.js";
import type { PipelineType } from "../../pipelines.js";
import { AUDIO_MODELS } from "./audio-models.js";
import { fallbackDescriptor } from "./fallback-descriptor.js";
import { GENERATIVE_MODELS } from "./generative-models.js";
import { LIBRARY_MODELS } from "./library-models.js";
import { GGUF_MODELS } from "./gguf-models.js";
import { MLX_AND_ONNX_MODELS } from "./mlx-onnx-models.js";
import { MULTIMODAL_MODELS } from "./multimodal-models.js";
import { TEXT_LIBRARY_MODELS } from "./text-library-models.js";
import { TEXT_MODELS } from "./text-models.js";
import { VISION_MODELS } from "./vision-models.js";

export { fallbackDescriptor } from "./fallback-descriptor.js";

/**
 * The hand-written model descriptors that snippet checks run against: every pipeline type,
 * gated and open repositories, with and without config, card data and transformers info,
 * GGUF and MLX repositories, adapters and base models. Modelled on real Hub responses.
 *
 * @example
 * ```ts
 * const gguf = MODEL_CORPUS.filter((model) => model.tags.includes("gguf"));
 * ```
 */
export const MODEL_CORPUS: readonly ModelData[] = [
  ...TEXT_MODELS,
  ...TEXT_LIBRARY_MODELS,
  ...VISION_MODELS,
  ...AUDIO_MODELS,
  ...MULTIMODAL_MODELS,
  ...GENERATIVE_MODELS,
  ...GGUF_MODELS,
  ...MLX_AND_ONNX_MODELS,
  ...LIBRARY_MODELS,
];

/**
 * The descriptor with this id; throws when the corpus has none, so a typo in a golden test
 * fails loudly instead of testing `undefined`.
 *
 * @example
 * ```ts
 * corpusModel("openai-community/gpt2").pipeline_tag; // "text-generation"
 * ```
 */
export function corpusModel(id: string): ModelData {
  const model = MODEL_CORPUS.find((candidate) => candidate.id === id);
  if (!model) throw new Error(`no descriptor with id ${id} in the model corpus`);
  return model;
}

/**
 * The descriptors a library's snippets should work for: the corpus models made with it,
 * plus its minimal fallback descriptor (so libraries without a hand-written model are
 * still exercised).
 *
 * @example
 * ```ts
 * descriptorsForLibrary("timm").map((model) => model.id);
 * ```
 */
export function descriptorsForLibrary(libraryId: string, pipelineTag?: PipelineType): ModelData[] {
  return [
    ...MODEL_CORPUS.filter((model) => model.library_name === libraryId),
    fallbackDescriptor(libraryId, pipelineTag),
  ];
}
