/**
 * The image and question of document question answering.
 *
 * @example
 * ```ts
 * const data: DocumentQuestionAnsweringInputData = { image: scanBlob, question: "What is the invoice number?" };
 * ```
 */
export interface DocumentQuestionAnsweringInputData {
  image: unknown;
  question: string;
}
/**
 * Document question answering: a document image and a question in, answers with their position in
 * the document out.
 *
 * @example
 * ```ts
 * const input: DocumentQuestionAnsweringInput = { inputs: { image: scanBlob, question: "What is the invoice total?" } };
 * ```
 */
export interface DocumentQuestionAnsweringInput {
  inputs: DocumentQuestionAnsweringInputData;
  parameters?: DocumentQuestionAnsweringParameters;
  [property: string]: unknown;
}
/**
 * Options of document question answering: how many answers to return, length limits, and pre-
 * computed OCR `word_boxes` to skip the model's own text recognition.
 *
 * @example
 * ```ts
 * const parameters: DocumentQuestionAnsweringParameters = { top_k: 3, max_answer_len: 20, handle_impossible_answer: true };
 * ```
 */
export interface DocumentQuestionAnsweringParameters {
  doc_stride?: number;
  handle_impossible_answer?: boolean;
  lang?: string;
  max_answer_len?: number;
  max_question_len?: number;
  max_seq_len?: number;
  top_k?: number;
  word_boxes?: (string | number[])[];
  [property: string]: unknown;
}
/**
 * One answer found in a document, with its word span when the model gives one and its score.
 *
 * @example
 * ```ts
 * const element: DocumentQuestionAnsweringOutputElement = { answer: "us-001", start: 16, end: 16, score: 0.42 };
 * ```
 */
export interface DocumentQuestionAnsweringOutputElement {
  answer: string;
  start?: number;
  end?: number;
  score?: number;
  [property: string]: unknown;
}
/**
 * Every answer found in a document, best first.
 *
 * @example
 * ```ts
 * const output: DocumentQuestionAnsweringOutput = [{ answer: "us-001", score: 0.42 }];
 * const best = output[0]?.answer;
 * ```
 */
export type DocumentQuestionAnsweringOutput = DocumentQuestionAnsweringOutputElement[];

/**
 * The image and question of visual question answering.
 *
 * @example
 * ```ts
 * const data: VisualQuestionAnsweringInputData = { image: photoBlob, question: "How many cats are there?" };
 * ```
 */
export interface VisualQuestionAnsweringInputData {
  image: unknown;
  question: string;
}
/**
 * Visual question answering: an image and a question about it in, short answers with scores out.
 *
 * @example
 * ```ts
 * const input: VisualQuestionAnsweringInput = { inputs: { image: imageBlob, question: "How many cats are there?" } };
 * ```
 */
export interface VisualQuestionAnsweringInput {
  inputs: VisualQuestionAnsweringInputData;
  parameters?: VisualQuestionAnsweringParameters;
  [property: string]: unknown;
}
/**
 * Options of visual question answering: how many candidate answers to return.
 *
 * @example
 * ```ts
 * const parameters: VisualQuestionAnsweringParameters = { top_k: 3 };
 * ```
 */
export interface VisualQuestionAnsweringParameters {
  top_k?: number;
  [property: string]: unknown;
}
/**
 * One candidate answer about an image with its score between 0 and 1.
 *
 * @example
 * ```ts
 * const element: VisualQuestionAnsweringOutputElement = { answer: "2", score: 0.93 };
 * ```
 */
export interface VisualQuestionAnsweringOutputElement {
  answer: string;
  score: number;
  [property: string]: unknown;
}
/**
 * Every candidate answer about an image, best first.
 *
 * @example
 * ```ts
 * const output: VisualQuestionAnsweringOutput = [{ answer: "2", score: 0.93 }, { answer: "1", score: 0.04 }];
 * ```
 */
export type VisualQuestionAnsweringOutput = VisualQuestionAnsweringOutputElement[];

/**
 * Tabular classification and regression: columns of values in, one prediction per row out.
 *
 * @example
 * ```ts
 * const input: TabularDataInput = { inputs: { data: { fixed_acidity: ["7.4", "7.8"], alcohol: ["9.4", "9.8"] } } };
 * ```
 */
export interface TabularDataInput {
  inputs: { data: Record<string, string[]> };
  [property: string]: unknown;
}
