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
/** Document question answering: a document image and a question in, answers out. */
export interface DocumentQuestionAnsweringInput {
  inputs: DocumentQuestionAnsweringInputData;
  parameters?: DocumentQuestionAnsweringParameters;
  [property: string]: unknown;
}
/** Options of document question answering. */
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
/** One answer, with its word span when the model gives one. */
export interface DocumentQuestionAnsweringOutputElement {
  answer: string;
  start?: number;
  end?: number;
  score?: number;
  [property: string]: unknown;
}
/** Every answer, best first. */
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
/** Visual question answering: an image and a question in, answers out. */
export interface VisualQuestionAnsweringInput {
  inputs: VisualQuestionAnsweringInputData;
  parameters?: VisualQuestionAnsweringParameters;
  [property: string]: unknown;
}
/** Options of visual question answering. */
export interface VisualQuestionAnsweringParameters {
  top_k?: number;
  [property: string]: unknown;
}
/** One answer with its score. */
export interface VisualQuestionAnsweringOutputElement {
  answer: string;
  score: number;
  [property: string]: unknown;
}
/** Every answer, best first. */
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
