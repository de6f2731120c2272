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
/**
 * Embeddings: one vector per input text, or one vector per token for models without pooling, which
 * is why the nesting depth varies. Check the shape before comparing vectors.
 *
 * @example
 * ```ts
 * const output: FeatureExtractionOutput = await featureExtraction({ model: "sentence-transformers/all-MiniLM-L6-v2", inputs: "Hello" });
 * const isPooled = output.every((value) => typeof value === "number");
 * ```
 */
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
/**
 * Options of fill mask: how many candidates to return, or a fixed list of `targets` to score
 * instead of searching the whole vocabulary.
 *
 * @example
 * ```ts
 * const parameters: FillMaskParameters = { top_k: 3, targets: ["capital", "heart"] };
 * ```
 */
export interface FillMaskParameters {
  targets?: string[];
  top_k?: number;
  [property: string]: unknown;
}
/**
 * One candidate for the mask: the token id and text, the completed sentence and its score.
 *
 * @example
 * ```ts
 * const element: FillMaskOutputElement = { score: 0.93, token: 3007, token_str: "capital", sequence: "paris is the capital of france." };
 * ```
 */
export interface FillMaskOutputElement {
  score: number;
  sequence: string;
  token: number;
  token_str: string;
  [property: string]: unknown;
}
/**
 * Every candidate for the mask, best first.
 *
 * @example
 * ```ts
 * const output: FillMaskOutput = await fillMask({ model: "google-bert/bert-base-uncased", inputs: "Paris is the [MASK] of France." });
 * const words = output.map((candidate) => candidate.token_str);
 * ```
 */
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
/**
 * The question and the context text whose span answers it. The model extracts, it does not invent,
 * so the context must contain the answer.
 *
 * @example
 * ```ts
 * const data: QuestionAnsweringInputData = { question: "Where do I live?", context: "My name is Sarah and I live in London." };
 * ```
 */
export interface QuestionAnsweringInputData {
  question: string;
  context: string;
}
/**
 * Options of extractive question answering: how many answers, length limits, and
 * `handle_impossible_answer` to allow an empty answer when the context has none.
 *
 * @example
 * ```ts
 * const parameters: QuestionAnsweringParameters = { top_k: 2, max_answer_len: 15, handle_impossible_answer: true };
 * ```
 */
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
/**
 * One answer with its score and its character span in the context, so a page can highlight it.
 *
 * @example
 * ```ts
 * const element: QuestionAnsweringOutputElement = { answer: "London", score: 0.98, start: 31, end: 37 };
 * ```
 */
export interface QuestionAnsweringOutputElement {
  answer: string;
  score: number;
  start: number;
  end: number;
  [property: string]: unknown;
}
/**
 * Every answer found in the context, best first.
 *
 * @example
 * ```ts
 * const output: QuestionAnsweringOutput = [{ answer: "London", score: 0.98, start: 31, end: 37 }];
 * ```
 */
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
/**
 * The sentence to compare and the sentences to compare it with; one request scores them all.
 *
 * @example
 * ```ts
 * const data: SentenceSimilarityInputData = { source_sentence: "That is a happy person", sentences: ["That is a happy dog", "Today is a sunny day"] };
 * ```
 */
export interface SentenceSimilarityInputData {
  source_sentence: string;
  sentences: string[];
}
/**
 * One similarity score per compared sentence, in the order they were given (not sorted).
 *
 * @example
 * ```ts
 * const scores: SentenceSimilarityOutput = [0.69, 0.26];
 * const closest = scores.indexOf(Math.max(...scores));
 * ```
 */
export type SentenceSimilarityOutput = number[];

/**
 * How inputs longer than the model's window are cut: not at all (the request fails), from the
 * longest input first, or only from the first or second input of a pair.
 *
 * @example
 * ```ts
 * const strategy: TruncationStrategy = "longest_first";
 * const parameters: SummarizationParameters = { truncation: strategy };
 * ```
 */
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
/**
 * Options of summarization: how long inputs are truncated, and generation settings such as the
 * summary length.
 *
 * @example
 * ```ts
 * const parameters: SummarizationParameters = { truncation: "only_first", generate_parameters: { max_length: 120 } };
 * ```
 */
export interface SummarizationParameters {
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: Record<string, unknown>;
  truncation?: TruncationStrategy;
  [property: string]: unknown;
}
/**
 * The summary of a text.
 *
 * @example
 * ```ts
 * const { summary_text }: SummarizationOutput = await summarization({ model: "facebook/bart-large-cnn", inputs: article });
 * ```
 */
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
/**
 * The question and the table, given as columns of cell texts (every column the same length).
 * Numbers are written as text, as the table models expect.
 *
 * @example
 * ```ts
 * const data: TableQuestionAnsweringInputData = {
 *   query: "How many stars does transformers have?",
 *   table: { Repository: ["transformers", "datasets"], Stars: ["36542", "4512"] },
 * };
 * ```
 */
export interface TableQuestionAnsweringInputData {
  query: string;
  table: Record<string, string[]>;
}
/**
 * Options of table question answering: padding and truncation of the encoded table, and
 * `sequential` for questions that refer to earlier ones.
 *
 * @example
 * ```ts
 * const parameters: TableQuestionAnsweringParameters = { truncation: true, padding: "longest" };
 * ```
 */
export interface TableQuestionAnsweringParameters {
  padding?: "do_not_pad" | "longest" | "max_length";
  sequential?: boolean;
  truncation?: boolean;
  [property: string]: unknown;
}
/**
 * The answer to a question about a table, the cells it comes from (with their row and column), and
 * the aggregation applied to them, such as `SUM` or `COUNT`.
 *
 * @example
 * ```ts
 * const element: TableQuestionAnsweringOutputElement = { answer: "SUM > 36542", cells: ["36542"], coordinates: [[0, 1]], aggregator: "SUM" };
 * ```
 */
export interface TableQuestionAnsweringOutputElement {
  answer: string;
  cells: string[];
  coordinates: number[][];
  aggregator?: string;
  [property: string]: unknown;
}
/**
 * The answers to a question about a table.
 *
 * @example
 * ```ts
 * const output: TableQuestionAnsweringOutput = [{ answer: "36542", cells: ["36542"], coordinates: [[0, 1]] }];
 * ```
 */
export type TableQuestionAnsweringOutput = TableQuestionAnsweringOutputElement[];

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
/**
 * Options of translation: the source and target language codes that multilingual models need, plus
 * truncation and generation settings.
 *
 * @example
 * ```ts
 * const parameters: TranslationParameters = { src_lang: "en_XX", tgt_lang: "fr_XX" };
 * ```
 */
export interface TranslationParameters {
  src_lang?: string;
  tgt_lang?: string;
  clean_up_tokenization_spaces?: boolean;
  generate_parameters?: Record<string, unknown>;
  truncation?: TruncationStrategy;
  [property: string]: unknown;
}
/**
 * The translated text.
 *
 * @example
 * ```ts
 * const { translation_text }: TranslationOutput = await translation({ model: "google-t5/t5-base", inputs: "My name is Wolfgang" });
 * ```
 */
export interface TranslationOutput {
  translation_text: string;
  [property: string]: unknown;
}
