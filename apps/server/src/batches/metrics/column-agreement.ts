import { normalizeAnswer } from "./normalize-answer.js";

/**
 * How two columns agree over the rows both answered: `compared` rows, `agreement` (the share
 * where their normalized answers are equal) and Cohen's `kappa`, agreement beyond what two
 * columns answering independently with the same answer frequencies would reach by chance
 * (1 perfect, 0 chance level, negative below it). Both ratios are absent without a compared row;
 * kappa is also absent when chance alone predicts full agreement (both columns always gave one
 * and the same answer).
 *
 * @example
 * ```ts
 * const cell: AgreementCell = { compared: 4, agreement: 0.75, kappa: 0.5 };
 * ```
 */
export interface AgreementCell {
  compared: number;
  agreement?: number;
  kappa?: number;
}

function agreementBetween(
  one: (string | undefined)[],
  other: (string | undefined)[],
): AgreementCell {
  const oneCounts = new Map<string, number>();
  const otherCounts = new Map<string, number>();
  let compared = 0;
  let equal = 0;
  one.forEach((answer, row) => {
    const otherAnswer = other[row];
    if (answer === undefined || otherAnswer === undefined) return;
    compared += 1;
    if (answer === otherAnswer) equal += 1;
    oneCounts.set(answer, (oneCounts.get(answer) ?? 0) + 1);
    otherCounts.set(otherAnswer, (otherCounts.get(otherAnswer) ?? 0) + 1);
  });
  if (compared === 0) return { compared };
  let chance = 0;
  for (const [answer, count] of oneCounts)
    chance += (count / compared) * ((otherCounts.get(answer) ?? 0) / compared);
  const agreement = equal / compared;
  return chance === 1
    ? { compared, agreement }
    : { compared, agreement, kappa: (agreement - chance) / (1 - chance) };
}

/**
 * The agreement matrix of a batch's columns: `columns[c][r]` is column c's answer to row r as
 * text (a label, a transcript, a short answer; `undefined` when the row failed), compared after
 * `normalizeAnswer`. Cell [i][j] describes columns i and j (`AgreementCell`); the matrix is
 * symmetric, and the diagonal compares a column with itself. For answers that are not text,
 * such as detections, the caller passes the part that should agree (the top label, say).
 *
 * @example
 * ```ts
 * agreementMatrix([
 *   ["cat", "dog", "cat", "bird"],
 *   ["Cat", "dog", "dog", "bird"],
 * ])[0]?.[1]; // { compared: 4, agreement: 0.75, kappa: 0.636… }
 * ```
 */
export function agreementMatrix(columns: (string | undefined)[][]): AgreementCell[][] {
  const normalized = columns.map((answers) =>
    answers.map((answer) => (answer === undefined ? undefined : normalizeAnswer(answer))),
  );
  const cells = normalized.map(() => new Array<AgreementCell>(normalized.length));
  normalized.forEach((one, row) => {
    normalized.forEach((other, column) => {
      if (column < row) return;
      const cell = agreementBetween(one, other);
      (cells[row] as AgreementCell[])[column] = cell;
      (cells[column] as AgreementCell[])[row] = cell;
    });
  });
  return cells;
}
