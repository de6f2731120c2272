/**
 * Search words: letters and digits only, so nothing the user types reaches a query syntax.
 *
 * @example
 * ```ts
 * searchTokens('bert "OR" base*'); // ["bert", "or", "base"]
 * ```
 */
export function searchTokens(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0)
    .slice(0, 16);
}

/**
 * The FTS5 queries for a search: its words by prefix and, for a one-word search of 3 or more
 * characters, that word anywhere inside the id (as the Hub finds "distilbert" for "bert").
 *
 * @example
 * ```ts
 * sqliteSearchQueries("bert"); // { words: '"bert"*', phrase: '"bert"' }
 * ```
 */
export function sqliteSearchQueries(
  search: string,
): { words: string; phrase: string | undefined } | undefined {
  const tokens = searchTokens(search);
  if (tokens.length === 0) return undefined;
  return {
    words: tokens.map((token) => `"${token}"*`).join(" "),
    phrase: substringWord(tokens) === undefined ? undefined : `"${substringWord(tokens)}"`,
  };
}

/**
 * The word to look for inside ids, or `undefined`: only one-word searches of 3+ characters, since
 * a trigram match on a long phrase costs more than it adds over word prefixes.
 *
 * @example
 * ```ts
 * substringWord(["bert"]); // "bert"
 * substringWord(["bert", "base"]); // undefined
 * ```
 */
export function substringWord(tokens: readonly string[]): string | undefined {
  const [only] = tokens;
  return tokens.length === 1 && only !== undefined && [...only].length >= 3 ? only : undefined;
}
