import type { TextGenerationInput, TextGenerationOutput } from "@modeldeck/tasks";
import { innerRequest } from "../../internal/inner-request.js";
import {
  expectShape,
  isArrayOf,
  isRecord,
  isString,
  toArray,
} from "../../internal/output-checks.js";
import type { BaseArgs, Options } from "../../types.js";

export type { TextGenerationInput, TextGenerationOutput };

/** OpenAI-style answers (completions, or chat used for plain generation) carry `choices`. */
function fromChoices(data: Record<string, unknown>): TextGenerationOutput {
  const choice = (data.choices as unknown[])[0];
  const record = isRecord(choice) ? choice : {};
  const message = isRecord(record.message) ? record.message : {};
  const text = isString(record.text) ? record.text : message.content;
  return expectShape({ generated_text: text }, isString(text), "ChatCompletionOutput");
}

/**
 * Continues a prompt. hf-inference answers in the text-generation-inference format; providers
 * that speak OpenAI's completions (or chat) API are converted to `{ generated_text }`.
 *
 * @example
 * ```ts
 * import { textGeneration } from "@modeldeck/inference";
 * const { generated_text } = await textGeneration({
 *   model: "openai-community/gpt2",
 *   inputs: "The answer to the universe is",
 *   parameters: { max_new_tokens: 20 },
 * });
 * ```
 */
export async function textGeneration(
  args: BaseArgs & TextGenerationInput,
  options?: Options,
): Promise<TextGenerationOutput> {
  const { data } = await innerRequest<unknown>(args, { ...options, task: "text-generation" });
  if (isRecord(data) && Array.isArray(data.choices)) return fromChoices(data);
  const list = toArray(data);
  const valid = isArrayOf(list, (item) => isRecord(item) && isString(item.generated_text));
  return expectShape<TextGenerationOutput[]>(list, valid, "Array<{generated_text: string}>")[0]!;
}
