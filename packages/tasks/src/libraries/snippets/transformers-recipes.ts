import type { ModelData } from "../../model-data.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import { pythonString } from "../../quoting.js";

const text = pythonString;

/**
 * The transformers release line the snippets are written for; every snippet that cannot use a
 * pipeline names it, so a reader on an older or newer release knows what to expect.
 */
export const TRANSFORMERS_TARGET = "transformers 5.x";

/**
 * Hub tasks whose `pipeline()` task transformers 5 removed (summarization, translation,
 * text2text-generation and image-to-text in 5.0; question answering, visual question answering
 * and image-to-image later in 5.x). Models of these tasks are loaded with their auto classes.
 *
 * @example
 * ```ts
 * REMOVED_PIPELINE_TASKS.has("summarization"); // true
 * ```
 */
export const REMOVED_PIPELINE_TASKS: ReadonlySet<string> = new Set([
  "summarization",
  "translation",
  "text2text-generation",
  "image-to-text",
  "question-answering",
  "visual-question-answering",
  "image-to-image",
]);

/** How a load call reads: `Class.from_pretrained("id", extra)`. */
function load(className: string, modelId: string, extra = ""): string {
  return `${className}.from_pretrained(${text(modelId)}${extra})`;
}

/** The language codes a multilingual translator's tokenizer expects, English to French. */
interface LanguagePair {
  family: string;
  source: string;
  target: string;
}

/**
 * Multilingual translators pick their languages through the tokenizer (`src_lang`) and the
 * first generated token (`forced_bos_token_id`); without them mBART-50 and NLLB translate into
 * an arbitrary language. NLLB checkpoints report model_type m2m_100, so they are told apart by
 * name first.
 */
function languagePair(model: ModelData): LanguagePair | undefined {
  const names = [model.id, ...model.tags, ...(model.cardData?.tags ?? [])].join(" ");
  const modelType = model.config?.model_type ?? "";
  if (/nllb/i.test(names)) return { family: "NLLB", source: "eng_Latn", target: "fra_Latn" };
  if (/mbart-50|mbart-large-50/i.test(names)) {
    // The many-to-one checkpoint only writes English.
    return /many-to-one/i.test(model.id)
      ? { family: "mBART-50", source: "fr_XX", target: "en_XX" }
      : { family: "mBART-50", source: "en_XX", target: "fr_XX" };
  }
  if (modelType === "m2m_100" || /m2m100/i.test(names))
    return { family: "M2M100", source: "en", target: "fr" };
  return undefined;
}

/** The language token a generation must start with, as each family spells it. */
function languageToken(pair: LanguagePair): string {
  return pair.family === "M2M100" ? `__${pair.target}__` : pair.target;
}

/** The auto class to load, keeping the Hub's when it is a plain identifier of the right kind. */
function autoModelOr(model: ModelData, allowed: RegExp, fallback: string): string {
  const reported = model.transformersInfo?.auto_model ?? "";
  return /^[A-Za-z_]\w*$/.test(reported) && allowed.test(reported) ? reported : fallback;
}

function sequenceToSequence(model: ModelData, remote: string, task: string): string {
  const pair =
    task === "translation" || task === "text2text-generation" ? languagePair(model) : undefined;
  const autoModel = autoModelOr(
    model,
    /Seq2SeqLM$|ConditionalGeneration$/,
    "AutoModelForSeq2SeqLM",
  );
  const isT5 = /^(t5|mt5|umt5)$/.test(model.config?.model_type ?? "");
  const input =
    task === "summarization"
      ? "The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris."
      : isT5 && task === "translation"
        ? "translate English to French: How old are you?"
        : pair?.source === "fr_XX"
          ? "Quel âge as-tu ?"
          : "How old are you?";
  const tokenizerArguments = pair
    ? `, src_lang=${text(pair.source)}, tgt_lang=${text(pair.target)}`
    : "";
  const generateArguments = pair
    ? `**inputs, forced_bos_token_id=tokenizer.convert_tokens_to_ids(${text(languageToken(pair))}), max_new_tokens=60`
    : "**inputs, max_new_tokens=60";
  return [
    task === "text2text-generation"
      ? `# Written for ${TRANSFORMERS_TARGET}, which has no pipeline for encoder-decoder generation: tokenize, generate, decode`
      : `# Written for ${TRANSFORMERS_TARGET}, which has no ${task} pipeline: tokenize, generate, decode`,
    `from transformers import AutoTokenizer, ${autoModel}`,
    "",
    `tokenizer = ${load("AutoTokenizer", model.id, `${tokenizerArguments}${remote}`)}`,
    `model = ${load(autoModel, model.id, remote)}`,
    "",
    ...(pair ? [`# ${pair.family} translates between the languages named by these codes`] : []),
    `inputs = tokenizer(${text(input)}, return_tensors="pt")`,
    `outputs = model.generate(${generateArguments})`,
    "print(tokenizer.decode(outputs[0], skip_special_tokens=True))",
  ].join("\n");
}

