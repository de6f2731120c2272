import type { BatchInputRow } from "./batch-store.js";

/**
 * A batch file that cannot be read, with what is wrong and where; the route answers it as a 400
 * before anything is written.
 *
 * @example
 * ```ts
 * throw new BatchFileError("line 3 is not JSON");
 * ```
 */
export class BatchFileError extends Error {
  override name = "BatchFileError";
}

/** Longest input or expected answer of one row, in characters. */
const MAX_FIELD = 20_000;
const INPUT_NAMES = ["input", "text", "inputs", "question"];
const EXPECTED_NAMES = ["expected", "label", "answer", "reference"];

/** Splits CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into records. */
function csvRecords(text: string): { fields: string[]; line: number }[] {
  const records: { fields: string[]; line: number }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === "\n") line += 1;
        field += character;
      }
    } else if (character === '"' && field === "") quoted = true;
    else if (character === ",") {
      fields.push(field);
      field = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index += 1;
      fields.push(field);
      if (fields.some((value) => value !== "")) records.push({ fields, line: recordLine });
      fields = [];
      field = "";
      line += 1;
      recordLine = line;
    } else field += character;
  }
  if (quoted) throw new BatchFileError(`line ${recordLine} has a quote that is never closed`);
  fields.push(field);
  if (fields.some((value) => value !== "")) records.push({ fields, line: recordLine });
  return records;
}

function checkedRow(input: unknown, given: unknown, line: number): BatchInputRow {
  // Expected boxes (object detection) may come as JSON in a JSON Lines file: kept as JSON text.
  const expected = typeof given === "object" && given !== null ? JSON.stringify(given) : given;
  if (typeof input !== "string" || input.trim() === "") {
    throw new BatchFileError(`line ${line} has no input text`);
  }
  if (expected !== undefined && expected !== null && typeof expected !== "string") {
    throw new BatchFileError(`line ${line}: expected must be text`);
  }
  if (input.length > MAX_FIELD || (typeof expected === "string" && expected.length > MAX_FIELD)) {
    throw new BatchFileError(`line ${line} is longer than ${MAX_FIELD} characters`);
  }
  return typeof expected === "string" && expected !== "" ? { input, expected } : { input };
}

function fromCsv(text: string, maxRows: number): BatchInputRow[] {
  const [header, ...records] = csvRecords(text);
  if (header === undefined) throw new BatchFileError("the file has no rows");
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const inputAt = names.findIndex((name) => INPUT_NAMES.includes(name));
  const expectedAt = names.findIndex((name) => EXPECTED_NAMES.includes(name));
  if (inputAt === -1) {
    throw new BatchFileError(
      `the first line must name the columns, one of them ${INPUT_NAMES.join(", ")}`,
    );
  }
  if (records.length > maxRows) {
    throw new BatchFileError(`the file has ${records.length} rows; at most ${maxRows} are allowed`);
  }
  return records.map(({ fields, line }) => {
    if (fields.length !== names.length) {
      throw new BatchFileError(
        `line ${line} has ${fields.length} fields; the first line names ${names.length}`,
      );
    }
    return checkedRow(fields[inputAt], expectedAt === -1 ? undefined : fields[expectedAt], line);
  });
}

function fromJsonLines(text: string, maxRows: number): BatchInputRow[] {
  const rows: BatchInputRow[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    if (rows.length === maxRows) {
      throw new BatchFileError(
        `the file has more than ${maxRows} rows; at most ${maxRows} are allowed`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new BatchFileError(`line ${index + 1} is not JSON`);
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new BatchFileError(`line ${index + 1} is not a JSON object`);
    }
    const record = value as Record<string, unknown>;
    const inputName = INPUT_NAMES.find((name) => Object.hasOwn(record, name));
    const expectedName = EXPECTED_NAMES.find((name) => Object.hasOwn(record, name));
    rows.push(
      checkedRow(
        inputName === undefined ? undefined : record[inputName],
        expectedName === undefined ? undefined : record[expectedName],
        index + 1,
      ),
    );
  }
  return rows;
}

/**
 * Reads an uploaded batch file, CSV (a header line naming an `input` column — or `text`,
 * `inputs`, `question` — and optionally `expected`, `label`, `answer` or `reference`) or JSON
 * Lines (one object per line with the same names), into rows. Refuses, with the line, a file
 * with no rows, more than `maxRows`, a row without input, a field over 20,000 characters or a
 * malformed line; nothing is half read.
 *
 * @example
 * ```ts
 * parseBatchFile("input,expected\ngreat film,POSITIVE\n", "csv", 1000);
 * // [{ input: "great film", expected: "POSITIVE" }]
 * ```
 */
export function parseBatchFile(
  text: string,
  format: "csv" | "jsonl",
  maxRows: number,
): BatchInputRow[] {
  const plain = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows = format === "csv" ? fromCsv(plain, maxRows) : fromJsonLines(plain, maxRows);
  if (rows.length === 0) throw new BatchFileError("the file has no rows");
  return rows;
}
