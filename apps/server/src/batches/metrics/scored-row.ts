/**
 * One row of one column as a metric sees it: the expected answer when the data set gives one,
 * and the column's answer when the model gave one (absent when the row failed). Only rows with
 * both are scored. A failed row is not counted wrong: a 429 or a 503 says nothing about the
 * model's answers, and errors are reported apart (`errorsByKind`); every metric counts such rows
 * as `unanswered`, so a screen can show how many rows a figure rests on.
 *
 * @example
 * ```ts
 * const rows: ScoredRow<string>[] = [
 *   { expected: "positive", output: "POSITIVE" },
 *   { expected: "negative" }, // the call failed: unanswered
 *   { output: "negative" }, // no expected label: not scored
 * ];
 * ```
 */
export interface ScoredRow<Answer> {
  expected?: Answer | undefined;
  output?: Answer | undefined;
}

/**
 * Splits rows into the scored pairs (expected and output both present) and the number of rows
 * that had an expected answer but no output.
 *
 * @example
 * ```ts
 * scoredPairs([{ expected: "a", output: "b" }, { expected: "c" }, { output: "d" }]);
 * // { pairs: [{ expected: "a", output: "b" }], unanswered: 1 }
 * ```
 */
export function scoredPairs<Answer>(rows: Iterable<ScoredRow<Answer>>): {
  pairs: { expected: Answer; output: Answer }[];
  unanswered: number;
} {
  const pairs: { expected: Answer; output: Answer }[] = [];
  let unanswered = 0;
  for (const { expected, output } of rows) {
    if (expected === undefined) continue;
    if (output === undefined) unanswered += 1;
    else pairs.push({ expected, output });
  }
  return { pairs, unanswered };
}
