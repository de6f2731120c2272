import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const demoText =
  "Ada Lovelace worked with Charles Babbage in London on the Analytical Engine in 1843.";

const task = {
  id: "token-classification",
  label: "Token Classification",
  summary:
    "Token classification gives a label to every word or sub-word of a text. Named entity " +
    "recognition and part-of-speech tagging are its best-known forms.",
  youtubeId: "wVHdVlPScxA",
  libraries: [
    "adapter-transformers",
    "flair",
    "spacy",
    "span-marker",
    "stanza",
    "transformers",
    "transformers.js",
  ],
  datasets: [
    {
      id: "eriktks/conll2003",
      description:
        "Reuters news sentences annotated with persons, organisations, locations and " +
        "miscellaneous entities; the classic English NER benchmark.",
    },
    {
      id: "unimelb-nlp/wikiann",
      description:
        "Named entities (person, organisation, location) tagged automatically in Wikipedia " +
        "articles for well over a hundred languages.",
    },
  ],
  metrics: [
    {
      id: "accuracy",
      space: "evaluate-metric/accuracy",
      description: "The share of tokens whose predicted tag equals the reference tag.",
    },
    {
      id: "recall",
      space: "evaluate-metric/recall",
      description: "The share of reference entities that the model found with the right type.",
    },
    {
      id: "precision",
      space: "evaluate-metric/precision",
      description: "The share of predicted entities that are correct in both span and type.",
    },
    {
      id: "f1",
      space: "evaluate-metric/f1",
      description:
        "The harmonic mean of entity-level precision and recall; the headline NER score.",
    },
  ],
  models: [
    {
      id: "dslim/bert-base-NER",
      description:
        "BERT base fine-tuned on CoNLL-2003 to find persons, organisations, locations and " +
        "miscellaneous entities.",
    },
    {
      id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
      description:
        "A large multilingual XLM-RoBERTa model fine-tuned for English named entity " +
        "recognition; it also transfers to other languages.",
    },
    {
      id: "blaze999/Medical-NER",
      description:
        "Recognises medical entities such as diseases, symptoms, medications and dosages in " +
        "clinical text.",
    },
    {
      id: "flair/ner-english",
      description: "The Flair library's four-class English NER tagger.",
    },
  ],
  spaces: [
    {
      id: "spacy/gradio_pipeline_visualizer",
      description: "Shows the entities, tags and dependencies a spaCy pipeline finds in a text.",
    },
  ],
  widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: demoText }],
    outputs: [
      {
        label: "Entities",
        type: "text-with-tokens",
        content: {
          text: demoText,
          tokens: [
            { start: 0, end: 12, type: "PER" },
            { start: 25, end: 40, type: "PER" },
            { start: 44, end: 50, type: "LOC" },
            { start: 58, end: 75, type: "MISC" },
          ],
        },
      },
    ],
  },
  about: {
    description: `Token classification models look at a text one token at a time and predict a tag for each token. Tags usually follow the BIO scheme: \`B-PER\` opens a person's name, \`I-PER\` continues it and \`O\` marks tokens outside any entity. Grouping consecutive tags gives spans such as "Ada Lovelace → person".

**Named entity recognition (NER)** finds people, organisations, places, dates, products or domain-specific items such as drug names. **Part-of-speech tagging** marks nouns, verbs and adjectives, and **chunking** finds phrases. The same architecture also serves PII detection, keyword extraction and grammatical error detection.

Most models are encoders (BERT, RoBERTa, DeBERTa) with a small classification layer on top of each token. Because words may be split into several sub-word tokens, libraries offer aggregation strategies that merge them back into whole words.`,
    useCases: [
      {
        title: "Information extraction",
        text: "Pull company names, people, amounts and dates out of contracts, invoices or news to fill a database.",
      },
      {
        title: "Personal data redaction",
        text: "Find names, addresses and phone numbers so they can be masked before documents are shared.",
      },
      {
        title: "Clinical text mining",
        text: "Tag symptoms, diagnoses and medications in medical notes for research and coding.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);
const entities = await client.tokenClassification({
  model: "dslim/bert-base-NER",
  inputs: "Ada Lovelace worked with Charles Babbage in London.",
  parameters: { aggregation_strategy: "simple" },
});
for (const entity of entities) {
  console.log(entity.entity_group, entity.word, entity.start, entity.end);
}`,
    resources: [
      {
        title: "Transformers guide: token classification",
        url: "https://huggingface.co/docs/transformers/tasks/token_classification",
      },
      {
        title: "spaCy: linguistic features and named entities",
        url: "https://spacy.io/usage/linguistic-features",
      },
      {
        title: "Flair NLP library",
        url: "https://github.com/flairNLP/flair",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["token-classification"],
} satisfies TaskData;

export default task;
