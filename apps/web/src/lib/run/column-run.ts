import type { ModelLoading } from "./model-loading";
import type { TaskOutput } from "./task-output";
import type { ChatMessage } from "./try-input";

/** A column's failure in plain words (see `api/error-words.ts`). */
interface ColumnError {
  title: string;
  detail: string;
}

/** Where one column's run stands: its output or chat transcript, timings, size and error. */
export interface ColumnRun {
  status: "idle" | "running" | "done" | "failed" | "stopped";
  output?: TaskOutput;
  /** Chat: this column's own conversation (the user turns are the same in every column). */
  transcript: ChatMessage[];
  /** Chat: the answer being streamed. */
  streaming?: string;
  error?: ColumnError;
  /** The provider is still loading the model (503 answers the client retries). */
  loading?: ModelLoading;
  /** Milliseconds to the first streamed token (chat) or to the response headers (other tasks). */
  firstTokenMs?: number;
  totalMs?: number;
  outputBytes?: number;
}

/** A column that has not run. */
export const IDLE_RUN: ColumnRun = { status: "idle", transcript: [] };

const encoder = new TextEncoder();

/**
 * The size of what a column produced, in bytes: a file's own size, or the UTF-8 length of the
 * text or of the answer as JSON.
 *
 * @example
 * ```ts
 * outputSize({ kind: "text", text: "héllo" }); // 6
 * ```
 */
export function outputSize(output: TaskOutput | string): number {
  if (typeof output === "string") return encoder.encode(output).length;
  if (output.kind === "media") return output.blob.size;
  if (output.kind === "audio-list")
    return output.items.reduce((sum, item) => sum + item.blob.size, 0);
  return encoder.encode(JSON.stringify(output)).length;
}

/**
 * A byte count for people: bytes, KB or MB (powers of 1024), one decimal above a kilobyte.
 *
 * @example
 * ```ts
 * formatBytes(1536); // "1.5 KB"
 * ```
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Milliseconds for people: "850 ms" below two seconds, "2.4 s" above.
 *
 * @example
 * ```ts
 * formatMilliseconds(2400); // "2.4 s"
 * ```
 */
export function formatMilliseconds(milliseconds: number): string {
  return milliseconds < 2000
    ? `${Math.round(milliseconds)} ms`
    : `${(milliseconds / 1000).toFixed(1)} s`;
}
