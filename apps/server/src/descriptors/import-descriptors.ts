import type { Database } from "../db/database.js";
import { writeModelsInTransaction } from "../db/model-writes.js";
import { DescriptorError } from "./descriptor-error.js";
import { toModelRecord, type ModelRecord } from "./model-record.js";
import type { DescriptorLine } from "./read-descriptors.js";

/**
 * One bad line of an import and what is wrong with it, reported as `file:line: reason`.
 *
 * @example
 * ```ts
 * const problem: ImportProblem = { line: 12, message: "id must be a Hub repository id like owner/name" };
 * console.error(`models.jsonl:${problem.line}: ${problem.message}`);
 * ```
 */
export interface ImportProblem {
  line: number;
  message: string;
}

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

const MAX_REPORTED_PROBLEMS = 20;

/** Models per write: large enough to amortize each statement, small enough to keep memory flat. */
const IMPORT_BATCH_SIZE = 5000;

/**
 * Imports descriptors all-or-nothing while streaming: lines are checked and written in batches
 * inside one transaction, so memory stays flat at any file size. Once a bad line is found
 * nothing more is written, the rest is still checked, and an {@link ImportError} naming the bad
 * lines rolls the transaction back, so nothing is stored; a killed import leaves the database
 * as it was, since the transaction never commits. Returns the number of models written.
 *
 * @example
 * ```ts
 * const count = await importDescriptors(database, readDescriptorFile("models.jsonl"), new Date());
 * ```
 */
export async function importDescriptors(
  database: Database,
  entries: AsyncIterable<DescriptorLine>,
  now: Date,
  progress: ImportProgress = {},
): Promise<number> {
  return writeModelsInTransaction(database, async (write) => {
    let batch: ModelRecord[] = [];
    const problems: ImportProblem[] = [];
    let problemCount = 0;
    let checked = 0;
    let written = 0;
    const flush = async () => {
      await write(batch);
      written += batch.length;
      batch = [];
      progress.written?.(written);
    };
    for await (const entry of entries) {
      checked += 1;
      if (checked % 10_000 === 0) progress.checked?.(checked);
      let message: string;
      if ("error" in entry) {
        message = entry.error;
      } else {
        try {
          const record = toModelRecord(entry.value, now);
          if (problemCount === 0) batch.push(record);
          if (batch.length >= IMPORT_BATCH_SIZE) await flush();
          continue;
        } catch (error) {
          if (!(error instanceof DescriptorError)) throw error;
          message = error.message;
        }
      }
      problemCount += 1;
      batch = [];
      if (problems.length < MAX_REPORTED_PROBLEMS) problems.push({ line: entry.line, message });
    }
    if (problemCount > 0) throw new ImportError(problems, problemCount);
    if (batch.length > 0) await flush();
    return written;
  });
}
