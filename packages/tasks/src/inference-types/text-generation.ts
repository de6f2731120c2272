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

/**
 * Options of raw text generation (without a chat template): length, sampling, stop sequences, and
 * `details` to get token-level information back. Chat models are better called through chat
 * completion.
 *
 * @example
 * ```ts
 * const parameters: TextGenerationInputParameters = { max_new_tokens: 100, temperature: 0.8, top_p: 0.95, stop: ["\n\n"] };
 * ```
 */
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

/**
 * Why generation stopped: the token limit (`length`), the model's end-of-sequence token
 * (`eos_token`) or one of the requested stop sequences (`stop_sequence`). A `length` answer is cut
 * short.
 *
 * @example
 * ```ts
 * const reason: TextGenerationOutputFinishReason = "length";
 * if (reason === "length") console.log("raise max_new_tokens for a complete answer");
 * ```
 */
export type TextGenerationOutputFinishReason = "length" | "eos_token" | "stop_sequence";

/**
 * One token of the prompt or of the answer: its id in the vocabulary, its text, its log
 * probability, and whether it is a special token that should not be shown.
 *
 * @example
 * ```ts
 * const token: TextGenerationOutputToken = { id: 995, text: " world", logprob: -0.42, special: false };
 * ```
 */
export interface TextGenerationOutputToken {
  id: number;
  text: string;
  logprob: number;
  special: boolean;
}

/**
 * Token-level details of a generation, returned only when `details` is requested: why it stopped,
 * how many tokens it made, and each token with its log probability.
 *
 * @example
 * ```ts
 * const { details } = await textGeneration({ model: "openai-community/gpt2", inputs: "Hello", parameters: { details: true } });
 * console.log(details?.finish_reason, details?.generated_tokens);
 * ```
 */
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
