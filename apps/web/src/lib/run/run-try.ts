import type { InferenceClient } from "@modeldeck/inference";
import type { PipelineType } from "@modeldeck/tasks";
import { chatMessages, inferenceProvider, streamChat, type TokenUsage } from "./inference-runner";
import type { TaskOutput } from "./task-output";
import type { InputField, TaskSpec } from "./task-spec";
import { advancedChatParameters, type TryInput } from "./try-input";

const MEDIA_FIELDS: InputField[] = ["image", "audio", "video"];

/** True when the fields include a file input. */
export function hasMediaField(fields: InputField[]): boolean {
  return fields.some((field) => MEDIA_FIELDS.includes(field));
}

/** What the user must still provide before a run, in plain words; `undefined` when ready. */
export function missingInput(
  fields: InputField[],
  input: TryInput,
  spec: TaskSpec | undefined,
): string | undefined {
  if (fields.includes("text") && !spec?.optionalText && !input.text.trim())
    return "Type some text first.";
  if (fields.includes("labels") && !input.labels.trim()) return "Add at least one candidate label.";
  if (fields.includes("context") && !input.context.trim())
    return "Add the context the answer comes from.";
  return undefined;
}

/** One run of the try-it box: the client, the model and what the user entered. */
export interface TryRun {
  client: InferenceClient;
  modelId: string;
  provider: string;
  task: PipelineType;
  /** Set for chat models (streamed); otherwise the task's spec is called. */
  chat: boolean;
  spec?: TaskSpec;
  input: TryInput;
  blob?: Blob;
  signal: AbortSignal;
  /** Receives each streamed piece of a chat answer. */
  onDelta: (delta: string) => void;
}

/** How a run ended: a task answer, or a chat answer (complete or stopped by the user). */
export type TryResult =
  | { kind: "output"; output: TaskOutput }
  | { kind: "chat"; text: string; stopped: boolean; usage?: TokenUsage };

/**
 * Runs the try-it request: streams a chat (a stop is a normal end, keeping the partial text),
 * or calls the task's client method and reads the answer into a displayable output.
 *
 * @example
 * ```ts
 * const result = await runTry({ client, modelId, provider: "hf-inference", task, chat: false, spec, input, signal, onDelta });
 * ```
 */
export async function runTry(run: TryRun): Promise<TryResult> {
  if (run.chat) {
    const messages = await chatMessages(run.input, run.blob);
    let text = "";
    try {
      const answer = await streamChat(
        run.client,
        {
          model: run.modelId,
          provider: run.provider,
          messages,
          temperature: run.input.temperature,
          maxTokens: run.input.maxTokens,
          extra: advancedChatParameters(run.input),
        },
        run.signal,
        (delta) => {
          text += delta;
          run.onDelta(delta);
        },
      );
      return { kind: "chat", text: answer.text, stopped: false, usage: answer.usage };
    } catch (failure) {
      if ((failure as Error).name === "AbortError" || run.signal.aborted) {
        return { kind: "chat", text, stopped: true };
      }
      throw failure;
    }
  }
  const spec = run.spec;
  if (!spec) throw new Error(`Trying ${run.task} models is not supported yet.`);
  const call = { ...run.input, blob: run.blob };
  const target = { model: run.modelId, provider: await inferenceProvider(run.provider) };
  return { kind: "output", output: await spec.run(run.client, target, call, run.signal) };
}
