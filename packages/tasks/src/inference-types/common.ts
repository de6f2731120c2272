/**
 * How classification scores are normalized before they are returned.
 *
 * @example
 * ```ts
 * const parameters: TextClassificationParameters = { function_to_apply: "softmax", top_k: 3 };
 * ```
 */
export type ClassificationOutputTransform = "sigmoid" | "softmax" | "none";

/**
 * A label with its score: the output element of every classification task.
 *
 * @example
 * ```ts
 * const element: ClassificationOutputElement = { label: "POSITIVE", score: 0.99 };
 * ```
 */
export interface ClassificationOutputElement {
  label: string;
  score: number;
}

/**
 * Decoding settings shared by the generation pipelines (speech recognition, image to text,
 * text to speech), as in the `transformers` `generate` configuration.
 *
 * @example
 * ```ts
 * const generation: GenerationParameters = { max_new_tokens: 64, do_sample: true, temperature: 0.7 };
 * ```
 */
export interface GenerationParameters {
  do_sample?: boolean;
  early_stopping?: boolean | "never";
  epsilon_cutoff?: number;
  eta_cutoff?: number;
  max_length?: number;
  max_new_tokens?: number;
  min_length?: number;
  min_new_tokens?: number;
  num_beam_groups?: number;
  num_beams?: number;
  penalty_alpha?: number;
  temperature?: number;
  top_k?: number;
  top_p?: number;
  typical_p?: number;
  use_cache?: boolean;
  [property: string]: unknown;
}

/**
 * The width and height an image task should produce.
 *
 * @example
 * ```ts
 * const size: TargetSize = { width: 1024, height: 768 };
 * ```
 */
export interface TargetSize {
  width: number;
  height: number;
}
