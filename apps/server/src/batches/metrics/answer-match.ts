import { normalizeAnswer } from "./normalize-answer.js";
import { scoredPairs, type ScoredRow } from "./scored-row.js";

/**
 * Short-answer scores over the scored rows: `exactMatch`, the share of outputs identical to the
 * expected answer once leading and trailing white space is removed (models often end with a
 * newline), and `normalizedMatch`, the share equal after `normalizeAnswer` (case, punctuation
 * and spacing ignored). Both absent when no row was scored.
 *
 * @example
 * ```ts
 * answerMatch([
 *   { expected: "Paris", output: "Paris\n" }, // exact and normalized
 *   { expected: "Paris", output: "paris." }, // normalized only
 *   { expected: "Paris", output: "Lyon" }, // neither
 *   { expected: "Rome" }, // unanswered
 * ]);
 * // { scored: 3, unanswered: 1, exactMatch: 1 / 3, normalizedMatch: 2 / 3 }
 * ```
 */
export function answerMatch(rows: Iterable<ScoredRow<string>>): {
  scored: number;
  unanswered: number;
  exactMatch?: number;
  normalizedMatch?: number;
} {
  const { pairs, unanswered } = scoredPairs(rows);
  if (pairs.length === 0) return { scored: 0, unanswered };
  let exact = 0;
  let normalized = 0;
  for (const { expected, output } of pairs) {
    if (expected.trim() === output.trim()) exact += 1;
    if (normalizeAnswer(expected) === normalizeAnswer(output)) normalized += 1;
  }
  return {
    scored: pairs.length,
    unanswered,
    exactMatch: exact / pairs.length,
    normalizedMatch: normalized / pairs.length,
  };
}
