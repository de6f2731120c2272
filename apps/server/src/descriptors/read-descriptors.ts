import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { csvColumns, csvDescriptor } from "./csv-descriptor.js";
import { CsvSyntaxError, csvRecords } from "./csv-records.js";
import { DescriptorError } from "./descriptor-error.js";

/**
 * One descriptor read from a file with its line number, or the reason the line could not be read.
 * Read errors are values rather than exceptions so an import can report every bad line, not only
 * the first.
 *
 * @example
 * ```ts
 * for await (const entry of readDescriptorFile("models.jsonl")) {
 *   if ("error" in entry) console.error(`line ${entry.line}: ${entry.error}`);
 * }
 * ```
 */
export type DescriptorLine = { line: number; value: unknown } | { line: number; error: string };

/**
 * The file formats the importer reads. `formatOf` picks one from the file name.
 *
 * @example
 * ```ts
 * const format: DescriptorFormat = formatOf("models.csv.gz"); // "csv"
 * ```
 */
export type DescriptorFormat = "jsonl" | "csv";

/**
 * Picks the format from the name: `.csv` (or `.csv.gz`) is CSV, anything else JSON Lines.
 *
 * @example
 * ```ts
 * formatOf("models.csv.gz"); // "csv"
 * ```
 */
export function formatOf(file: string): DescriptorFormat {
  return /\.csv(\.gz)?$/i.test(file) ? "csv" : "jsonl";
}

/**
 * Lines of `stream`, read only once iteration starts. A line reader created up front starts
 * reading at once and drops every line emitted before someone iterates it, which an import that
 * first opens a transaction (a network round trip on PostgreSQL) would lose.
 */
async function* lineReader(stream: Readable): AsyncGenerator<string> {
  yield* createInterface({ input: stream, crlfDelay: Infinity });
}

async function* jsonLines(lines: AsyncIterable<string>): AsyncGenerator<DescriptorLine> {
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === "") continue;
    try {
      yield { line, value: JSON.parse(text) };
    } catch {
      yield { line, error: "not valid JSON" };
    }
  }
}

async function* csvLines(lines: AsyncIterable<string>): AsyncGenerator<DescriptorLine> {
  let columns: string[] | undefined;
  try {
    for await (const record of csvRecords(lines)) {
      try {
        if (columns === undefined) {
          columns = csvColumns(record.fields);
          continue;
        }
        yield { line: record.line, value: csvDescriptor(columns, record.fields) };
      } catch (error) {
        if (!(error instanceof DescriptorError)) throw error;
        yield { line: record.line, error: error.message };
        if (columns === undefined) return;
      }
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    yield { line: error.line, error: error.message };
  }
}

/**
 * Reads descriptors from a JSON Lines or CSV stream (gunzipped when `gzip`), one entry per
 * record with its line number; unreadable records come back as errors rather than stopping the
 * read, so an import can report every bad line.
 *
 * @example
 * ```ts
 * import { createReadStream } from "node:fs";
 * for await (const entry of readDescriptors(createReadStream("models.jsonl"), "jsonl", false)) console.log(entry);
 * ```
 */
export function readDescriptors(
  stream: Readable,
  format: DescriptorFormat,
  gzip: boolean,
): AsyncGenerator<DescriptorLine> {
  const source = gzip ? stream.pipe(createGunzip()) : stream;
  const lines = lineReader(source);
  return format === "csv" ? csvLines(lines) : jsonLines(lines);
}

/**
 * Marks the streams `readDescriptorFile` returns with the file they read, so an importer can read
 * and check that file in a worker thread instead of iterating the stream itself.
 *
 * @example
 * ```ts
 * const file = readDescriptorFile("models.jsonl")[DESCRIPTOR_FILE]; // "models.jsonl"
 * ```
 */
export const DESCRIPTOR_FILE = Symbol("descriptor file");

/**
 * A stream of descriptors, tagged with its file when `readDescriptorFile` made it.
 *
 * @example
 * ```ts
 * const source: DescriptorSource = readDescriptorFile("models.jsonl");
 * ```
 */
export type DescriptorSource = AsyncIterable<DescriptorLine> & { [DESCRIPTOR_FILE]?: string };

/**
 * Opens a descriptor file by name: `.csv`/`.jsonl`/`.json`, optionally `.gz`. The file is opened
 * once iteration starts, so a stream an importer reads in a worker instead holds no descriptor.
 *
 * @example
 * ```ts
 * for await (const entry of readDescriptorFile("seed/models.jsonl.gz")) console.log(entry);
 * ```
 */
export function readDescriptorFile(
  file: string,
): AsyncGenerator<DescriptorLine> & { [DESCRIPTOR_FILE]: string } {
  async function* entries(): AsyncGenerator<DescriptorLine> {
    yield* readDescriptors(createReadStream(file), formatOf(file), file.endsWith(".gz"));
  }
  return Object.assign(entries(), { [DESCRIPTOR_FILE]: file });
}
