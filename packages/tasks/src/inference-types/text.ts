import type { ClassificationOutputElement, ClassificationOutputTransform } from "./common.js";

/**
 * Feature extraction: text in, embeddings out.
 *
 * @example
 * ```ts
 * const input: FeatureExtractionInput = { inputs: ["That is a happy person"], normalize: true };
 * ```
 */
export interface FeatureExtractionInput {
  inputs: string | string[];
  normalize?: boolean;
  prompt_name?: string;
  truncate?: boolean;
  truncation_direction?: "Left" | "Right";
  parameters?: Record<string, unknown>;
  [property: string]: unknown;
}
/** Embeddings: one vector per input (or per token, for models without pooling). */
export type FeatureExtractionOutput = (number | number[] | number[][])[];

/**
 * Fill mask: text with a mask token in, candidate fillings out.
 *
 * @example
 * ```ts
 * const input: FillMaskInput = { inputs: "The capital of France is [MASK].", parameters: { top_k: 3 } };
 * ```
 */
export interface FillMaskInput {
  inputs: string;
  parameters?: FillMaskParameters;
  [property: string]: unknown;
}
/** Options of fill mask. */
export interface FillMaskParameters {
  targets?: string[];
  top_k?: number;
  [property: string]: unknown;
}
/** One candidate: the token, its text, the completed sequence and the score. */
export interface FillMaskOutputElement {
  score: number;
  sequence: string;
  token: number;
  token_str: string;
  [property: string]: unknown;
}
/** Candidates, best first. */
export type FillMaskOutput = FillMaskOutputElement[];

/**
 * Extractive question answering: a question and a context in, a span of the context out.
 *
 * @example
 * ```ts
 * const input: QuestionAnsweringInput = { inputs: { question: "Where?", context: "In Paris." } };
 * ```
 */
export interface QuestionAnsweringInput {
  inputs: QuestionAnsweringInputData;
  parameters?: QuestionAnsweringParameters;
  [property: string]: unknown;
}
/** The question and the text that answers it. */
export interface QuestionAnsweringInputData {
  question: string;
  context: string;
}
/** Options of question answering. */
export interface QuestionAnsweringParameters {
  align_to_words?: boolean;
  doc_stride?: number;
  handle_impossible_answer?: boolean;
  max_answer_len?: number;
  max_question_len?: number;
  max_seq_len?: number;
  top_k?: number;
  [property: string]: unknown;
}
/** One answer with its character span in the context. */
export interface QuestionAnsweringOutputElement {
  answer: string;
  score: number;
  start: number;
  end: number;
  [property: string]: unknown;
}
/** Answers, best first. */
export type QuestionAnsweringOutput = QuestionAnsweringOutputElement[];

/**
 * Sentence similarity: one sentence compared with others.
 *
 * @example
 * ```ts
 * const input: SentenceSimilarityInput = { inputs: { source_sentence: "A happy person", sentences: ["A happy dog"] } };
 * ```
 */
export interface SentenceSimilarityInput {
  inputs: SentenceSimilarityInputData;
  parameters?: Record<string, unknown>;
  [property: string]: unknown;
}
/** The sentence and the sentences to compare it with. */
export interface SentenceSimilarityInputData {
  source_sentence: string;
  sentences: string[];
}
/** One similarity score per compared sentence. */
export type SentenceSimilarityOutput = number[];

/** How long inputs are cut to fit the model. */
export type TruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

/**
 * Summarization: a long text in, a summary out.
 *
 * @example
 * ```ts
 * const input: SummarizationInput = { inputs: longText, parameters: { truncation: "only_first" } };
 * ```
 */
export interface SummarizationInput {
  inputs: string;
  parameters?: SummarizationParameters;
  [property: string]: unknown;
}
/** Options of summarization. */
export interface SummarizationParameters {
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: Record<string, unknown>;
  truncation?: TruncationStrategy;
  [property: string]: unknown;
}
/** The summary. */
export interface SummarizationOutput {
  summary_text: string;
  [property: string]: unknown;
}

/**
 * Table question answering: a table and a question in, the answer cells out.
 *
 * @example
 * ```ts
 * const input: TableQuestionAnsweringInput = {
 *   inputs: { query: "How many stars?", table: { Repository: ["Transformers"], Stars: ["36542"] } },
 * };
 * ```
 */
