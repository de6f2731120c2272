import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { checkDescriptors, type CheckedBatch } from "./check-descriptors.js";
import {
  DESCRIPTOR_FILE,
  DESCRIPTOR_READ_OPTIONS,
  type DescriptorSource,
  type ReadOptions,
} from "./read-descriptors.js";

/** What the importing thread tells the checking worker when starting it. */
export interface CheckerRequest {
  file: string;
  now: string;
  /** Batches posted but not yet written, at most. */
  inFlight: number;
  /** How the file is read (line length limit), as the importing thread was asked to. */
  read: ReadOptions;
}

/** What the checking worker posts: a batch, the end, or why it stopped. */
export type CheckerMessage = { batch: CheckedBatch } | { done: true } | { error: string };

/** Batches the worker may run ahead of the writer: it keeps both cores busy, memory flat. */
const IN_FLIGHT = 3;

/**
 * The worker's compiled script beside this module, or undefined when there is none (running
 * from TypeScript sources or from a bundle), in which case checking stays in this thread.
 */
function defaultWorkerScript(): URL | undefined {
  const script = new URL("./check-descriptors-worker.js", import.meta.url);
  return script.protocol === "file:" && existsSync(fileURLToPath(script)) ? script : undefined;
}

async function* batchesFromWorker(
  script: URL,
  file: string,
  read: ReadOptions,
  now: Date,
): AsyncGenerator<CheckedBatch> {
  const request: CheckerRequest = { file, now: now.toISOString(), inFlight: IN_FLIGHT, read };
  const worker = new Worker(script, { workerData: request });
  const queue: CheckerMessage[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  worker.on("message", (message: CheckerMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on("error", (error) => {
    failure = error;
    wake?.();
  });
  worker.on("exit", (code) => {
    failure ??= new Error(`the descriptor checker stopped (exit code ${code})`);
    wake?.();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message === undefined) {
        if (failure !== undefined) throw failure;
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if ("error" in message) throw new Error(message.error);
      if ("done" in message) return;
      yield message.batch;
      // Acknowledged once the importer asks for the next batch, i.e. after writing this one.
      worker.postMessage("next");
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * Checked batches of `entries`: from a worker thread when the entries come from a file
 * (`readDescriptorFile`) and the worker's script is available, so checking the next batch
 * overlaps writing this one; otherwise checked in this thread. `workerScript: null` forces the
 * latter.
 *
 * @example
 * ```ts
 * for await (const batch of checkedBatches(readDescriptorFile("models.jsonl"), new Date())) {
 *   console.log(batch.checked);
 * }
 * ```
 */
export function checkedBatches(
  entries: DescriptorSource,
  now: Date,
  workerScript: URL | null | undefined = defaultWorkerScript(),
): AsyncGenerator<CheckedBatch> {
  const file = entries[DESCRIPTOR_FILE];
  if (file === undefined || workerScript === null || workerScript === undefined) {
    return checkDescriptors(entries, now);
  }
  return batchesFromWorker(workerScript, file, entries[DESCRIPTOR_READ_OPTIONS] ?? {}, now);
}
