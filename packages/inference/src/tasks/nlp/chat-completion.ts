import type { ChatCompletionInput, ChatCompletionOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import { expectShape, isNumber, isRecord, isString } from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

/**
 * Sends an OpenAI-style chat completion and returns the whole answer.
 *
 * @example
 * ```ts
 * import { chatCompletion } from "@modeldeck/inference";
 * const answer = await chatCompletion({
 *   accessToken: "hf_…",
 *   provider: "together",
 *   model: "meta-llama/Llama-3.1-8B-Instruct",
 *   messages: [{ role: "user", content: "Hello!" }],
 * });
 * console.log(answer.choices[0]?.message.content);
 * ```
 */
export async function chatCompletion(
  args: BaseArgs & ChatCompletionInput,
  options?: Options,
): Promise<ChatCompletionOutput> {
  const { data } = await innerRequest<unknown>(args, {
    ...options,
    task: "text-generation",
    chatCompletion: true,
  });
  const valid =
    isRecord(data) &&
    Array.isArray(data.choices) &&
    isNumber(data.created) &&
    isString(data.id) &&
    isString(data.model) &&
    (data.system_fingerprint == null || isString(data.system_fingerprint)) &&
    // Some servers send `usage: null` (counts not kept); 4.x accepts it too.
    (data.usage === null || isRecord(data.usage));
  return expectShape(data, valid, "ChatCompletionOutput");
}
