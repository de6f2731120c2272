import { normalizeAnswer } from "./normalize-answer.js";
import { scoredPairs, type ScoredRow } from "./scored-row.js";

/**
 * One label's figures: precision (right among the rows predicted with it), recall (found among
 * the rows expected with it), F1 = 2·TP / (2·TP + FP + FN), and support (rows expected with it).
 * A ratio with nothing to divide by is 0.
 *
 * @example
 * ```ts
 * const dog: LabelScore = { label: "dog", precision: 2 / 3, recall: 1, f1: 0.8, support: 2 };
 * ```
 */
export interface LabelScore {
  label: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/**
 * A label column's figures over its scored rows. `accuracy` and `macroF1` are absent when no row
 * was scored.
 *
 * @example
 * ```ts
 * const metrics: LabelMetrics = { scored: 5, unanswered: 0, accuracy: 0.6, macroF1: 0.4333, labels: [] };
 * ```
 */
export interface LabelMetrics {
  scored: number;
  unanswered: number;
  accuracy?: number;
  macroF1?: number;
  labels: LabelScore[];
}

const ratio = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

/**
 * Accuracy and macro-F1 of a label column (classification of text, images or audio). Labels are
 * compared after `normalizeAnswer`, so "POSITIVE" matches "positive"; each label is reported in
 * the first spelling met, expected answers first. Macro-F1 is the unweighted mean of each
 * label's F1 over every label that was expected or predicted (as scikit-learn's
 * `f1_score(average="macro")` does), so a label a model invents, never expected, counts as an F1
 * of 0 and lowers it. Labels are listed by support, then by name.
 *
 * @example
 * ```ts
 * labelMetrics([
 *   { expected: "cat", output: "cat" }, { expected: "cat", output: "dog" },
 *   { expected: "dog", output: "dog" }, { expected: "dog", output: "dog" },
 *   { expected: "bird", output: "cat" },
 * ]);
 * // accuracy 0.6; F1 cat 0.5, dog 0.8, bird 0; macroF1 (0.5 + 0.8 + 0) / 3 = 0.4333…
 * ```
 */
export function labelMetrics(rows: Iterable<ScoredRow<string>>): LabelMetrics {
  const { pairs, unanswered } = scoredPairs(rows);
  const counts = new Map<
    string,
    { label: string; truePositive: number; falsePositive: number; falseNegative: number }
  >();
  const countOf = (raw: string) => {
    const key = normalizeAnswer(raw);
    let count = counts.get(key);
    if (count === undefined) {
      count = { label: raw, truePositive: 0, falsePositive: 0, falseNegative: 0 };
      counts.set(key, count);
    }
    return count;
  };
  for (const { expected } of pairs) countOf(expected);
  let correct = 0;
  for (const { expected, output } of pairs) {
    const truth = countOf(expected);
    const guess = countOf(output);
    if (truth === guess) {
      truth.truePositive += 1;
      correct += 1;
    } else {
      truth.falseNegative += 1;
      guess.falsePositive += 1;
    }
  }
  const labels = [...counts.values()]
    .map(({ label, truePositive, falsePositive, falseNegative }) => ({
      label,
      precision: ratio(truePositive, truePositive + falsePositive),
      recall: ratio(truePositive, truePositive + falseNegative),
      f1: ratio(2 * truePositive, 2 * truePositive + falsePositive + falseNegative),
      support: truePositive + falseNegative,
    }))
    .sort(
      (one, other) =>
        other.support - one.support ||
        (one.label < other.label ? -1 : one.label > other.label ? 1 : 0),
    );
  if (pairs.length === 0) return { scored: 0, unanswered, labels };
  return {
    scored: pairs.length,
    unanswered,
    accuracy: correct / pairs.length,
    macroF1: labels.reduce((sum, { f1 }) => sum + f1, 0) / labels.length,
    labels,
  };
}
