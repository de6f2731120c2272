import type { ModelData } from "../../model-data.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import { isChatModel, loadableGgufFiles, needsRemoteCode } from "../internal/model-files.js";
import { pythonString } from "../../quoting.js";
import {
  REMOVED_PIPELINE_TASKS,
  removedPipelineRecipe,
  TRANSFORMERS_TARGET,
} from "./transformers-recipes.js";

const text = pythonString;
const image = text(EXAMPLE_INPUTS.imageUrl);
const audio = text(EXAMPLE_INPUTS.audioUrl);

/**
 * The transformers `pipeline()` task for each Hub task it can run, with an example call. Hub
 * tasks with no pipeline of their own map to the closest one (sentence similarity is embedding
 * extraction; ranking is pair classification).
 */
const PIPELINE_CALLS: Record<string, { task: string; call: (model: ModelData) => string }> = {
  "text-classification": {
    task: "text-classification",
    call: () => `pipe(${text(EXAMPLE_INPUTS.sentence)})`,
  },
  "token-classification": {
    task: "token-classification",
    call: () => `pipe("My name is Sarah and I live in London.")`,
  },
  "fill-mask": {
    task: "fill-mask",
    call: (model) =>
      model.mask_token
        ? `pipe(${text(`Paris is the ${model.mask_token} of France.`)})`
        : `pipe(f"Paris is the {pipe.tokenizer.mask_token} of France.")`,
  },
  "question-answering": {
    task: "question-answering",
    call: () =>
      `pipe(question="Where do I live?", context="My name is Wolfgang and I live in Berlin.")`,
  },
  "table-question-answering": {
    task: "table-question-answering",
    call: () =>
      `pipe(table={"Repository": ["transformers", "diffusers"], "Stars": ["150000", "30000"]}, query="How many stars does diffusers have?")`,
  },
  "zero-shot-classification": {
    task: "zero-shot-classification",
    call: () =>
      `pipe(${text(EXAMPLE_INPUTS.sentence)}, candidate_labels=["electronics", "food", "travel"])`,
  },
  summarization: {
    task: "summarization",
    call: () =>
      `pipe("The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris.")`,
  },
  translation: { task: "translation", call: () => `pipe("How old are you?")` },
  "text-generation": { task: "text-generation", call: () => `pipe("Once upon a time,")` },
  "feature-extraction": {
    task: "feature-extraction",
    call: () => `pipe(${text(EXAMPLE_INPUTS.sentence)})`,
  },
  "sentence-similarity": {
    task: "feature-extraction",
    call: () => `pipe(${text(EXAMPLE_INPUTS.sentence)})`,
  },
  "text-ranking": {
    task: "text-classification",
    call: () =>
      `pipe({"text": "How tall is the Eiffel Tower?", "text_pair": "The tower is 324 metres tall."})`,
  },
  "text-to-speech": {
    task: "text-to-speech",
    call: () => `speech = pipe(${text(EXAMPLE_INPUTS.speech)})`,
  },
  "text-to-audio": {
    task: "text-to-audio",
    call: () => `audio = pipe("Lo-fi beat with a soft piano melody")`,
  },
  "automatic-speech-recognition": {
    task: "automatic-speech-recognition",
    call: () => `pipe(${audio})`,
  },
  "audio-classification": { task: "audio-classification", call: () => `pipe(${audio})` },
  "image-classification": { task: "image-classification", call: () => `pipe(${image})` },
  "object-detection": { task: "object-detection", call: () => `pipe(${image})` },
  "image-segmentation": { task: "image-segmentation", call: () => `pipe(${image})` },
  "depth-estimation": { task: "depth-estimation", call: () => `pipe(${image})` },
  "image-to-text": { task: "image-to-text", call: () => `pipe(${image})` },
  "image-to-image": { task: "image-to-image", call: () => `pipe(${image})` },
  "image-feature-extraction": { task: "image-feature-extraction", call: () => `pipe(${image})` },
  "mask-generation": { task: "mask-generation", call: () => `pipe(${image}, points_per_batch=64)` },
  "video-classification": {
    task: "video-classification",
    call: () =>
      `pipe("https://huggingface.co/datasets/nateraw/kinetics-mini/resolve/main/val/bowling/-WH-lxmGJVY_000005_000015.mp4")`,
  },
  "zero-shot-image-classification": {
    task: "zero-shot-image-classification",
    call: () => `pipe(${image}, candidate_labels=["cat", "dog", "bird"])`,
  },
  "zero-shot-object-detection": {
    task: "zero-shot-object-detection",
    call: () => `pipe(${image}, candidate_labels=["cat", "remote control"])`,
  },
  "visual-question-answering": {
    task: "visual-question-answering",
    call: () => `pipe(image=${image}, question=${text(EXAMPLE_INPUTS.question)})`,
  },
  "document-question-answering": {
    task: "document-question-answering",
    call: () =>
      `pipe(image=${text(EXAMPLE_INPUTS.documentUrl)}, question="What is the invoice number?")`,
  },
  "image-text-to-text": {
    task: "image-text-to-text",
    call: () => `pipe(images=${image}, text=${text(EXAMPLE_INPUTS.question)})`,
  },
};

