// Old Hub repositories have names well past today's 96-character cap, so the bound is looser.
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,249}$/;

/**
 * True for a Hub repository id: `name` or `owner/name`, each part starting with a letter,
 * digit or underscore, at most 250 characters of letters, digits, `_`, `.` and `-`, and no `..`.
 *
 * @example
 * ```ts
 * isRepoId("google-bert/bert-base-uncased"); // true
 * isRepoId("../etc/passwd"); // false
 * ```
 */
export function isRepoId(value: unknown): value is string {
  if (typeof value !== "string" || value.includes("..")) return false;
  const parts = value.split("/");
  return parts.length <= 2 && parts.every((part) => SEGMENT.test(part) && !part.endsWith(".git"));
}

/**
 * Lower-cased words of the given texts, split on anything that is not a letter or digit. A
 * model's id goes through it for word-prefix search (FTS5 and tsvector both receive the result,
 * so both engines find the same models), and so do short search terms.
 *
 * @example
 * ```ts
 * searchWords(["google-bert/bert-base-uncased", "google-bert", "fill-mask"]); // "google bert bert base uncased google bert fill mask"
 * ```
 */
export function searchWords(values: readonly string[]): string {
  return values
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .join(" ");
}
