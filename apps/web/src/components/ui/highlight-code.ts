import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import javascript from "highlight.js/lib/languages/javascript";
import python from "highlight.js/lib/languages/python";

// Only the three languages our snippets are written in: the full highlight.js bundle is ~10 times
// larger, and this module is its own chunk, fetched the first time a code block is on screen.
hljs.registerLanguage("python", python);
hljs.registerLanguage("javascript", javascript);
hljs.registerLanguage("bash", bash);

/** Snippet language names used across the catalogue, mapped to the grammar that reads them. */
const GRAMMARS: Record<string, string> = {
  python: "python",
  py: "python",
  js: "javascript",
  javascript: "javascript",
  ts: "javascript",
  typescript: "javascript",
  sh: "bash",
  shell: "bash",
  bash: "bash",
  curl: "bash",
};

/**
 * Highlighted HTML for one snippet, or `undefined` when its language is not one we highlight.
 * The HTML is built by highlight.js from escaped text (it only adds its own `span` elements), so it
 * is safe to insert.
 *
 * @example
 * ```ts
 * highlightCode("import torch", "python"); // '<span class="hljs-keyword">import</span> torch'
 * ```
 */
export function highlightCode(code: string, language: string | undefined): string | undefined {
  const grammar = language ? GRAMMARS[language.toLowerCase()] : undefined;
  if (!grammar) return undefined;
  return hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value;
}