const TEXT_MESSAGES = [
  "messages = [",
  `    {"role": "user", "content": ${text(EXAMPLE_INPUTS.chatQuestion)}},`,
  "]",
].join("\n");

const IMAGE_MESSAGES = [
  "messages = [",
  "    {",
  `        "role": "user",`,
  `        "content": [`,
  `            {"type": "image", "url": ${image}},`,
  `            {"type": "text", "text": ${text(EXAMPLE_INPUTS.question)}},`,
  "        ],",
  "    },",
  "]",
].join("\n");

/** Python variable names for the processor classes, so the snippet reads naturally. */
const PROCESSOR_VARIABLES: Record<string, string> = {
  AutoTokenizer: "tokenizer",
  AutoProcessor: "processor",
  AutoImageProcessor: "image_processor",
  AutoFeatureExtractor: "feature_extractor",
  AutoVideoProcessor: "video_processor",
};

/** Tasks whose pipeline takes one string, so the model card's own widget text can be the input. */
const TEXT_INPUT_TASKS = new Set([
  "text-classification",
  "token-classification",
  "summarization",
  "translation",
  "text-generation",
  "feature-extraction",
  "fill-mask",
]);

/**
 * The example call with the text the model card itself suggests (its first widget example),
 * which fits the model better than a generic sentence: the right language, the right mask
 * token, a prompt in the expected format.
 */
function widgetCall(model: ModelData): string | undefined {
  const tag = model.pipeline_tag;
  const widgetText = model.widgetData?.[0]?.text ?? model.cardData?.widget?.[0]?.text;
  if (!tag || !TEXT_INPUT_TASKS.has(tag) || typeof widgetText !== "string" || widgetText === "")
    return undefined;
  return `pipe(${text(widgetText)})`;
}

/** The package each quantization method needs at load time, as the Hub reports it in config. */
const QUANTIZATION_PACKAGES: Record<string, string> = {
  bitsandbytes: "bitsandbytes",
  gptq: "gptqmodel",
  awq: "autoawq",
  "compressed-tensors": "compressed-tensors",
  hqq: "hqq",
  torchao: "torchao",
  quanto: "optimum-quanto",
  aqlm: "aqlm",
  eetq: "eetq",
};

/** A comment for quantized checkpoints, which fail to load without their quantization package. */
function quantizationNote(model: ModelData): string[] {
  const method = model.config?.quantization_config?.quant_method;
  if (!method) return [];
  const installable = QUANTIZATION_PACKAGES[method];
  return installable
    ? [`# The weights are quantized with ${method}: pip install ${installable}`]
    : [`# The weights are quantized with ${method}`];
}

function isIdentifier(value: string): boolean {
  return /^[A-Za-z_]\w*$/.test(value);
}

function identifierOr(value: string | undefined, fallback: string): string {
  return value !== undefined && isIdentifier(value) ? value : fallback;
}

function remoteCodeArgument(model: ModelData): string {
  return needsRemoteCode(model) ? ", trust_remote_code=True" : "";
}

