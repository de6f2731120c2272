import type { ClassificationOutputElement, ClassificationOutputTransform } from "./common.js";

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
/**
 * Options of text classification: how many labels to return and how scores are normalized
 * (`sigmoid` for multi-label models).
 *
 * @example
 * ```ts
 * const parameters: TextClassificationParameters = { top_k: 2, function_to_apply: "sigmoid" };
 * ```
 */
export interface TextClassificationParameters {
  function_to_apply?: ClassificationOutputTransform;
  top_k?: number;
  [property: string]: unknown;
}
/**
 * One predicted class of a text with its score between 0 and 1.
 *
 * @example
 * ```ts
 * const element: TextClassificationOutputElement = { label: "POSITIVE", score: 0.9998 };
 * ```
 */
export type TextClassificationOutputElement = ClassificationOutputElement;
/**
 * The predicted classes of a text, best first.
 *
 * @example
 * ```ts
 * const output: TextClassificationOutput = await textClassification({ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", inputs: "I love it" });
 * const label = output[0]?.label; // "POSITIVE"
 * ```
 */
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
/**
 * Options of token classification: how word pieces are merged into entities, labels to leave out
 * (such as `O`), and the stride for texts longer than the model's window.
 *
 * @example
 * ```ts
 * const parameters: TokenClassificationParameters = { aggregation_strategy: "simple", ignore_labels: ["O"] };
 * ```
 */
export interface TokenClassificationParameters {
  aggregation_strategy?: "none" | "simple" | "first" | "average" | "max";
  ignore_labels?: string[];
  stride?: number;
  [property: string]: unknown;
}
/**
 * One labelled span: `entity_group` is set when pieces were aggregated, `entity` when they were
 * not. `start` and `end` are character offsets into the text.
 *
 * @example
 * ```ts
 * const element: TokenClassificationOutputElement = { entity_group: "PER", score: 0.99, word: "Sarah", start: 11, end: 16 };
 * ```
 */
export interface TokenClassificationOutputElement {
  entity_group?: string;
  entity?: string;
  score: number;
  word: string;
  start?: number;
  end?: number;
  [property: string]: unknown;
}
/**
 * Every span found in the text, in reading order.
 *
 * @example
 * ```ts
 * const output: TokenClassificationOutput = await tokenClassification({ model: "dslim/bert-base-NER", inputs: "My name is Sarah and I live in London" });
 * const people = output.filter((span) => span.entity_group === "PER");
 * ```
 */
export type TokenClassificationOutput = TokenClassificationOutputElement[];

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
/**
 * Options of zero-shot classification: the labels to choose from, chosen at call time, the
 * sentence template each label is placed in, and `multi_label` when several labels can be true at
 * once.
 *
 * @example
 * ```ts
 * const parameters: ZeroShotClassificationParameters = {
 *   candidate_labels: ["refund", "legal", "faq"],
 *   hypothesis_template: "This message is about {}.",
 *   multi_label: false,
 * };
 * ```
 */
export interface ZeroShotClassificationParameters {
  candidate_labels: string[];
  hypothesis_template?: string;
  multi_label?: boolean;
  [property: string]: unknown;
}
/**
 * The scores of one input text: the labels sorted best first and their scores in the same order.
 *
 * @example
 * ```ts
 * const element: ZeroShotClassificationOutputElement = { sequence: "I want my money back", labels: ["refund", "faq", "legal"], scores: [0.91, 0.06, 0.03] };
 * ```
 */
export interface ZeroShotClassificationOutputElement {
  sequence: string;
  labels: string[];
  scores: number[];
  [property: string]: unknown;
}
/**
 * One element per input text, in input order.
 *
 * @example
 * ```ts
 * const output: ZeroShotClassificationOutput = await zeroShotClassification({
 *   model: "facebook/bart-large-mnli",
 *   inputs: "I want my money back",
 *   parameters: { candidate_labels: ["refund", "legal", "faq"] },
 * });
 * ```
 */
export type ZeroShotClassificationOutput = ZeroShotClassificationOutputElement[];
