import type { SearchResult } from "./search-results";

/** A result with what ranks it: how well its label matches and how much it is used here. */
export interface RankedResult extends SearchResult {
  /** Models in this hub for a task or library, downloads for a model; unknown counts as none. */
  popularity?: number;
}

/** Where a result's text meets the query, best first: whole, start, start of a word, inside. */
function relevance(label: string, needle: string): number {
  const text = label.toLowerCase();
  if (text === needle) return 0;
  if (text.startsWith(needle)) return 1;
  if (new RegExp(`[\\s/_.-]${escapeRegExp(needle)}`).test(text)) return 2;
  if (text.includes(needle)) return 3;
  // The hub matched it on something not in the label (a tag, a card): the weakest match.
  return 4;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A model is matched by its own name first (`whisper-large-v3` in `openai/whisper-large-v3`). */
function modelRelevance(id: string, needle: string): number {
  const name = id.slice(id.indexOf("/") + 1);
  return Math.min(relevance(name, needle), relevance(id, needle));
}

/**
 * Orders search results by how well they match and how much they are used in this hub, with a
 * library this hub holds no model of always below the rest: typing "qwen" first offers Qwen
 * models, not a library with nothing to show, and "whisper" offers `openai/whisper-large-v3`
 * above the WhisperKit library. Within a match level, more models (tasks, libraries) or more
 * downloads (models) come first; ties keep their order.
 *
 * @example
 * ```ts
 * rankResults("whisper", [
 *   { kind: "Library", label: "WhisperKit", href: "/libraries/whisperkit", popularity: 0 },
 *   { kind: "Model", label: "openai/whisper-large-v3", href: "/openai/whisper-large-v3", popularity: 5_000_000 },
 * ])[0]?.label; // "openai/whisper-large-v3"
 * ```
 */
export function rankResults(query: string, results: readonly RankedResult[]): SearchResult[] {
  const needle = query.trim().toLowerCase();
  return results
    .map((result, position) => ({
      result,
      position,
      empty: result.kind === "Library" && !result.popularity,
      match:
        result.kind === "Model"
          ? modelRelevance(result.label, needle)
          : relevance(result.label, needle),
    }))
    .sort(
      (left, right) =>
        Number(left.empty) - Number(right.empty) ||
        left.match - right.match ||
        (right.result.popularity ?? 0) - (left.result.popularity ?? 0) ||
        left.position - right.position,
    )
    .map(({ result: { kind, label, href } }) => ({ kind, label, href }));
}
