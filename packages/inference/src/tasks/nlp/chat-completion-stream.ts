import type { ChatCompletionInput, ChatCompletionStreamOutput } from "@modeldeck/tasks";
import type { BaseArgs, Options } from "../../types.js";
import { streamingRequest } from "../custom/streaming-request.js";

/**
 * Streams an OpenAI-style chat completion, one event per generated piece.
 *
 * @example
 * ```ts
 * import { chatCompletionStream } from "@modeldeck/inference";
 * for await (const chunk of chatCompletionStream({
 *   accessToken: "hf_…",
 *   model: "meta-llama/Llama-3.1-8B-Instruct",
 *   messages: [{ role: "user", content: "Tell me a story" }],
 * })) process.stdout.write(chunk.choices[0]?.delta.content ?? "");
 * ```
 */
export function chatCompletionStream(
  args: BaseArgs & ChatCompletionInput,
  options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
  return streamingRequest<ChatCompletionStreamOutput>(args, {
    ...options,
    task: "text-generation",
    chatCompletion: true,
  });
}
