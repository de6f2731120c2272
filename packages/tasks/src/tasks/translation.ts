import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "translation",
  label: "Translation",
  summary:
    "Translation converts text from one language into another while keeping its meaning, tone " +
    "and formatting.",
  canonicalId: "text-generation",
  youtubeId: "1JvfrvZgi6c",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "Helsinki-NLP/opus_books",
      description:
        "Aligned sentences from copyright-free books in many language pairs, part of the OPUS " +
        "collection of parallel corpora.",
    },
    {
      id: "google/code_x_glue_cc_code_to_code_trans",
      description:
        "Pairs of functions written in Java and C#, from the CodeXGLUE benchmark, for " +
        "translating source code between programming languages.",
    },
  ],
  metrics: [
    {
      id: "bleu",
      space: "evaluate-metric/bleu",
      description:
        "BLEU compares the n-grams of a machine translation with one or more human reference " +
        "translations and penalises outputs that are too short.",
    },
    {
      id: "sacrebleu",
      space: "evaluate-metric/sacrebleu",
      description:
        "SacreBLEU computes BLEU with one fixed tokenization and reports its settings, so that " +
        "scores from different papers can be compared.",
    },
  ],
  models: [
    {
      id: "facebook/nllb-200-1.3B",
      description:
        "A No Language Left Behind model that translates directly between any pair of 200 " +
        "languages, including many low-resource ones.",
    },
    {
      id: "google-t5/t5-base",
      description:
        "A general text-to-text model that translates English into German, French or Romanian " +
        'when the input starts with a prefix such as "translate English to German:".',
    },
  ],
  spaces: [
    {
      id: "Iker/Translate-100-languages",
      description: "Translates between 100 languages with a many-to-many model.",
    },
    {
      id: "Geonmo/nllb-translation-demo",
      description: "Pick a source and a target language and translate with NLLB-200.",
    },
  ],
  widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
  demo: {
    inputs: [
      {
        label: "Input",
        type: "text",
        content: "The library opens at nine o'clock, but the reading room stays closed until noon.",
      },
    ],
    outputs: [
      {
        label: "Output",
        type: "text",
        content:
          "La bibliothèque ouvre à neuf heures, mais la salle de lecture reste fermée jusqu'à midi.",
      },
    ],
  },
  about: {
    description: `A translation model reads a sentence or a document in a source language and writes it in a target language. Most are encoder-decoder transformers trained on millions of aligned sentence pairs; multilingual ones such as mBART-50 or NLLB-200 cover dozens to hundreds of languages in a single set of weights and are told the target language with a special token.

Large chat models translate well too, which is why this task is an alias of text generation: you can simply ask one to "translate this into Spanish". Dedicated translation models remain attractive when you need many low-resource languages, predictable output or a small, fast model.

Quality is usually measured with BLEU or chrF against human references, complemented by human review for anything published.`,
    useCases: [
      {
        title: "Localising products",
        text: "Translate interface strings, help pages and product descriptions so that one catalogue serves several markets.",
      },
      {
        title: "Cross-language support",
        text: "Let support agents read and answer tickets written in languages they do not speak.",
      },
      {
        title: "Multilingual search and research",
        text: "Translate documents into a common language before indexing or analysing them.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const output = await client.translation({
  model: "facebook/mbart-large-50-many-to-many-mmt",
  inputs: "The library opens at nine o'clock.",
  parameters: { src_lang: "en_XX", tgt_lang: "fr_XX" },
});
console.log(output.translation_text);`,
    resources: [
      {
        title: "Transformers guide: translation",
        url: "https://huggingface.co/docs/transformers/tasks/translation",
      },
      {
        title: "No Language Left Behind (paper)",
        url: "https://arxiv.org/abs/2207.04672",
      },
      {
        title: "OPUS, the open parallel corpus",
        url: "https://opus.nlpl.eu/",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["translation"],
} satisfies TaskData;

export default task;
