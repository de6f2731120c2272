import type { Database } from "../db/database.js";
import { writeModelsInTransaction } from "../db/writes/model-writes.js";
import type { ImportProblem } from "./check-descriptors.js";
import { checkedBatches } from "./checked-batches.js";
import type { DescriptorSource } from "./read-descriptors.js";

export type { ImportProblem } from "./check-descriptors.js";

/**
 * An import that wrote nothing because some lines are bad; `problems` lists the first ones.
 *
 * @example
 * ```ts
 * try {
 *   await importDescriptors(database, readDescriptorFile("models.jsonl"), new Date());
 * } catch (error) { if (error instanceof ImportError) console.error(error.problems[0]?.line); }
 * ```
 */
export class ImportError extends Error {
  override name = "ImportError";

  constructor(
    readonly problems: ImportProblem[],
    readonly problemCount: number,
  ) {
    const first = problems[0];
    super(
      `${problemCount} bad line${problemCount === 1 ? "" : "s"}; nothing was imported` +
        (first === undefined ? "" : ` (line ${first.line}: ${first.message})`),
    );
  }
}

/**
 * Progress callbacks for long imports: how many lines have been checked, then how many models
 * written. The CLI prints them; other callers can leave them out.
 *
 * @example
 * ```ts
 * const progress: ImportProgress = {
 *   checked: (lines) => console.error(`checked ${lines} lines`),
 *   written: (models) => console.error(`wrote ${models} models`),
 * };
 * await importDescriptors(database, readDescriptorFile("models.jsonl"), new Date(), progress);
 * ```
 */
export interface ImportProgress {
  checked?(lines: number): void;
  written?(models: number): void;
}

/** Options of {@link importDescriptors}. */
export interface ImportOptions {
  /**
   * Script of the worker thread that reads and checks a file while this thread writes; by
   * default the compiled one beside this module. `null` checks in this thread.
   */
  workerScript?: URL | null;
}

/**
 * Imports descriptors all-or-nothing while streaming: lines are checked and written in batches
 * inside one transaction, so memory stays flat at any file size. Once a bad line is found
 * nothing more is written, the rest is still checked, and an {@link ImportError} naming the bad
 * lines rolls the transaction back, so nothing is stored; a killed import leaves the database
 * as it was, since the transaction never commits. A file opened with `readDescriptorFile` is
 * read and checked in a worker thread a few batches ahead of the writes (`checkedBatches`).
 * Returns the number of models written.
 *
 * @example
 * ```ts
 * const count = await importDescriptors(database, readDescriptorFile("models.jsonl"), new Date());
 * ```
 */
export async function importDescriptors(
  database: Database,
  entries: DescriptorSource,
  now: Date,
  progress: ImportProgress = {},
  options: ImportOptions = {},
): Promise<number> {
  return writeModelsInTransaction(database, async (write) => {
    const problems: ImportProblem[] = [];
    let problemCount = 0;
    let written = 0;
    let reportedChecks = 0;
    const batches =
      "workerScript" in options
        ? checkedBatches(entries, now, options.workerScript)
        : checkedBatches(entries, now);
    for await (const batch of batches) {
      problems.push(...batch.problems);
      problemCount = batch.problemCount;
      if (problemCount === 0 && batch.records.length > 0) {
        await write(batch.records);
        written += batch.records.length;
        progress.written?.(written);
      }
      // Every 10,000 lines, reported once the lines before are written.
      for (; reportedChecks + 10_000 <= batch.checked; reportedChecks += 10_000) {
        progress.checked?.(reportedChecks + 10_000);
      }
    }
    if (problemCount > 0) throw new ImportError(problems, problemCount);
    return written;
  });
}