export interface TableQuestionAnsweringInput {
  inputs: TableQuestionAnsweringInputData;
  parameters?: TableQuestionAnsweringParameters;
  [property: string]: unknown;
}
/** The question and the table, as columns of cell texts. */
export interface TableQuestionAnsweringInputData {
  query: string;
  table: Record<string, string[]>;
}
/** Options of table question answering. */
export interface TableQuestionAnsweringParameters {
  padding?: "do_not_pad" | "longest" | "max_length";
  sequential?: boolean;
  truncation?: boolean;
  [property: string]: unknown;
}
/** The answer, the cells it comes from and the aggregation applied. */
export interface TableQuestionAnsweringOutputElement {
  answer: string;
  cells: string[];
  coordinates: number[][];
  aggregator?: string;
  [property: string]: unknown;
}
/** Answers. */
export type TableQuestionAnsweringOutput = TableQuestionAnsweringOutputElement[];

/**
 * Text classification: a text in, labels with scores out.
 *
 * @example
 * ```ts
 * const input: TextClassificationInput = { inputs: "I love it", parameters: { function_to_apply: "softmax" } };
 * ```
 */
export interface TextClassificationInput {
  inputs: string;
  parameters?: TextClassificationParameters;
  [property: string]: unknown;
}
/** Options of text classification. */
export interface TextClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}
/** One predicted class. */
export type TextClassificationOutputElement = ClassificationOutputElement;
/** The predicted classes, best first. */
export type TextClassificationOutput = TextClassificationOutputElement[];

/**
 * Token classification (named entities, parts of speech): a text in, labelled spans out.
 *
 * @example
 * ```ts
 * const input: TokenClassificationInput = { inputs: "My name is Sarah", parameters: { aggregation_strategy: "simple" } };
 * ```
 */
export interface TokenClassificationInput {
  inputs: string;
  parameters?: TokenClassificationParameters;
  [property: string]: unknown;
}
/** Options of token classification. */
export interface TokenClassificationParameters {
  aggregation_strategy?: "none" | "simple" | "first" | "average" | "max";
  ignore_labels?: string[];
  stride?: number;
  [property: string]: unknown;
}
/** One labelled span: `entity_group` with aggregation, `entity` without. */
export interface TokenClassificationOutputElement {
  entity_group?: string;
  entity?: string;
  score: number;
  word: string;
  start?: number;
  end?: number;
  [property: string]: unknown;
}
/** Every span found. */
export type TokenClassificationOutput = TokenClassificationOutputElement[];

/**
 * Translation: a text in, its translation out.
 *
 * @example
 * ```ts
 * const input: TranslationInput = { inputs: "Hello", parameters: { src_lang: "en_XX", tgt_lang: "fr_XX" } };
 * ```
 */
export interface TranslationInput {
  inputs: string;
  parameters?: TranslationParameters;
  [property: string]: unknown;
}
/** Options of translation. */
export interface TranslationParameters {
  src_lang?: string;
  tgt_lang?: string;
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: Record<string, unknown>;
  truncation?: TruncationStrategy;
  [property: string]: unknown;
}
/** The translation. */
export interface TranslationOutput {
  translation_text: string;
  [property: string]: unknown;
}

/**
 * Zero-shot classification: a text and candidate labels in, scores out.
 *
 * @example
 * ```ts
 * const input: ZeroShotClassificationInput = { inputs: "I want a refund", parameters: { candidate_labels: ["refund", "legal"] } };
 * ```
 */
export interface ZeroShotClassificationInput {
  inputs: string | string[];
  parameters: ZeroShotClassificationParameters;
  [property: string]: unknown;
}
/** Options of zero-shot classification. */
export interface ZeroShotClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  multi_label?: boolean;
  [property: string]: unknown;
}
/**
 * The hosted pipeline's answer for one input: its text and every label with its score, in the
 * same order.
 */
export interface ZeroShotClassificationOutputElement {
  sequence: string;
  labels: string[];
  scores: number[];
  [property: string]: unknown;
}
/** One element per input text. */
export type ZeroShotClassificationOutput = ZeroShotClassificationOutputElement[];
