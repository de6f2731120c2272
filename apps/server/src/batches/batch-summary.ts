import type { UserData } from "../db/user-data.js";
import { answerMatch } from "./metrics/answer-match.js";
import { agreementMatrix, type AgreementCell } from "./metrics/column-agreement.js";
import type { ErrorKind } from "./metrics/errors-by-kind.js";
import { labelMetrics } from "./metrics/label-metrics.js";
import { meanAveragePrecision, type DetectedObject } from "./metrics/mean-average-precision.js";
import { timingSummary, type DurationSummary } from "./metrics/latency-summary.js";
import { normalizeAnswer } from "./metrics/normalize-answer.js";
import { usageTotals, type UsageTotals } from "./metrics/usage-totals.js";
import { wordErrorRate } from "./metrics/word-error-rate.js";
import type { BatchRecord } from "./batch-store.js";
import { BATCH_TASKS, isBatchTask } from "./batch-tasks.js";

/**
 * One row of a batch with every column's result, as the row view and the exports show it.
 *
 * @example
 * ```ts
 * const row: BatchResultRow = { row: 0, input: "great film", expected: "POSITIVE", cells: [{ answer: "POSITIVE", latencyMs: 210 }], disagree: false, wrong: false };
 * ```
 */
export interface BatchResultRow {
  row: number;
  input: string;
  expected?: string;
  cells: {
    answer?: string;
    output?: unknown;
    errorKind?: string;
    errorMessage?: string;
    latencyMs?: number;
    firstTokenMs?: number;
    promptTokens?: number;
    completionTokens?: number;
  }[];
  /** Two answered columns gave different (normalized) answers. */
  disagree: boolean;
  /** Some column's answer differs from the expected one. */
  wrong: boolean;
}

/**
 * A column's summary: the metrics of its task, latency and time to first token, usage and
 * errors by kind.
 *
 * @example
 * ```ts
 * const summary: ColumnSummary = { column: 0, model, provider, answered: 198, failed: 2, metrics: { accuracy: 0.9 }, latency, firstToken, usage, errors: [] };
 * ```
 */
export interface ColumnSummary {
  column: number;
  model: string;
  provider: string;
  answered: number;
  failed: number;
  metrics: Record<string, unknown>;
  latency: DurationSummary;
  firstToken: DurationSummary;
  /** Completion tokens over the seconds of the rows that reported usage. */
  tokensPerSecond?: number;
  usage: UsageTotals;
  errors: { kind: ErrorKind; count: number }[];
}

const present = <Value>(value: Value | null): Value | undefined => value ?? undefined;

/**
 * Every row of a batch with its cells, in row order.
 *
 * @example
 * ```ts
 * const rows = await batchResultRows(userData, batch);
 * ```
 */
export async function batchResultRows(
  userData: UserData,
  batch: BatchRecord,
): Promise<BatchResultRow[]> {
  const [inputs, cells] = await Promise.all([
    userData.db
      .selectFrom("batch_rows")
      .select(["row_index", "input", "expected"])
      .where("batch_id", "=", batch.id)
      .orderBy("row_index")
      .execute(),
    userData.db
      .selectFrom("batch_results")
      .selectAll()
      .where("batch_id", "=", batch.id)
      .where("finished_at", "is not", null)
      .execute(),
  ]);
  const rows: BatchResultRow[] = inputs.map((input) => ({
    row: Number(input.row_index),
    input: JSON.parse(input.input) as string,
    ...(input.expected === null ? {} : { expected: input.expected }),
    cells: batch.columns.map(() => ({})),
    disagree: false,
    wrong: false,
  }));
  for (const cell of cells) {
    const row = rows[Number(cell.row_index)];
    if (row === undefined) continue;
    row.cells[Number(cell.column_index)] = Object.fromEntries(
      Object.entries({
        answer: present(cell.answer),
        output: cell.output === null ? undefined : (JSON.parse(cell.output) as unknown),
        errorKind: present(cell.error_kind),
        errorMessage: present(cell.error_message),
        latencyMs: cell.latency_ms === null ? undefined : Number(cell.latency_ms),
        firstTokenMs: cell.ttft_ms === null ? undefined : Number(cell.ttft_ms),
        promptTokens: cell.prompt_tokens === null ? undefined : Number(cell.prompt_tokens),
        completionTokens:
          cell.completion_tokens === null ? undefined : Number(cell.completion_tokens),
      }).filter(([, value]) => value !== undefined),
    );
  }
  // Detection answers list labels; whether they are right is for mAP, not for text equality.
  const comparable = !isBatchTask(batch.task) || BATCH_TASKS[batch.task].metric !== "boxes";
  for (const row of rows) {
    const answers = row.cells.flatMap((cell) =>
      cell.answer === undefined ? [] : [normalizeAnswer(cell.answer)],
    );
    row.disagree = new Set(answers).size > 1;
    row.wrong =
      comparable &&
      row.expected !== undefined &&
      answers.some((answer) => answer !== normalizeAnswer(row.expected as string));
  }
  return rows;
}

