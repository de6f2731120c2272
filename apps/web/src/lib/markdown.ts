import DOMPurify from "dompurify";
import { marked } from "marked";

/**
 * Turns untrusted markdown (model cards, task texts) into HTML that is safe to insert: scripts,
 * event handlers and `javascript:` links are removed by DOMPurify after marked renders.
 *
 * @example
 * ```ts
 * renderMarkdown("# Hi <img src=x onerror=alert(1)>"); // "<h1>Hi <img src=\"x\"></h1>"
 * ```
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(stripFrontMatter(markdown), { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/**
 * Model cards start with a YAML header between `---` lines; it is metadata, not prose.
 *
 * @example
 * ```ts
 * stripFrontMatter("---\nlicense: mit\n---\n# Model"); // "# Model"
 * ```
 */
export function stripFrontMatter(markdown: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(markdown);
  return match ? markdown.slice(match[0].length) : markdown;
}
