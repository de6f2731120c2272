import type {
  InferenceClient,
  InferenceProviderOrPolicy,
  TableTask,
  TableTaskResult,
  TaskExample,
} from "@modeldeck/inference";
import { loadInference } from "../inference";
import type { TaskOutput } from "./task-output";
import { splitLabels, splitLines, type TryInput } from "./try-input";

/** An input control a task needs. */
export type InputField =
  "text" | "context" | "labels" | "sentences" | "image" | "audio" | "video" | "table";

/** Arguments for a call, with media already read into a Blob. */
export interface CallInput extends TryInput {
  blob?: Blob;
}

/** Which model, on which provider, a run asks. */
interface CallTarget {
  model: string;
  provider: InferenceProviderOrPolicy;
}

/**
 * How the "try it" box runs one task: which inputs it shows, and how it shows the answer of the
 * call that the inference client's task table makes for the task.
 */
export interface TaskSpec {
  fields: InputField[];
  /** Label of the main text field. */
  textLabel?: string;
  /** The text field may stay empty (an optional prompt). */
  optionalText?: boolean;
  /** The task-table entry the call goes through (its client method and arguments). */
  task: TableTask;
  /** Calls the client through the task table and reads its answer for display. */
  run: (
    client: InferenceClient,
    target: CallTarget,
    input: CallInput,
    signal: AbortSignal,
  ) => Promise<TaskOutput>;
}

/** What a task's box shows and how it reads the client's (already checked) answer. */
interface TaskView<Task extends TableTask> {
  fields: InputField[];
  textLabel?: string;
  optionalText?: boolean;
  read: (output: TableTaskResult<Task>, input: CallInput) => TaskOutput;
}

/**
 * The task-table example for what the user entered: labels are comma-separated, sentences and
 * documents one per line.
 *
 * @example
 * ```ts
 * import { exampleOf } from "./task-spec";
 * import { inputFromWidget } from "./try-input";
 * exampleOf({ ...inputFromWidget(undefined), text: "I loved it", labels: "happy, sad" }).labels; // ["happy", "sad"]
 * ```
 */
export function exampleOf(input: CallInput): TaskExample {
  return {
    text: input.text,
    context: input.context,
    labels: splitLabels(input.labels),
    texts: splitLines(input.sentences),
    table: input.table,
    file: input.blob,
    maxTokens: input.maxTokens,
  };
}

/**
 * A try-it spec for a task of the client's table: the call is the table's, and `read` gets the
 * answer typed as the client returns it (the client has already checked its shape).
 *
 * @example
 * ```ts
 * import { spec } from "./task-spec";
 * const summarize = spec("summarization", {
 *   fields: ["text"],
 *   read: (output) => ({ kind: "text", text: output.summary_text }),
 * });
 * ```
 */
export function spec<Task extends TableTask>(task: Task, view: TaskView<Task>): TaskSpec {
  const { read, ...shown } = view;
  return {
    ...shown,
    task,
    run: async (client, target, input, signal) => {
      // Loaded with the client already (the client is made from the same chunk).
      const { runTableTask } = await loadInference();
      return read(await runTableTask(client, task, exampleOf(input), target, { signal }), input);
    },
  };
}