/** Failed rows by their stored kind, most frequent first, as `errorsByKind` orders them. */
function countKinds(kinds: ErrorKind[]): { kind: ErrorKind; count: number }[] {
  const counts = new Map<ErrorKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts]
    .map(([kind, count]) => ({ kind, count }))
    .sort((one, other) => other.count - one.count || one.kind.localeCompare(other.kind));
}

/** Expected boxes as the upload stored them (JSON text), or none when they do not parse. */
function expectedObjects(expected: string | undefined): DetectedObject[] | undefined {
  if (expected === undefined) return undefined;
  try {
    const parsed = JSON.parse(expected) as unknown;
    return Array.isArray(parsed) ? (parsed as DetectedObject[]) : undefined;
  } catch {
    return undefined;
  }
}

function columnMetrics(
  task: string,
  scored: { expected?: string; output?: string; objects?: unknown }[],
) {
  const metric = isBatchTask(task) ? BATCH_TASKS[task].metric : "text";
  if (metric === "boxes") {
    const {
      meanAveragePrecision: map,
      labels,
      scored: count,
      unanswered,
    } = meanAveragePrecision(
      scored.map((row) => ({
        expected: expectedObjects(row.expected),
        output: Array.isArray(row.objects) ? (row.objects as DetectedObject[]) : undefined,
      })),
    );
    return {
      ...(map === undefined ? {} : { meanAveragePrecision: map }),
      labels,
      scored: count,
      unanswered,
    };
  }
  if (metric === "label") {
    const { accuracy, macroF1, scored: count, unanswered } = labelMetrics(scored);
    return { accuracy, macroF1, scored: count, unanswered };
  }
  const match = answerMatch(scored);
  const wer = wordErrorRate(scored);
  return { ...match, wordErrorRate: wer.rate };
}

/**
 * The summary of each column and the agreement matrix between columns, from the result rows.
 *
 * @example
 * ```ts
 * const { columns, agreement } = summarizeBatch(batch, await batchResultRows(userData, batch));
 * ```
 */
export function summarizeBatch(
  batch: BatchRecord,
  rows: readonly BatchResultRow[],
): { columns: ColumnSummary[]; agreement: AgreementCell[][] } {
  const columns = batch.columns.map((column, index): ColumnSummary => {
    const cells = rows.map((row) => ({ row, cell: row.cells[index] ?? {} }));
    const answered = cells.filter(({ cell }) => cell.answer !== undefined);
    const failed = cells.filter(({ cell }) => cell.errorKind !== undefined);
    const { latency, firstToken } = timingSummary(
      answered.map(({ cell }) => ({
        totalMs: cell.latencyMs ?? Number.NaN,
        ...(cell.firstTokenMs === undefined ? {} : { firstTokenMs: cell.firstTokenMs }),
      })),
    );
    let tokens = 0;
    let seconds = 0;
    for (const { cell } of answered) {
      if (cell.completionTokens === undefined || cell.latencyMs === undefined) continue;
      tokens += cell.completionTokens;
      seconds += cell.latencyMs / 1000;
    }
    return {
      column: index,
      model: column.model,
      provider: column.provider,
      answered: answered.length,
      failed: failed.length,
      metrics: columnMetrics(
        batch.task,
        cells.map(({ row, cell }) => ({
          expected: row.expected,
          output: cell.answer,
          objects: cell.output,
        })),
      ),
      latency,
      firstToken,
      ...(seconds > 0 ? { tokensPerSecond: tokens / seconds } : {}),
      usage: usageTotals(
        answered.map(({ cell }) => ({
          usage: {
            ...(cell.promptTokens === undefined ? {} : { prompt_tokens: cell.promptTokens }),
            ...(cell.completionTokens === undefined
              ? {}
              : { completion_tokens: cell.completionTokens }),
          },
        })),
      ),
      errors: countKinds(failed.map(({ cell }) => cell.errorKind as ErrorKind)),
    };
  });
  const agreement = agreementMatrix(
    batch.columns.map((_, index) => rows.map((row) => row.cells[index]?.answer)),
  );
  return { columns, agreement };
}
