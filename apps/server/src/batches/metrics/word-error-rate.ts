import { answerWords } from "./normalize-answer.js";
import { scoredPairs, type ScoredRow } from "./scored-row.js";

/**
 * The word-level edits that turn a reference into a hypothesis: substitutions, deletions
 * (reference words missing) and insertions (extra words), and the reference's length. Their sum
 * is the Levenshtein distance between the word lists, which is unique; how it splits between
 * kinds is not always (replacing "a b" by "b c" is two substitutions or a deletion and an
 * insertion), and this split prefers substitutions, then deletions.
 *
 * @example
 * ```ts
 * const edits: WordEdits = { substitutions: 1, deletions: 1, insertions: 0, referenceWords: 6 };
 * ```
 */
export interface WordEdits {
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

/**
 * The largest alignment `wordEdits` computes: reference words times hypothesis words. The
 * dynamic programme is quadratic, and both texts come from users or models, so this bounds the
 * time one row can take: 16 million cells, 4,000 words against 4,000 (over half an hour of
 * speech).
 *
 * @example
 * ```ts
 * if (reference.length * hypothesis.length > MOST_ALIGNMENT_CELLS) skip();
 * ```
 */
export const MOST_ALIGNMENT_CELLS = 16_000_000;

/**
 * The word edits between two texts, both normalized by `answerWords` (lower case, punctuation
 * removed, white space collapsed). A word-level Levenshtein alignment in two rows of memory.
 * Throws a `RangeError` when the two word counts multiply to more than `MOST_ALIGNMENT_CELLS`.
 *
 * @example
 * ```ts
 * wordEdits("The cat sat on the mat.", "the cat sit on mat");
 * // { substitutions: 1, deletions: 1, insertions: 0, referenceWords: 6 }
 * ```
 */
export function wordEdits(reference: string, hypothesis: string): WordEdits {
  const expected = answerWords(reference);
  const heard = answerWords(hypothesis);
  if (expected.length * heard.length > MOST_ALIGNMENT_CELLS)
    throw new RangeError(`Aligning ${expected.length} words with ${heard.length} is too long.`);
  // Words become integers, so the inner loop compares numbers rather than strings.
  const ids = new Map<string, number>();
  const idsOf = (words: string[]) =>
    Int32Array.from(words, (word) => {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = ids.size));
      return id;
    });
  const expectedIds = idsOf(expected);
  const heardIds = idsOf(heard);
  // Each cell keeps its cost and how many of it are substitutions and deletions (the rest are
  // insertions), so the split needs no traceback. Two rows of each, swapped after every row.
  const width = heard.length + 1;
  let cost = Int32Array.from({ length: width }, (_, column) => column);
  let substitutions = new Int32Array(width);
  let deletions = new Int32Array(width);
  let nextCost = new Int32Array(width);
  let nextSubstitutions = new Int32Array(width);
  let nextDeletions = new Int32Array(width);
  for (let row = 1; row <= expected.length; row += 1) {
    nextCost[0] = row;
    nextSubstitutions[0] = 0;
    nextDeletions[0] = row;
    const word = expectedIds[row - 1];
    for (let column = 1; column < width; column += 1) {
      const differs = heardIds[column - 1] === word ? 0 : 1;
      const diagonal = (cost[column - 1] as number) + differs;
      const deletion = (cost[column] as number) + 1;
      const insertion = (nextCost[column - 1] as number) + 1;
      if (diagonal <= deletion && diagonal <= insertion) {
        nextCost[column] = diagonal;
        nextSubstitutions[column] = (substitutions[column - 1] as number) + differs;
        nextDeletions[column] = deletions[column - 1] as number;
      } else if (deletion <= insertion) {
        nextCost[column] = deletion;
        nextSubstitutions[column] = substitutions[column] as number;
        nextDeletions[column] = (deletions[column] as number) + 1;
      } else {
        nextCost[column] = insertion;
        nextSubstitutions[column] = nextSubstitutions[column - 1] as number;
        nextDeletions[column] = nextDeletions[column - 1] as number;
      }
    }
    [cost, nextCost] = [nextCost, cost];
    [substitutions, nextSubstitutions] = [nextSubstitutions, substitutions];
    [deletions, nextDeletions] = [nextDeletions, deletions];
  }
  const total = cost[heard.length] as number;
  const substituted = substitutions[heard.length] as number;
  const deleted = deletions[heard.length] as number;
  return {
    substitutions: substituted,
    deletions: deleted,
    insertions: total - substituted - deleted,
    referenceWords: expected.length,
  };
}

/**
 * A transcription column's word error rate over its scored rows, with the edits behind it.
 * `rate` is (substitutions + deletions + insertions) / reference words, summed over all rows
 * before dividing (corpus WER, as jiwer computes it for a list), so long rows weigh more than
 * short ones; it can exceed 1 when a model adds words. Absent when the scored rows hold no
 * reference word. Rows too long to align (`MOST_ALIGNMENT_CELLS`) are counted in `tooLong` and
 * left out.
 *
 * @example
 * ```ts
 * wordErrorRate([
 *   { expected: "the cat sat on the mat", output: "the cat sit on mat" }, // 2 edits, 6 words
 *   { expected: "hello world", output: "hello big world" }, // 1 edit, 2 words
 * ]).rate; // 3 / 8 = 0.375
 * ```
 */
export function wordErrorRate(rows: Iterable<ScoredRow<string>>): WordEdits & {
  rate?: number;
  scored: number;
  unanswered: number;
  tooLong: number;
} {
  const { pairs, unanswered } = scoredPairs(rows);
  const sum: WordEdits = { substitutions: 0, deletions: 0, insertions: 0, referenceWords: 0 };
  let scored = 0;
  let tooLong = 0;
  for (const { expected, output } of pairs) {
    let edits: WordEdits;
    try {
      edits = wordEdits(expected, output);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      tooLong += 1;
      continue;
    }
    scored += 1;
    sum.substitutions += edits.substitutions;
    sum.deletions += edits.deletions;
    sum.insertions += edits.insertions;
    sum.referenceWords += edits.referenceWords;
  }
  const errors = sum.substitutions + sum.deletions + sum.insertions;
  return {
    ...sum,
    ...(sum.referenceWords > 0 ? { rate: errors / sum.referenceWords } : {}),
    scored,
    unanswered,
    tooLong,
  };
}
