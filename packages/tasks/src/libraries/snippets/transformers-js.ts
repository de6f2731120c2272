import { javascriptString } from "../../quoting.js";
import type { ModelData } from "../../model-data.js";
import { EXAMPLE_INPUTS } from "../internal/example-inputs.js";
import { isChatModel } from "../internal/model-files.js";

const text = javascriptString;

/** Example call per pipeline task, written as JavaScript arguments. */
const PIPELINE_ARGUMENTS: Record<string, string> = {
  "text-classification": text(EXAMPLE_INPUTS.sentence),
  "token-classification": `"My name is Sarah and I live in London."`,
  "fill-mask": `"Paris is the [MASK] of France."`,
  "question-answering": `"Where do I live?", "My name is Wolfgang and I live in Berlin."`,
  "zero-shot-classification": `${text(EXAMPLE_INPUTS.sentence)}, ["electronics", "food", "travel"]`,
  summarization: `"The tower is 324 metres tall, about the same height as an 81-storey building."`,
  translation: `"How old are you?"`,
  "text-generation": `"Once upon a time,", { max_new_tokens: 50 }`,
  "feature-extraction": `${text(EXAMPLE_INPUTS.sentence)}, { pooling: "mean", normalize: true }`,
  "sentence-similarity": `${text(EXAMPLE_INPUTS.sentence)}, { pooling: "mean", normalize: true }`,
  "text-to-speech": text(EXAMPLE_INPUTS.speech),
  "text-to-audio": text(EXAMPLE_INPUTS.speech),
  "automatic-speech-recognition": text(EXAMPLE_INPUTS.audioUrl),
  "audio-classification": text(EXAMPLE_INPUTS.audioUrl),
  "image-classification": text(EXAMPLE_INPUTS.imageUrl),
  "object-detection": text(EXAMPLE_INPUTS.imageUrl),
  "image-segmentation": text(EXAMPLE_INPUTS.imageUrl),
  "depth-estimation": text(EXAMPLE_INPUTS.imageUrl),
  "image-to-text": text(EXAMPLE_INPUTS.imageUrl),
  "image-to-image": text(EXAMPLE_INPUTS.imageUrl),
  "image-feature-extraction": text(EXAMPLE_INPUTS.imageUrl),
  "zero-shot-image-classification": `${text(EXAMPLE_INPUTS.imageUrl)}, ["cat", "dog", "bird"]`,
  "zero-shot-object-detection": `${text(EXAMPLE_INPUTS.imageUrl)}, ["cat", "remote control"]`,
  "document-question-answering": `${text(EXAMPLE_INPUTS.documentUrl)}, "What is the invoice number?"`,
};

/** Tasks whose pipeline id differs between the Hub and Transformers.js. */
const PIPELINE_TASKS: Record<string, string> = { "sentence-similarity": "feature-extraction" };

/**
 * Transformers.js: the `pipeline()` for the model's task with an example input (a messages
 * array for chat models), or loading with `AutoModel` when the task has no pipeline.
 *
 * @example
 * ```ts
 * transformersJsSnippets({ id: "Xenova/bert-base-NER", tags: [], pipeline_tag: "token-classification" });
 * ```
 */
export function transformersJsSnippets(model: ModelData): string[] {
  const tag = model.pipeline_tag;
  const argumentsText = tag ? PIPELINE_ARGUMENTS[tag] : undefined;
  const install = "// npm i @huggingface/transformers";
  if (!tag || argumentsText === undefined) {
    return [
      [
        install,
        `import { AutoModel, AutoTokenizer } from "@huggingface/transformers";`,
        "",
        `const tokenizer = await AutoTokenizer.from_pretrained(${text(model.id)});`,
        `const model = await AutoModel.from_pretrained(${text(model.id)});`,
      ].join("\n"),
    ];
  }
  const task = PIPELINE_TASKS[tag] ?? tag;
  const lines = [
    install,
    `import { pipeline } from "@huggingface/transformers";`,
    "",
    `const pipe = await pipeline(${text(task)}, ${text(model.id)});`,
  ];
  if (tag === "text-generation" && isChatModel(model)) {
    lines.push(
      "const messages = [",
      `  { role: "user", content: ${text(EXAMPLE_INPUTS.chatQuestion)} },`,
      "];",
      "const output = await pipe(messages, { max_new_tokens: 128 });",
      "console.log(output[0].generated_text.at(-1).content);",
    );
  } else {
    lines.push(`const output = await pipe(${argumentsText});`, "console.log(output);");
  }
  return [lines.join("\n")];
}
