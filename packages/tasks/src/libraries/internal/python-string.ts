/**
 * Writes `value` as a double-quoted Python string literal. JSON's escapes (`\"`, `\\`, `\n`,
 * `\uXXXX`) are all valid in Python, so quotes and newlines in card data (an instance prompt,
 * say) cannot break the snippet.
 *
 * @example
 * ```ts
 * pythonString('a "cat"'); // '"a \\"cat\\""'
 * ```
 */
export function pythonString(value: string): string {
  return JSON.stringify(value);
}

/**
 * Writes `value` as a single-quoted shell word: nothing inside is expanded, and a quote in the
 * value is closed, escaped and reopened.
 *
 * @example
 * ```ts
 * shellQuote("it's"); // "'it'\\''s'"
 * ```
 */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * Writes `value` as a shell word, quoting it only when it holds characters the shell would
 * interpret (so ordinary model ids stay readable).
 *
 * @example
 * ```ts
 * shellWord("org/model-1.5"); // "org/model-1.5"
 * shellWord("a b"); // "'a b'"
 * ```
 */
export function shellWord(value: string): string {
  return /^[\w./:@=+-]+$/.test(value) ? value : shellQuote(value);
}
