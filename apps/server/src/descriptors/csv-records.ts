/**
 * One CSV record with the line number its first character is on, so import errors can point at the
 * right line even when quoted fields span several lines.
 *
 * @example
 * ```ts
 * for await (const record of csvRecords(lines)) {
 *   const row: CsvRecord = record;
 *   if (row.fields.length !== header.length) console.error(`line ${row.line}: wrong number of fields`);
 * }
 * ```
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Splits RFC 4180 CSV text arriving line by line into records. Quoted fields may contain
 * commas, doubled quotes and line breaks; a record's line number is where it starts.
 *
 * @example
 * ```ts
 * for await (const record of csvRecords(lines)) console.log(record.line, record.fields);
 * ```
 */
export async function* csvRecords(lines: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let startLine = 0;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (!quoted) {
      if (line.trim() === "") continue;
      startLine = lineNumber;
    } else {
      field += "\n";
    }
    for (let index = 0; index < line.length; index += 1) {
      const character = line[index];
      if (quoted) {
        if (character === '"' && line[index + 1] === '"') {
          field += '"';
          index += 1;
        } else if (character === '"') {
          quoted = false;
        } else {
          field += character;
        }
      } else if (character === '"' && field === "") {
        quoted = true;
      } else if (character === ",") {
        fields.push(field);
        field = "";
      } else {
        field += character;
      }
    }
    if (!quoted) {
      fields.push(field.endsWith("\r") ? field.slice(0, -1) : field);
      yield { line: startLine, fields };
      fields = [];
      field = "";
    }
  }
  if (quoted) throw new CsvSyntaxError(startLine, "a quoted field is never closed");
}

/**
 * A CSV file that cannot be split into records, with the line the broken record starts on.
 *
 * @example
 * ```ts
 * throw new CsvSyntaxError(12, "a quoted field is never closed");
 * ```
 */
export class CsvSyntaxError extends Error {
  override name = "CsvSyntaxError";

  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}
