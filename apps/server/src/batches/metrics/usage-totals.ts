/**
 * Token usage as providers report it with an answer (the OpenAI shape the inference client
 * returns), every field optional.
 *
 * @example
 * ```ts
 * const usage: ReportedUsage = { prompt_tokens: 120, completion_tokens: 14, total_tokens: 134 };
 * ```
 */
export interface ReportedUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  total_tokens?: number;
}

/**
 * A column's token and cost sums. Each sum covers only the rows that reported it, counted beside
 * it, so a screen can say "1,204 tokens over 180 of 200 rows". `cost` is in whatever unit the
 * caller passed per row (e.g. US dollars from a price table) and is absent when no row had one.
 *
 * @example
 * ```ts
 * const totals: UsageTotals = { usageRows: 2, promptTokens: 240, completionTokens: 30, totalTokens: 270, costRows: 0 };
 * ```
 */
export interface UsageTotals {
  usageRows: number;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  costRows: number;
  cost?: number;
}

/** A provider's count is used only when it is a finite number, not negative. */
const countOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;

/**
 * Sums token usage and cost over a column's rows. A row's total is its reported `total_tokens`,
 * or else prompt plus completion tokens when it reports both. Values a provider sends that are
 * not finite, non-negative numbers are ignored, field by field; a row counts in `usageRows` when
 * any of its fields was used.
 *
 * @example
 * ```ts
 * usageTotals([
 *   { usage: { prompt_tokens: 120, completion_tokens: 14, total_tokens: 134 }, cost: 0.0002 },
 *   { usage: { prompt_tokens: 100, completion_tokens: 20 } },
 *   {},
 * ]);
 * // { usageRows: 2, promptTokens: 220, completionTokens: 34, totalTokens: 254, costRows: 1, cost: 0.0002 }
 * ```
 */
export function usageTotals(
  rows: Iterable<{ usage?: ReportedUsage | undefined; cost?: number | undefined }>,
): UsageTotals {
  const totals: UsageTotals = {
    usageRows: 0,
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    costRows: 0,
  };
  let cost = 0;
  for (const row of rows) {
    const prompt = countOf(row.usage?.prompt_tokens);
    const completion = countOf(row.usage?.completion_tokens);
    const total =
      countOf(row.usage?.total_tokens) ??
      (prompt !== undefined && completion !== undefined ? prompt + completion : undefined);
    if (prompt !== undefined || completion !== undefined || total !== undefined)
      totals.usageRows += 1;
    totals.promptTokens += prompt ?? 0;
    totals.completionTokens += completion ?? 0;
    totals.totalTokens += total ?? 0;
    const rowCost = countOf(row.cost);
    if (rowCost !== undefined) {
      totals.costRows += 1;
      cost += rowCost;
    }
  }
  return totals.costRows > 0 ? { ...totals, cost } : totals;
}