function questionAnswering(model: ModelData, remote: string): string {
  return [
    `# Written for ${TRANSFORMERS_TARGET}, which has no question-answering pipeline: the answer is the span`,
    "# between the most likely start and end tokens",
    "import torch",
    "from transformers import AutoTokenizer, AutoModelForQuestionAnswering",
    "",
    `tokenizer = ${load("AutoTokenizer", model.id, remote)}`,
    `model = ${load("AutoModelForQuestionAnswering", model.id, remote)}`,
    "",
    `inputs = tokenizer("Where do I live?", "My name is Wolfgang and I live in Berlin.", return_tensors="pt")`,
    "with torch.no_grad():",
    "    outputs = model(**inputs)",
    "start = int(outputs.start_logits.argmax())",
    "end = int(outputs.end_logits.argmax())",
    `print(tokenizer.decode(inputs["input_ids"][0, start : end + 1]))`,
  ].join("\n");
}

function imageCaptioning(model: ModelData, remote: string): string {
  const autoModel = autoModelOr(
    model,
    /ImageTextToText$|ConditionalGeneration$/,
    "AutoModelForImageTextToText",
  );
  return [
    `# Written for ${TRANSFORMERS_TARGET}, which has no image-to-text pipeline: process, generate, decode`,
    `from transformers import AutoProcessor, ${autoModel}`,
    "from transformers.image_utils import load_image",
    "",
    `processor = ${load("AutoProcessor", model.id, remote)}`,
    `model = ${load(autoModel, model.id, remote)}`,
    "",
    `image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`,
    `inputs = processor(images=image, return_tensors="pt")`,
    "outputs = model.generate(**inputs, max_new_tokens=30)",
    "print(processor.decode(outputs[0], skip_special_tokens=True))",
  ].join("\n");
}

function visualQuestionAnswering(model: ModelData, remote: string): string {
  const reported = model.transformersInfo?.auto_model ?? "";
  // ViLT-style models classify over a fixed answer list; BLIP-style models write the answer.
  const classifies =
    /ForQuestionAnswering$|VisualQuestionAnswering$/.test(reported) &&
    !/ConditionalGeneration/.test(reported);
  const autoModel = classifies
    ? "AutoModelForVisualQuestionAnswering"
    : "AutoModelForImageTextToText";
  const head = [
    `# Written for ${TRANSFORMERS_TARGET}, which has no visual-question-answering pipeline`,
    ...(classifies ? ["import torch"] : []),
    `from transformers import AutoProcessor, ${autoModel}`,
    "from transformers.image_utils import load_image",
    "",
    `processor = ${load("AutoProcessor", model.id, remote)}`,
    `model = ${load(autoModel, model.id, remote)}`,
    "",
    `image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`,
    `inputs = processor(images=image, text=${text(EXAMPLE_INPUTS.question)}, return_tensors="pt")`,
  ];
  const tail = classifies
    ? [
        "with torch.no_grad():",
        "    logits = model(**inputs).logits",
        "print(model.config.id2label[int(logits.argmax(-1))])",
      ]
    : [
        "outputs = model.generate(**inputs, max_new_tokens=20)",
        "print(processor.decode(outputs[0], skip_special_tokens=True))",
      ];
  return [...head, ...tail].join("\n");
}

function imageToImage(model: ModelData, remote: string): string {
  return [
    `# Written for ${TRANSFORMERS_TARGET}, which has no image-to-image pipeline: the model returns the new`,
    "# image as a tensor of values in [0, 1]",
    "import torch",
    "from PIL import Image",
    "from transformers import AutoImageProcessor, AutoModelForImageToImage",
    "from transformers.image_utils import load_image",
    "",
    `image_processor = ${load("AutoImageProcessor", model.id, remote)}`,
    `model = ${load("AutoModelForImageToImage", model.id, remote)}`,
    "",
    `image = load_image(${text(EXAMPLE_INPUTS.imageUrl)})`,
    `inputs = image_processor(image, return_tensors="pt")`,
    "with torch.no_grad():",
    "    outputs = model(**inputs)",
    "pixels = outputs.reconstruction.squeeze(0).clamp(0, 1).permute(1, 2, 0)",
    `Image.fromarray((pixels.numpy() * 255).round().astype("uint8")).save("output.png")`,
  ].join("\n");
}

/**
 * The auto-class code that replaces a pipeline transformers 5 removed, for the model's task, or
 * `undefined` when its task still has a pipeline. Each snippet opens with a comment naming the
 * release it targets; translators of the mBART-50, NLLB and M2M100 families get their
 * languages through `src_lang`/`tgt_lang` and the forced first token.
 *
 * @example
 * ```ts
 * removedPipelineRecipe({ id: "facebook/nllb-200-distilled-600M", tags: [], pipeline_tag: "translation" }, "");
 * ```
 */
export function removedPipelineRecipe(model: ModelData, remote: string): string | undefined {
  // Older descriptors still carry text2text-generation, a tag the Hub has since retired.
  const task: string | undefined = model.pipeline_tag;
  switch (task) {
    case "summarization":
    case "translation":
    case "text2text-generation":
      return sequenceToSequence(model, remote, task);
    case "text-generation":
      // The Hub now files encoder-decoder models (T5, BART) under text-generation, whose
      // pipeline loads decoder-only models only.
      return model.transformersInfo?.auto_model === "AutoModelForSeq2SeqLM"
        ? sequenceToSequence(model, remote, "text2text-generation")
        : undefined;
    case "question-answering":
      return questionAnswering(model, remote);
    case "image-to-text":
      return imageCaptioning(model, remote);
    case "visual-question-answering":
      return visualQuestionAnswering(model, remote);
    case "image-to-image":
      return imageToImage(model, remote);
    default:
      return undefined;
  }
}
