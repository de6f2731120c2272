import type { BatchRecord } from "./batch-store.js";
import type { BatchResultRow, ColumnSummary } from "./batch-summary.js";

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and with a leading `'`
 * when it starts like a spreadsheet formula (`=`, `+`, `-`, `@`, tab, CR), so a model's answer
 * or an uploaded input cannot run in the spreadsheet that opens the export.
 *
 * @example
 * ```ts
 * csvField('=HYPERLINK("http://x")'); // "'=HYPERLINK(""http://x"")" quoted
 * ```
 */
export function csvField(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (fields: unknown[]) => fields.map(csvField).join(",") + "\r\n";

/**
 * Every row of a batch as CSV: row, input, expected, then per column its answer, error kind and
 * latency, then whether the columns disagree and whether one is wrong.
 *
 * @example
 * ```ts
 * reply.type("text/csv").send(rowsAsCsv(batch, rows));
 * ```
 */
export function rowsAsCsv(batch: BatchRecord, rows: readonly BatchResultRow[]): string {
  const header = ["row", "input", "expected"];
  batch.columns.forEach((column, index) => {
    const name = `${index + 1}:${column.provider}:${column.model}`;
    header.push(`${name} answer`, `${name} error`, `${name} latency_ms`);
  });
  header.push("disagree", "wrong");
  let text = line(header);
  for (const row of rows) {
    const fields: unknown[] = [row.row, row.input, row.expected];
    for (const cell of row.cells) {
      fields.push(cell.answer, cell.errorKind, cell.latencyMs?.toFixed(1));
    }
    fields.push(row.disagree, row.wrong);
    text += line(fields);
  }
  return text;
}

/**
 * Every row of a batch as JSON Lines, one object per row with its cells.
 *
 * @example
 * ```ts
 * reply.type("application/x-ndjson").send(rowsAsJsonLines(rows));
 * ```
 */
export function rowsAsJsonLines(rows: readonly BatchResultRow[]): string {
  return rows.map((row) => JSON.stringify(row)).join("\n") + "\n";
}

/**
 * The column summaries as CSV, one line per column with its main figures.
 *
 * @example
 * ```ts
 * summaryAsCsv(columns);
 * ```
 */
export function summaryAsCsv(columns: readonly ColumnSummary[]): string {
  let text = line([
    "column",
    "provider",
    "model",
    "answered",
    "failed",
    "metrics",
    "latency_p50_ms",
    "latency_p95_ms",
    "prompt_tokens",
    "completion_tokens",
    "errors",
  ]);
  for (const column of columns) {
    text += line([
      column.column + 1,
      column.provider,
      column.model,
      column.answered,
      column.failed,
      column.metrics,
      column.latency.p50?.toFixed(1),
      column.latency.p95?.toFixed(1),
      column.usage.promptTokens,
      column.usage.completionTokens,
      column.errors.map((error) => `${error.kind}:${error.count}`).join(" "),
    ]);
  }
  return text;
}
