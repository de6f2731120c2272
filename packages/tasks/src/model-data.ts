import type { PipelineType } from "./pipelines.js";

/** An example input shown in a model's widget, as written in its model card. */
export interface WidgetExample {
  text?: string;
  src?: string;
  example_title?: string;
  context?: string;
  candidate_labels?: string;
  source_sentence?: string;
  sentences?: string[];
  table?: Record<string, (string | number)[]>;
  structured_data?: Record<string, (string | number)[]>;
  messages?: { role: string; content: string }[];
  output?: { text?: string; url?: string };
  [key: string]: unknown;
}

/** The part of a tokenizer configuration that snippet generators read. */
export interface TokenizerConfig {
  chat_template?: string | { name: string; template: string }[];
  bos_token?: string | { content: string };
  eos_token?: string | { content: string };
  [key: string]: unknown;
}

/** The parts of a model's `config.json` (and library-specific config files) snippets read. */
export interface ModelConfig {
  architectures?: string[];
  model_type?: string;
  tokenizer_config?: TokenizerConfig;
  quantization_config?: { quant_method?: string; bits?: number; [key: string]: unknown };
  adapter_transformers?: { adapter_name?: string; model_name?: string };
  diffusers?: { _class_name?: string };
  peft?: { base_model_name_or_path?: string; task_type?: string };
  sklearn?: { model?: { file?: string }; model_format?: string; filename?: string };
  speechbrain?: {
    speechbrain_interface?: string;
    vocoder_interface?: string;
    vocoder_model_id?: string;
  };
  [key: string]: unknown;
}

/** What a model card's YAML header says, as the Hub returns it in `cardData`. */
export interface CardData {
  license?: string | string[];
  license_name?: string;
  language?: string | string[];
  datasets?: string | string[];
  tags?: string[];
  library_name?: string;
  pipeline_tag?: string;
  base_model?: string | string[];
  base_model_relation?: "adapter" | "merge" | "quantized" | "finetune";
  instance_prompt?: string | null;
  widget?: WidgetExample[];
  [key: string]: unknown;
}

/** How transformers loads the model: the auto class, its pipeline and processor. */
export interface TransformersInfo {
  auto_model: string;
  custom_class?: string;
  pipeline_tag?: PipelineType;
  processor?: string;
}

/** GGUF metadata the Hub extracts from a repository's GGUF files. */
export interface GgufInfo {
  total?: number;
  architecture?: string;
  context_length?: number;
  chat_template?: string;
  bos_token?: string;
  eos_token?: string;
}

/** One provider that serves the model, in the list form of the Hub's provider mapping. */
export interface InferenceProviderMappingEntry {
  provider: string;
  providerId: string;
  status: "live" | "staging";
  task: PipelineType | "conversational";
  adapter?: string;
  adapterWeightsPath?: string;
}

/**
 * A model descriptor with the fields the catalogue reads: what code snippets, local-app
 * commands and task pages need. It is a subset of the Hub's `GET /api/models/{id}` body, so a
 * response from the Hub (or from this project's server) can be passed as it is.
 *
 * @example
 * ```ts
 * const model: ModelData = {
 *   id: "openai-community/gpt2",
 *   pipeline_tag: "text-generation",
 *   library_name: "transformers",
 *   tags: ["transformers", "safetensors", "gpt2", "text-generation"],
 * };
 * ```
 */
export interface ModelData {
  id: string;
  _id?: string;
  author?: string;
  sha?: string;
  private?: boolean;
  /** `false` for open models, `"auto"` or `"manual"` when users must accept conditions. */
  gated?: false | "auto" | "manual";
  disabled?: boolean;
  pipeline_tag?: PipelineType;
  library_name?: string;
  tags: string[];
  downloads?: number;
  likes?: number;
  lastModified?: string;
  createdAt?: string;
  config?: ModelConfig;
  cardData?: CardData;
  widgetData?: WidgetExample[];
  transformersInfo?: TransformersInfo;
  siblings?: { rfilename: string; size?: number }[];
  spaces?: string[];
  gguf?: GgufInfo;
  safetensors?: { parameters: Record<string, number>; total: number };
  inference?: string;
  usedStorage?: number;
  mask_token?: string;
  inferenceProviderMapping?: InferenceProviderMappingEntry[];
}
