/**
 * The Hub's first models, published under bare names, and the organisation ids the Hub moved
 * them to in 2024 (announced with the documentation change "rename canonical models to their
 * new repo", huggingface/hub-docs pull request 1246, merged 2024-03-14). The Hub answers a
 * request for an old id by redirecting it to the new one; so does this server, and the seed
 * stores each of these models once, under its new id.
 *
 * @example
 * ```ts
 * LEGACY_MODEL_IDS["gpt2"]; // "openai-community/gpt2"
 * ```
 */
export const LEGACY_MODEL_IDS: Readonly<Record<string, string>> = {
  "albert-base-v2": "albert/albert-base-v2",
  "bert-base-cased": "google-bert/bert-base-cased",
  "bert-base-chinese": "google-bert/bert-base-chinese",
  "bert-base-multilingual-cased": "google-bert/bert-base-multilingual-cased",
  "bert-base-multilingual-uncased": "google-bert/bert-base-multilingual-uncased",
  "bert-base-uncased": "google-bert/bert-base-uncased",
  "bert-large-uncased": "google-bert/bert-large-uncased",
  "distilbert-base-cased-distilled-squad": "distilbert/distilbert-base-cased-distilled-squad",
  "distilbert-base-multilingual-cased": "distilbert/distilbert-base-multilingual-cased",
  "distilbert-base-uncased": "distilbert/distilbert-base-uncased",
  "distilbert-base-uncased-finetuned-sst-2-english":
    "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
  distilgpt2: "distilbert/distilgpt2",
  gpt2: "openai-community/gpt2",
  "gpt2-medium": "openai-community/gpt2-medium",
  "roberta-base": "FacebookAI/roberta-base",
  "roberta-large": "FacebookAI/roberta-large",
  "t5-base": "google-t5/t5-base",
  "t5-small": "google-t5/t5-small",
  "xlm-roberta-base": "FacebookAI/xlm-roberta-base",
  "xlm-roberta-large": "FacebookAI/xlm-roberta-large",
  "xlm-roberta-large-finetuned-conll03-english":
    "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
};

/**
 * The id a legacy id moved to, matched without regard to case as ids are, or `undefined` for
 * any other id.
 *
 * @example
 * ```ts
 * canonicalModelId("GPT2"); // "openai-community/gpt2"
 * canonicalModelId("openai-community/gpt2"); // undefined
 * ```
 */
export function canonicalModelId(id: string): string | undefined {
  const key = id.toLowerCase();
  return Object.hasOwn(LEGACY_MODEL_IDS, key) ? LEGACY_MODEL_IDS[key] : undefined;
}
