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
/** One streamed token (the reference client's name for it). */
export type TextGenerationStreamToken = TextGenerationOutputToken;
/** Why a streamed generation stopped (the reference client's name for it). */
export type TextGenerationStreamFinishReason = TextGenerationOutputFinishReason;
/** The details of the last stream event (the reference client's name for them). */
export type TextGenerationStreamDetails = TextGenerationOutputDetails;

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
