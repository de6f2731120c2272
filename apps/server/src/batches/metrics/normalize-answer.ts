/**
 * An answer reduced to what a comparison should look at, the one normalization every metric here
 * shares: Unicode NFKC (full-width letters, ligatures and compatibility forms become plain
 * ones), lower case, every punctuation character (Unicode category P, as jiwer's
 * `RemovePunctuation` for WER) deleted, and runs of white space turned into one space, trimmed.
 * Deleting rather than spacing punctuation makes "don't" match "dont", and "well-known" become
 * "wellknown", which matches only itself. Symbols (category S: "$", "+", "°") stay, but Unicode
 * counts "%", "#", "&" and "/" as punctuation, so "5%" matches "5". Articles are kept, since
 * dropping "a", "an", "the" is an English-only rule.
 *
 * @example
 * ```ts
 * normalizeAnswer("  The Cat's  HAT!! "); // "the cats hat"
 * normalizeAnswer("ＰＯＳＩＴＩＶＥ"); // "positive"
 * ```
 */
export function normalizeAnswer(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\p{P}/gu, "").replace(/\s+/gu, " ").trim();
}

/**
 * The words of an answer after `normalizeAnswer`, split at spaces: what word error rate
 * counts. Languages written without spaces between words (Chinese, Japanese, Thai) come out as
 * one word per run of text, so their word error rate says little.
 *
 * @example
 * ```ts
 * answerWords("Hello, world!  Hello."); // ["hello", "world", "hello"]
 * answerWords(" ... "); // []
 * ```
 */
export function answerWords(text: string): string[] {
  const normalized = normalizeAnswer(text);
  return normalized === "" ? [] : normalized.split(" ");
}
