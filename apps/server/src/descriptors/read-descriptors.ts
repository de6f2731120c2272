import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { boundedLines, DEFAULT_MAX_LINE_BYTES, type LineProblem } from "./bounded-lines.js";
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
function formatOf(file: string): DescriptorFormat {
  return /\.csv(\.gz)?$/i.test(file) ? "csv" : "jsonl";
}

/**
 * How the importer reads a file: `maxLineBytes` bounds a line (default 16 MiB, from
 * `MODELDECK_IMPORT_MAX_LINE_BYTES` for the CLI); a longer one is refused by number, unread.
 *
 * @example
 * ```ts
 * const options: ReadOptions = { maxLineBytes: 1024 * 1024 };
 * ```
 */
export interface ReadOptions {
  maxLineBytes?: number;
}

async function* jsonLines(
  lines: AsyncIterable<string | LineProblem>,
): AsyncGenerator<DescriptorLine> {
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (typeof text !== "string") {
      yield text;
      continue;
    }
    if (text.trim() === "") continue;
    try {
      yield { line, value: JSON.parse(text) };
    } catch {
      yield { line, error: "not valid JSON" };
    }
  }
}

async function* csvLines(
  lines: AsyncIterable<string | LineProblem>,
): AsyncGenerator<DescriptorLine> {
  // A refused line reaches the CSV reader as an empty one, keeping every later line's number;
  // its problem is reported instead.
  const refused: DescriptorLine[] = [];
  async function* texts(): AsyncGenerator<string> {
    for await (const line of lines) {
      if (typeof line === "string") yield line;
      else {
        refused.push(line);
        yield "";
      }
    }
  }
  let columns: string[] | undefined;
  try {
    for await (const record of csvRecords(texts())) {
      yield* refused.splice(0);
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
  yield* refused.splice(0);
}

/**
 * Reads descriptors from a JSON Lines or CSV stream (gunzipped when `gzip`), one entry per
 * record with its line number; unreadable records come back as errors rather than stopping the
 * read, so an import can report every bad line. Lines are strict UTF-8 (a byte-order mark may
 * open the file) and at most `options.maxLineBytes` long; others are such errors.
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
  options: ReadOptions = {},
): AsyncGenerator<DescriptorLine> {
  // Read only once iteration starts: an import first opens its transaction (a round trip on
  // PostgreSQL), and nothing may be read and lost before then.
  async function* bytes(): AsyncGenerator<Buffer | string> {
    yield* gzip ? stream.pipe(createGunzip()) : stream;
  }
  const lines = boundedLines(bytes(), options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES);
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
 * Marks the streams `readDescriptorFile` returns with the options they read with, so a worker
 * reading the same file reads it the same way.
 *
 * @example
 * ```ts
 * readDescriptorFile("models.jsonl", { maxLineBytes: 1024 })[DESCRIPTOR_READ_OPTIONS]; // { maxLineBytes: 1024 }
 * ```
 */
export const DESCRIPTOR_READ_OPTIONS = Symbol("descriptor read options");

/**
 * A stream of descriptors, tagged with its file when `readDescriptorFile` made it.
 *
 * @example
 * ```ts
 * const source: DescriptorSource = readDescriptorFile("models.jsonl");
 * ```
 */
export type DescriptorSource = AsyncIterable<DescriptorLine> & {
  [DESCRIPTOR_FILE]?: string;
  [DESCRIPTOR_READ_OPTIONS]?: ReadOptions;
};

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
  options: ReadOptions = {},
): AsyncGenerator<DescriptorLine> & {
  [DESCRIPTOR_FILE]: string;
  [DESCRIPTOR_READ_OPTIONS]: ReadOptions;
} {
  async function* entries(): AsyncGenerator<DescriptorLine> {
    yield* readDescriptors(createReadStream(file), formatOf(file), file.endsWith(".gz"), options);
  }
  return Object.assign(entries(), {
    [DESCRIPTOR_FILE]: file,
    [DESCRIPTOR_READ_OPTIONS]: options,
  });
}
