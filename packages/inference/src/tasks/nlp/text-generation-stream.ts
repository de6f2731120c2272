import type {
  TextGenerationInput,
  TextGenerationOutputDetails,
  TextGenerationOutputFinishReason,
  TextGenerationOutputToken,
  TextGenerationStreamOutput,
} from "@modeldeck/tasks";
import type { BaseArgs, Options } from "../../types.js";
import { streamingRequest } from "../custom/streaming-request.js";

export type { TextGenerationStreamOutput };
/**
 * One token carried by a `textGenerationStream` event: its id, text, log probability and whether
 * it is a special token. Kept under the reference client's name so code written for it compiles
 * unchanged.
 *
 * @example
 * ```ts
 * for await (const event of textGenerationStream({ model: "gpt2", inputs: "Once upon a time" })) {
 *   const token: TextGenerationStreamToken = event.token;
 *   if (!token.special) process.stdout.write(token.text);
 * }
 * ```
 */
export type TextGenerationStreamToken = TextGenerationOutputToken;
/**
 * Why a streamed generation stopped: it reached the token limit, the model's end-of-sequence
 * token, or one of the stop sequences. Kept under the reference client's name so code written for
 * it compiles unchanged.
 *
 * @example
 * ```ts
 * let reason: TextGenerationStreamFinishReason | undefined;
 * for await (const event of textGenerationStream({ model: "gpt2", inputs: "Hello", parameters: { details: true } })) {
 *   reason = event.details?.finish_reason ?? reason;
 * }
 * if (reason === "length") console.log("cut short: raise max_new_tokens");
 * ```
 */
export type TextGenerationStreamFinishReason = TextGenerationOutputFinishReason;
/**
 * The generation details carried by the last `textGenerationStream` event (finish reason, token
 * count, seed), only when `details` is requested. Kept under the reference client's name so code
 * written for it compiles unchanged.
 *
 * @example
 * ```ts
 * for await (const event of textGenerationStream({ model: "gpt2", inputs: "Hello", parameters: { details: true } })) {
 *   const details: TextGenerationStreamDetails | null = event.details;
 *   if (details) console.log(details.generated_tokens, details.finish_reason);
 * }
 * ```
 */
export type TextGenerationStreamDetails = TextGenerationOutputDetails;

/**
 * One prompt token in the `prefill` list of generation details: its id and text, and its log
 * probability except for the first token, which has none. Kept under the reference client's name
 * so code written for it compiles unchanged.
 *
 * @example
 * ```ts
 * const first: TextGenerationStreamPrefillToken = { id: 1, text: "<s>" };
 * const scored: TextGenerationStreamPrefillToken = { id: 4083, text: " Once", logprob: -7.1 };
 * ```
 */
export interface TextGenerationStreamPrefillToken {
  id: number;
  text: string;
  logprob?: number;
}

/**
 * One of the extra sequences a `best_of` request generated besides the returned one: its text,
 * why it stopped, its token count and tokens. Kept under the reference client's name so code
 * written for it compiles unchanged.
 *
 * @example
 * ```ts
 * const others: TextGenerationStreamBestOfSequence[] = details.best_of_sequences ?? [];
 * for (const sequence of others) console.log(sequence.generated_text, sequence.finish_reason);
 * ```
 */
export interface TextGenerationStreamBestOfSequence {
  generated_text: string;
  finish_reason: TextGenerationStreamFinishReason;
  generated_tokens: number;
  seed?: number;
  prefill: TextGenerationStreamPrefillToken[];
  tokens: TextGenerationStreamToken[];
}

/**
 * Streams a text generation, one event per token; the last event also carries the whole text.
 *
 * @example
 * ```ts
 * import { textGenerationStream } from "@modeldeck/inference";
 * for await (const event of textGenerationStream({ model: "gpt2", inputs: "Once upon a time" })) {
 *   process.stdout.write(event.token.text);
 * }
 * ```
 */
export function textGenerationStream(
  args: BaseArgs & TextGenerationInput,
  options?: Options,
): AsyncGenerator<TextGenerationStreamOutput> {
  return streamingRequest<TextGenerationStreamOutput>(args, {
    ...options,
    task: "text-generation",
  });
}
