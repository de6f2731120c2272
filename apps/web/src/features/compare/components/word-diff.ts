/** One word of a compared text, marked when the baseline has no matching word there. */
export interface DiffWord {
  word: string;
  changed: boolean;
}

// Above this many word pairs the table would take too long to build; the text is then shown
// without marks rather than freezing the page.
const MAX_CELLS = 4_000_000;

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Case and surrounding punctuation do not make two transcript words different. */
function normalised(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/**
 * The words of `text`, each marked `changed` when it is not part of the longest common word
 * sequence with `baseline` (compared ignoring case and surrounding punctuation), as a word
 * diff of two transcripts. Texts too long to compare come back unmarked.
 *
 * @example
 * ```ts
 * wordDiff("the cat sat", "the dog sat"); // [{ word: "the", changed: false }, { word: "dog", changed: true }, { word: "sat", changed: false }]
 * ```
 */
export function wordDiff(baseline: string, text: string): DiffWord[] {
  const left = words(baseline).map(normalised);
  const rightWords = words(text);
  const right = rightWords.map(normalised);
  if (left.length * right.length > MAX_CELLS)
    return rightWords.map((word) => ({ word, changed: false }));
  // lengths[i][j]: the longest common subsequence of left[i..] and right[j..].
  const width = right.length + 1;
  const lengths = new Uint32Array((left.length + 1) * width);
  for (let i = left.length - 1; i >= 0; i--) {
    for (let j = right.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        left[i] === right[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const result: DiffWord[] = [];
  let i = 0;
  let j = 0;
  while (j < right.length) {
    if (i < left.length && left[i] === right[j]) {
      result.push({ word: rightWords[j] ?? "", changed: false });
      i++;
      j++;
    } else if (
      i < left.length &&
      (lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)
    ) {
      i++;
    } else {
      result.push({ word: rightWords[j] ?? "", changed: true });
      j++;
    }
  }
  return result;
}
