import { DescriptorError } from "./descriptor-error.js";
import { toModelRecord, type ModelRecord } from "./model-record.js";
import type { DescriptorLine } from "./read-descriptors.js";

/** Models per checked batch: large enough to amortize each write, small enough to keep memory flat. */
const CHECKED_BATCH_SIZE = 5000;

/** Bad lines kept with their reasons; the rest are only counted. */
const MAX_REPORTED_PROBLEMS = 20;

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
 * What checking has produced since the previous batch: the valid models (none once a bad line
 * has been seen, since nothing will be written), how many lines are checked in all, and the
 * bad lines found meanwhile (the first {@link MAX_REPORTED_PROBLEMS} of the file, counted beyond).
 *
 * @example
 * ```ts
 * for await (const batch of checkDescriptors(readDescriptorFile("models.jsonl"), new Date())) {
 *   console.log(batch.checked, batch.records.length, batch.problemCount);
 * }
 * ```
 */
export interface CheckedBatch {
  records: ModelRecord[];
  checked: number;
  problems: ImportProblem[];
  problemCount: number;
}

/**
 * Checks descriptors line by line and yields them in batches of valid models. After the first
 * bad line the remaining lines are still checked, so every bad line can be named, but no more
 * models are yielded. The same generator runs in the import's worker thread and, where no worker
 * can be started, in the importing thread.
 *
 * @example
 * ```ts
 * for await (const batch of checkDescriptors(readDescriptorFile("models.jsonl"), new Date())) {
 *   if (batch.problemCount === 0) await write(batch.records);
 * }
 * ```
 */
export async function* checkDescriptors(
  entries: AsyncIterable<DescriptorLine>,
  now: Date,
  batchSize = CHECKED_BATCH_SIZE,
): AsyncGenerator<CheckedBatch> {
  let records: ModelRecord[] = [];
  let problems: ImportProblem[] = [];
  let reported = 0;
  let problemCount = 0;
  let checked = 0;
  for await (const entry of entries) {
    checked += 1;
    let message: string;
    if ("error" in entry) {
      message = entry.error;
    } else {
      try {
        const record = toModelRecord(entry.value, now);
        if (problemCount === 0) records.push(record);
        // Also a batch every `batchSize` lines after a bad one: progress goes on being reported.
        if (records.length >= batchSize || (problemCount > 0 && checked % batchSize === 0)) {
          yield { records, checked, problems, problemCount };
          records = [];
          problems = [];
        }
        continue;
      } catch (error) {
        if (!(error instanceof DescriptorError)) throw error;
        message = error.message;
      }
    }
    problemCount += 1;
    records = [];
    if (reported < MAX_REPORTED_PROBLEMS) {
      reported += 1;
      problems.push({ line: entry.line, message });
    }
  }
  yield { records, checked, problems, problemCount };
}
