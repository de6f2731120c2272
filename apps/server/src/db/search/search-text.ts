import { searchWords } from "../../descriptors/repo-id.js";

/**
 * Below this length a term is too short for a trigram index, so it matches the start of a word
 * of the id instead of any substring.
 */
const SUBSTRING_MINIMUM = 3;

/**
 * What a search asks for, split the way the indexes can answer it. As on huggingface.co, a
 * search looks only at the model id (author included), never at tags or licences. Every
 * whitespace-separated term must match: terms of three or more characters anywhere inside the
 * id (`ert-base` finds `bert-base-uncased`), shorter ones at the start of one of its words
 * (`t5` finds `flan-t5-base`). Terms with no letter or digit are dropped, so no search syntax
 * reaches an index.
 *
 * @example
 * ```ts
 * searchTerms("ERT-base t5"); // { substrings: ["ert-base"], wordPrefixes: ["t5"] }
 * ```
 */
export interface SearchTerms {
  substrings: string[];
  wordPrefixes: string[];
}

/**
 * Splits a search into {@link SearchTerms}: lower-cased, at most 16 terms.
 *
 * @example
 * ```ts
 * searchTerms("llama instruct"); // { substrings: ["llama", "instruct"], wordPrefixes: [] }
 * searchTerms("---"); // { substrings: [], wordPrefixes: [] }
 * ```
 */
export function searchTerms(search: string): SearchTerms {
  const terms: SearchTerms = { substrings: [], wordPrefixes: [] };
  const parts = search.toLowerCase().split(/\s+/u).slice(0, 16);
  for (const part of parts) {
    if (!/[\p{L}\p{N}]/u.test(part)) continue;
    if ([...part].length >= SUBSTRING_MINIMUM) {
      terms.substrings.push(part);
    } else {
      // A short term such as "t5" or "a." keeps its letters and digits only: a word prefix.
      terms.wordPrefixes.push(...searchWords([part]).split(" "));
    }
  }
  return terms;
}

/** FTS5 string literal: double quotes are doubled, so the term is never query syntax. */
function ftsString(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * The FTS5 MATCH string of the word table (`models_fts`) for a search on SQLite: each short
 * term as a word prefix, all of them required; `undefined` when the search has no short term.
 * Longer terms go to the id trigrams of `model_filters` instead (`filterMatch`).
 *
 * @example
 * ```ts
 * sqliteWordQuery(searchTerms("ert-base t5")); // '"t5"*'
 * ```
 */
export function sqliteWordQuery(terms: SearchTerms): string | undefined {
  return terms.wordPrefixes.length === 0
    ? undefined
    : terms.wordPrefixes.map((word) => `${ftsString(word)}*`).join(" AND ");
}

/**
 * A `LIKE` pattern finding `term` anywhere, with `\`, `%` and `_` escaped (PostgreSQL's default
 * escape character is the backslash).
 *
 * @example
 * ```ts
 * likePattern("bert_base"); // "%bert\\_base%"
 * ```
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
