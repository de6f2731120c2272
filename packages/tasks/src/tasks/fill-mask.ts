import { TASK_EXAMPLE_INPUTS } from "../task-examples.js";
import type { TaskData } from "./task-data.js";

const task = {
  id: "fill-mask",
  label: "Fill-Mask",
  summary:
    "Fill-mask models predict the word hidden behind a mask token in a sentence, ranking likely candidates by probability.",
  youtubeId: "mqElG5QJWUg",
  libraries: ["transformers", "transformers.js"],
  datasets: [
    {
      id: "wikipedia",
      description:
        "Cleaned Wikipedia articles in many languages; the original BERT was pretrained on English Wikipedia plus books.",
    },
    {
      id: "c4",
      description:
        "The Colossal Clean Crawled Corpus: hundreds of gigabytes of filtered English web text from Common Crawl, widely used for pretraining.",
    },
  ],
  metrics: [
    {
      id: "cross_entropy",
      description:
        "The average negative log-probability the model gives the correct hidden tokens; the pretraining loss itself.",
    },
    {
      id: "perplexity",
      space: "evaluate-metric/perplexity",
      description:
        "The exponential of the cross-entropy: roughly how many words the model is hesitating between. Lower is better.",
    },
  ],
  models: [
    {
      id: "answerdotai/ModernBERT-large",
      description:
        "A modernised BERT trained on trillions of tokens of text and code, with an 8,192-token context and fast alternating local and global attention.",
    },
    {
      id: "FacebookAI/xlm-roberta-base",
      description:
        "A RoBERTa-style encoder pretrained on filtered Common Crawl text in 100 languages; a common base for multilingual classifiers.",
    },
  ],
  spaces: [],
  // The Hub moved the un-namespaced "distilroberta-base" to this id; the old name redirects.
  widgetModels: ["distilbert/distilroberta-base"],
  demo: {
    inputs: [{ label: "Input", type: "text", content: "Paris is the <mask> of France." }],
    outputs: [
      {
        label: "Most likely words",
        type: "chart",
        content: [
          { label: "capital", score: 0.962 },
          { label: "heart", score: 0.011 },
          { label: "center", score: 0.006 },
          { label: "centre", score: 0.004 },
          { label: "city", score: 0.002 },
        ],
      },
    ],
  },
  about: {
    description: `Fill-mask is masked language modelling, the objective that encoder models such as BERT, RoBERTa and ModernBERT are pretrained with. Some tokens of a sentence are replaced by a special mask token (\`[MASK]\` or \`<mask>\`, depending on the tokenizer) and the model predicts the original token from the context on both sides.

Because the model sees the whole sentence at once, it learns rich bidirectional representations of language. That is why these encoders are the starting point for classifiers, named-entity taggers, extractive question answering and embedding models: the fill-mask head is removed and a small task head is fine-tuned in its place.

Used directly, a fill-mask model returns the most likely tokens for the masked position with their probabilities. This is handy for quick probing of what a model knows, for data augmentation, and for spotting bias: comparing predictions for "he works as a <mask>" and "she works as a <mask>" reveals associations the model learned from its training data.`,
    useCases: [
      {
        title: "Pretraining and domain adaptation",
        text: "Continue masked language modelling on legal, medical or in-house text so the encoder learns the domain's vocabulary before fine-tuning.",
      },
      {
        title: "Probing and bias audits",
        text: "Inspect what a model has learned about facts and social groups by looking at its completions.",
      },
      {
        title: "Text augmentation",
        text: "Create varied training sentences by masking a word and sampling plausible replacements.",
      },
    ],
    inference: `import { InferenceClient } from "@modeldeck/inference";

const client = new InferenceClient(process.env.HF_TOKEN);

const candidates = await client.fillMask({
  model: "distilbert/distilroberta-base",
  inputs: "Paris is the <mask> of France.",
});
// [{ token_str: " capital", score: 0.96, sequence: "Paris is the capital of France.", token: ... }, ...]
console.log(candidates.map((candidate) => candidate.token_str));`,
    resources: [
      {
        title: "Transformers guide: masked language modeling",
        url: "https://huggingface.co/docs/transformers/tasks/masked_language_modeling",
      },
      {
        title: "BERT: pre-training of deep bidirectional transformers (paper)",
        url: "https://arxiv.org/abs/1810.04805",
      },
      {
        title: "ModernBERT (paper)",
        url: "https://arxiv.org/abs/2412.13663",
      },
    ],
  },
  widgetInput: TASK_EXAMPLE_INPUTS["fill-mask"],
} satisfies TaskData;

export default task;
