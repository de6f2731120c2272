import { chatCompletionStream, type Options } from "@modeldeck/inference";
import { taskBase, type BatchAnswer, type BatchColumn } from "./batch-task.js";

/**
 * Runs one chat row as a stream, so the batch learns the time to the first token as well as the
 * total: the answer is the streamed text put together, the output the shape of a whole chat
 * completion (one choice), and usage is taken from the event that reports it (providers that
 * honour `stream_options.include_usage`, or send it anyway, on the last event).
 *
 * @example
 * ```ts
 * const { answer, firstTokenMs } = await streamedChat(column, "What is 2 + 2?", undefined, options);
 * ```
 */
export async function streamedChat(
  column: BatchColumn,
  input: string,
  accessToken: string | undefined,
  options: Options,
): Promise<BatchAnswer> {
  const started = performance.now();
  let firstTokenMs: number | undefined;
  let content = "";
  let finishReason: string | null = null;
  let usage: { prompt_tokens?: number; completion_tokens?: number } | undefined;
  let model: string | undefined;
  let id: string | undefined;
  for await (const event of chatCompletionStream(
    {
      ...column.parameters,
      ...taskBase(column, accessToken),
      messages: [{ role: "user", content: input }],
    },
    options,
  )) {
    id ??= event.id;
    model ??= event.model;
    const choice = event.choices?.[0];
    const piece = choice?.delta?.content;
    if (typeof piece === "string" && piece !== "") {
      firstTokenMs ??= performance.now() - started;
      content += piece;
    }
    if (choice?.finish_reason) finishReason = choice.finish_reason;
    if (event.usage) usage = event.usage;
  }
  return {
    output: {
      ...(id === undefined ? {} : { id }),
      ...(model === undefined ? {} : { model }),
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: finishReason }],
      ...(usage === undefined ? {} : { usage }),
    },
    answer: content,
    ...(firstTokenMs === undefined ? {} : { firstTokenMs }),
    ...(typeof usage?.prompt_tokens === "number" ? { promptTokens: usage.prompt_tokens } : {}),
    ...(typeof usage?.completion_tokens === "number"
      ? { completionTokens: usage.completion_tokens }
      : {}),
  };
}
