/**
 * A line the reader refused, with its number and why: too long, or not UTF-8.
 *
 * @example
 * ```ts
 * const problem: LineProblem = { line: 7, error: "the line is not valid UTF-8; save the file as UTF-8" };
 * ```
 */
export interface LineProblem {
  line: number;
  error: string;
}

/**
 * The longest line an import reads by default: 16 MiB, far beyond any real descriptor (model
 * cards included), far below what would strain memory.
 *
 * @example
 * ```ts
 * for await (const line of boundedLines(stream, DEFAULT_MAX_LINE_BYTES)) console.log(line);
 * ```
 */
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;

const NEWLINE = 0x0a;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Splits a byte stream into lines (`\n` or `\r\n`), decoded as strict UTF-8, in order, each as
 * its text or as a {@link LineProblem}. A line longer than `maxLineBytes` is never held whole:
 * its bytes are dropped as they arrive and it is reported by number, so a 400 MB line costs at
 * most `maxLineBytes` of memory. Bytes that are not UTF-8 are refused with the line's number
 * instead of being replaced with U+FFFD. A byte-order mark opening the stream is skipped.
 *
 * @example
 * ```ts
 * for await (const line of boundedLines(createReadStream("models.jsonl"), 16 * 1024 * 1024)) {
 *   if (typeof line !== "string") console.error(`line ${line.line}: ${line.error}`);
 * }
 * ```
 */
export async function* boundedLines(
  bytes: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  maxLineBytes: number,
): AsyncGenerator<string | LineProblem> {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  let parts: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  let line = 0;
  let first = true;

  const finish = (): string | LineProblem => {
    line += 1;
    if (tooLong) {
      return {
        line,
        error: `the line is longer than ${maxLineBytes} bytes (MODELDECK_IMPORT_MAX_LINE_BYTES); it was not read`,
      };
    }
    let whole = parts.length === 1 ? parts[0]! : Buffer.concat(parts, length);
    if (first && whole.subarray(0, 3).equals(UTF8_BOM)) whole = whole.subarray(3);
    if (whole.at(-1) === 0x0d) whole = whole.subarray(0, -1);
    try {
      return decoder.decode(whole);
    } catch {
      return { line, error: "the line is not valid UTF-8; save the file as UTF-8" };
    }
  };
  const take = (piece: Buffer) => {
    if (tooLong || piece.length === 0) return;
    length += piece.length;
    if (length > maxLineBytes) {
      tooLong = true;
      parts = [];
    } else {
      parts.push(piece);
    }
  };
  const reset = () => {
    parts = [];
    length = 0;
    tooLong = false;
    first = false;
  };

  for await (const chunk of bytes) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    let start = 0;
    for (let end = buffer.indexOf(NEWLINE); end !== -1; end = buffer.indexOf(NEWLINE, start)) {
      take(buffer.subarray(start, end));
      yield finish();
      reset();
      start = end + 1;
    }
    take(buffer.subarray(start));
  }
  if (length > 0 || tooLong) yield finish();
}
