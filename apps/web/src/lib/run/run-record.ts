import { blobMediaType, type ApiRun, type RunResult } from "@modeldeck/hub";
import type { ApiClient } from "../api-client";
import type { TaskOutput } from "./task-output";
import type { ChatMessage } from "./try-input";
import { loadBlob, storeBlob } from "./compare-api";
import type { ColumnRun } from "./column-run";
import type { BlobReference, CompareSetup, InlineInput } from "./compare-setup";

/** A chat column's saved output: its whole conversation. */
interface SavedChat {
  kind: "chat";
  transcript: ChatMessage[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * A column's result in the saved-run shape: its output as JSON with generated files uploaded
 * first and referenced by hash, its error words, timings and size.
 *
 * @example
 * ```ts
 * declare const runs: ColumnRun[];
 * const results = await Promise.all(runs.map((run) => savedResult(api, run)));
 * ```
 */
export async function savedResult(api: ApiClient, run: ColumnRun): Promise<RunResult> {
  let output: unknown = null;
  const value = run.output;
  if (run.transcript.length > 0) output = { kind: "chat", transcript: run.transcript };
  else if (value?.kind === "media")
    output = { kind: "media", mediaType: value.mediaType, file: await storeBlob(api, value.blob) };
  else if (value?.kind === "audio-list")
    output = {
      kind: "audio-list",
      items: await Promise.all(
        value.items.map(async (item) => ({
          label: item.label,
          file: await storeBlob(api, item.blob),
        })),
      ),
    };
  else if (value) output = value;
  return {
    output,
    ...(run.error ? { error: `${run.error.title}: ${run.error.detail}` } : {}),
    timings: {
      ...(run.firstTokenMs === undefined ? {} : { firstTokenMs: run.firstTokenMs }),
      totalMs: run.totalMs ?? 0,
    },
    ...(run.outputBytes === undefined ? {} : { outputBytes: run.outputBytes }),
  };
}

/**
 * A file reference read from a stored run, which its saver wrote: only a content hash with an
 * allow-listed media type is followed, so a run can never have a page rebuilt on this origin.
 */
function readReference(value: unknown): BlobReference {
  if (!isObject(value) || typeof value.blob !== "string" || !/^[0-9a-f]{64}$/.test(value.blob))
    throw new Error("The saved run refers to a file in an unknown form.");
  const contentType = blobMediaType(typeof value.contentType === "string" ? value.contentType : "");
  if (contentType === undefined)
    throw new Error("The saved run refers to a file that is not an image, audio or video file.");
  return { blob: value.blob, contentType };
}

/**
 * A saved result back as a column: files downloaded again, errors split into title and words.
 *
 * @example
 * ```ts
 * declare const results: RunResult[];
 * const columns = await Promise.all(results.map((result) => columnFromResult(api, result)));
 * ```
 */
export async function columnFromResult(api: ApiClient, result: RunResult): Promise<ColumnRun> {
  const [title, ...rest] = (result.error ?? "").split(": ");
  const base: ColumnRun = {
    status: result.error ? "failed" : "done",
    transcript: [],
    ...(result.error ? { error: { title: title ?? "", detail: rest.join(": ") } } : {}),
    firstTokenMs: result.timings.firstTokenMs,
    totalMs: result.timings.totalMs,
    outputBytes: result.outputBytes,
  };
  const output = result.output;
  if (!isObject(output)) return base;
  if (output.kind === "chat")
    return { ...base, transcript: (output as unknown as SavedChat).transcript };
  if (output.kind === "media") {
    const blob = await loadBlob(api, readReference(output.file));
    return {
      ...base,
      output: { kind: "media", blob, mediaType: output.mediaType as "image" | "audio" | "video" },
    };
  }
  if (output.kind === "audio-list" && Array.isArray(output.items)) {
    const items = await Promise.all(
      (output.items as { label: string; file: unknown }[]).map(async (item) => ({
        label: String(item.label),
        blob: await loadBlob(api, readReference(item.file)),
      })),
    );
    return { ...base, output: { kind: "audio-list", items } };
  }
  return { ...base, output: output as TaskOutput };
}

/**
 * The setup a saved run was made with, starting from `base` for anything it leaves out.
 *
 * @example
 * ```ts
 * const setup = setupFromRun(run, inputFromWidget(undefined));
 * ```
 */
export function setupFromRun(run: ApiRun, base: InlineInput): CompareSetup {
  const input = isObject(run.setup.input) ? run.setup.input : {};
  const parameters = run.setup.parameters ?? {};
  const text = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);
  const number = (value: unknown, fallback: number) =>
    typeof value === "number" ? value : fallback;
  let file: BlobReference | undefined;
  try {
    file = isObject(input.file) ? readReference(input.file) : undefined;
  } catch {
    // A file the app will not open is left out; the rest of the setup still opens.
  }
  return {
    task: run.task,
    columns: run.setup.columns.map((column) => ({
      model: column.model,
      provider: column.provider,
    })),
    chat: parameters.chat === true,
    input: {
      ...base,
      text: text(input.text, base.text),
      systemPrompt: text(input.systemPrompt, base.systemPrompt),
      context: text(input.context, base.context),
      labels: text(input.labels, base.labels),
      sentences: text(input.sentences, base.sentences),
      table: isObject(input.table) ? (input.table as Record<string, string[]>) : base.table,
      temperature: number(parameters.temperature, base.temperature),
      maxTokens: number(parameters.maxTokens, base.maxTokens),
      topP: text(parameters.topP, base.topP),
      stop: text(parameters.stop, base.stop),
      seed: text(parameters.seed, base.seed),
      responseFormat: parameters.responseFormat === "json_object" ? "json_object" : "text",
    },
    ...(file === undefined ? {} : { file }),
    ...(typeof input.exampleFile === "string" ? { exampleFile: input.exampleFile } : {}),
  };
}
