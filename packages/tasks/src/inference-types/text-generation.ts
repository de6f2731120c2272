/**
 * Text generation (completion of a prompt), as served by text-generation-inference.
 *
 * @example
 * ```ts
 * const input: TextGenerationInput = { inputs: "The answer to the universe is", parameters: { max_new_tokens: 50 } };
 * ```
 */
export interface TextGenerationInput {
  inputs: string;
  parameters?: TextGenerationInputParameters;
  stream?: boolean;
  [property: string]: unknown;
}

/** Options of text generation. */
export interface TextGenerationInputParameters {
  adapter_id?: string;
  best_of?: number;
  decoder_input_details?: boolean;
  details?: boolean;
  do_sample?: boolean;
  frequency_penalty?: number;
  grammar?: { type: "json" | "regex" | "json_schema"; value: unknown };
  max_new_tokens?: number;
  repetition_penalty?: number;
  return_full_text?: boolean;
  seed?: number;
  stop?: string[];
  temperature?: number;
  top_k?: number;
  top_n_tokens?: number;
  top_p?: number;
  truncate?: number;
  typical_p?: number;
  watermark?: boolean;
  [property: string]: unknown;
}

/** Why generation stopped. */
export type TextGenerationOutputFinishReason = "length" | "eos_token" | "stop_sequence";

/** One token of the prompt or of the answer. */
export interface TextGenerationOutputToken {
  id: number;
  text: string;
  logprob: number;
  special: boolean;
}

/** Generation details, when `details` is requested. */
export interface TextGenerationOutputDetails {
  finish_reason: TextGenerationOutputFinishReason;
  generated_tokens: number;
  seed?: number;
  prefill: { id: number; text: string; logprob?: number }[];
  tokens: TextGenerationOutputToken[];
  top_tokens?: TextGenerationOutputToken[][];
  [property: string]: unknown;
}

/**
 * The generated text.
 *
 * @example
 * ```ts
 * const { generated_text } = await textGeneration(input);
 * ```
 */
export interface TextGenerationOutput {
  generated_text: string;
  details?: TextGenerationOutputDetails;
  [property: string]: unknown;
}

/**
 * One event of a streamed text generation: the next token, and at the end the whole text.
 *
 * @example
 * ```ts
 * for await (const event of textGenerationStream(input)) process.stdout.write(event.token.text);
 * ```
 */
export interface TextGenerationStreamOutput {
  index?: number;
  token: TextGenerationOutputToken;
  top_tokens?: TextGenerationOutputToken[];
  generated_text: string | null;
  details: TextGenerationOutputDetails | null;
  [property: string]: unknown;
}
