import type { PipelineType } from "./pipelines.js";

/**
 * One example input for a model's widget, as the model card's `widget:` list writes it. Which
 * fields are set depends on the task (`text` for text tasks, `src` for media, `messages` for
 * chat), so readers check the field their task needs.
 *
 * @example
 * ```ts
 * const examples: WidgetExample[] = model.cardData?.widget ?? [];
 * const firstPrompt = examples.find((example) => example.text !== undefined)?.text ?? "Hello";
 * ```
 */
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

/**
 * The part of a model's tokenizer configuration that snippet generators read: the chat template
 * decides whether a text-generation model gets a conversational snippet, and the special tokens
 * fill in prompt formats.
 *
 * @example
 * ```ts
 * const tokenizer: TokenizerConfig | undefined = model.config?.tokenizer_config;
 * const isChatModel = tokenizer?.chat_template !== undefined;
 * ```
 */
export interface TokenizerConfig {
  chat_template?: string | { name: string; template: string }[];
  bos_token?: string | { content: string };
  eos_token?: string | { content: string };
  [key: string]: unknown;
}

/**
 * The parts of a model's `config.json` (and of the library-specific config files the Hub folds
 * into it) that library snippets read, such as the architecture name or the base model of an
 * adapter. Everything is optional because most repositories set only a few.
 *
 * @example
 * ```ts
 * const config: ModelConfig = { architectures: ["LlamaForCausalLM"], model_type: "llama" };
 * const architecture = config.architectures?.[0] ?? "AutoModel";
 * ```
 */
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

/**
 * What a model card's YAML header says, as the Hub returns it in `cardData`: license, languages,
 * datasets, base model and widget examples. Snippets read `instance_prompt` and `base_model`;
 * model pages show the rest.
 *
 * @example
 * ```ts
 * const card: CardData = { license: "apache-2.0", language: ["en", "fr"], base_model: "mistralai/Mistral-7B-v0.1" };
 * const languages = typeof card.language === "string" ? [card.language] : (card.language ?? []);
 * ```
 */
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

/**
 * How the transformers library loads the model: the auto class, the pipeline it fits and its
 * processor. The transformers snippet uses it to write `AutoModelForCausalLM.from_pretrained(…)`
 * with the right class instead of guessing from tags.
 *
 * @example
 * ```ts
 * const info: TransformersInfo = { auto_model: "AutoModelForCausalLM", pipeline_tag: "text-generation", processor: "AutoTokenizer" };
 * const line = `model = ${info.auto_model}.from_pretrained("${model.id}")`;
 * ```
 */
export interface TransformersInfo {
  auto_model: string;
  custom_class?: string;
  pipeline_tag?: PipelineType;
  processor?: string;
}

/**
 * The GGUF metadata the Hub extracts from a repository's GGUF files: parameter count,
 * architecture, context length and chat template. Local-app snippets (llama.cpp, Ollama) use it to
 * pick sensible defaults.
 *
 * @example
 * ```ts
 * const gguf: GgufInfo = { total: 8_030_261_248, architecture: "llama", context_length: 131072 };
 * const billions = ((gguf.total ?? 0) / 1e9).toFixed(1); // "8.0"
 * ```
 */
export interface GgufInfo {
  total?: number;
  architecture?: string;
  context_length?: number;
  chat_template?: string;
  bos_token?: string;
  eos_token?: string;
}

/**
 * One provider that serves the model, in the list form of the Hub's provider mapping: the
 * provider, its own id for the model, whether it is live, and for which task. Calls to that
 * provider use `providerId` in place of the Hub id.
 *
 * @example
 * ```ts
 * const entry: InferenceProviderMappingEntry = {
 *   provider: "together",
 *   providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
 *   status: "live",
 *   task: "conversational",
 * };
 * ```
 */
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