function pipelineSnippet(model: ModelData): string | undefined {
  const tag = model.pipeline_tag;
  const entry = tag && !REMOVED_PIPELINE_TASKS.has(tag) ? PIPELINE_CALLS[tag] : undefined;
  if (!entry) return undefined;
  const chat = isChatModel(model) && (tag === "text-generation" || tag === "image-text-to-text");
  const lines = [
    "# Use a pipeline as a high-level helper",
    "from transformers import pipeline",
    "",
    `pipe = pipeline(${text(entry.task)}, model=${text(model.id)}${remoteCodeArgument(model)})`,
  ];
  if (chat && tag === "image-text-to-text") lines.push(IMAGE_MESSAGES, "pipe(text=messages)");
  else if (chat) lines.push(TEXT_MESSAGES, "pipe(messages)");
  else lines.push(widgetCall(model) ?? entry.call(model));
  return lines.join("\n");
}

function autoClassSnippet(model: ModelData): string {
  const info = model.transformersInfo;
  const remote = remoteCodeArgument(model);
  // Class names come from Hub metadata; anything that is not a plain identifier would break
  // the snippet, so it falls back to the generic class.
  const autoModel = identifierOr(info?.auto_model, "AutoModel");
  const processor = info?.processor && isIdentifier(info.processor) ? info.processor : undefined;
  const processorVariable = processor ? (PROCESSOR_VARIABLES[processor] ?? "processor") : undefined;
  const imports = processor ? `${processor}, ${autoModel}` : autoModel;
  const lines = [
    "# Load model directly",
    ...quantizationNote(model),
    `from transformers import ${imports}`,
    "",
  ];
  if (processor && processorVariable) {
    lines.push(`${processorVariable} = ${processor}.from_pretrained(${text(model.id)}${remote})`);
  }
  lines.push(`model = ${autoModel}.from_pretrained(${text(model.id)}${remote})`);
  const chatGeneration =
    isChatModel(model) &&
    processorVariable &&
    (autoModel === "AutoModelForCausalLM" || autoModel === "AutoModelForImageTextToText");
  if (chatGeneration) {
    const messages = autoModel === "AutoModelForImageTextToText" ? IMAGE_MESSAGES : TEXT_MESSAGES;
    lines.push(
      "",
      messages,
      `inputs = ${processorVariable}.apply_chat_template(`,
      "    messages,",
      "    add_generation_prompt=True,",
      "    tokenize=True,",
      "    return_dict=True,",
      `    return_tensors="pt",`,
      ").to(model.device)",
      "",
      "outputs = model.generate(**inputs, max_new_tokens=40)",
      `print(${processorVariable}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`,
    );
  }
  return lines.join("\n");
}

/**
 * A GGUF repository holds no transformers weights, so loading needs `gguf_file=` naming one of
 * its files (transformers dequantizes it). Split files cannot be loaded this way, so a
 * repository with no single-file GGUF gets no transformers snippet rather than a broken one.
 */
function ggufSnippets(model: ModelData): string[] {
  const files = loadableGgufFiles(model);
  const file = files.find((name) => /q4_k_m/i.test(name)) ?? files[0];
  if (!file) return [];
  const argument = `, gguf_file=${text(file)}`;
  const autoModel = identifierOr(model.transformersInfo?.auto_model, "AutoModelForCausalLM");
  return [
    [
      `# Written for ${TRANSFORMERS_TARGET}, which dequantizes the GGUF file to full precision when loading`,
      `from transformers import AutoTokenizer, ${autoModel}`,
      "",
      `tokenizer = AutoTokenizer.from_pretrained(${text(model.id)}${argument})`,
      `model = ${autoModel}.from_pretrained(${text(model.id)}${argument})`,
    ].join("\n"),
  ];
}

/**
 * Transformers: the `pipeline()` for the model's task when transformers has one (with an
 * example call or, for chat models, a messages example), then loading with the auto classes
 * the Hub reports in `transformersInfo`. Models with custom code get `trust_remote_code=True`.
 * Tasks whose pipeline transformers 5 removed get auto classes and `generate` instead, and
 * GGUF repositories load one of their files with `gguf_file=`.
 *
 * @example
 * ```ts
 * transformersSnippets({ id: "openai-community/gpt2", tags: [], pipeline_tag: "text-generation" });
 * ```
 */
export function transformersSnippets(model: ModelData): string[] {
  if (model.tags.includes("gguf")) return ggufSnippets(model);
  const recipe = removedPipelineRecipe(model, remoteCodeArgument(model));
  if (recipe) return [recipe];
  const viaPipeline = pipelineSnippet(model);
  return viaPipeline ? [viaPipeline, autoClassSnippet(model)] : [autoClassSnippet(model)];
}
