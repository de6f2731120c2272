import DOMPurify from "dompurify";
import { marked } from "marked";

/** How untrusted markdown is turned into HTML. */
export interface MarkdownOptions {
  /** Levels added to every heading so a card's `#` fits under the page's own headings. */
  headingOffset?: number;
  /** Load images from other sites; off by default so opening a page contacts no one else. */
  allowExternalImages?: boolean;
}

/** What rendering produced: safe HTML and how many external images were held back. */
export interface RenderedMarkdown {
  html: string;
  blockedImages: number;
}

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim());
}

/**
 * Turns untrusted markdown (model cards, task texts) into HTML that is safe to insert: scripts,
 * event handlers and `javascript:` links are removed by DOMPurify after marked renders, links
 * get `rel="noopener noreferrer"`, headings move down by `headingOffset`, and images from other
 * sites are held back unless allowed.
 *
 * @example
 * ```ts
 * renderMarkdown("# Hi <img src=x onerror=alert(1)>").html; // "<h2>Hi <img src=\"x\"></h2>"
 * ```
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const offset = options.headingOffset ?? 1;
  const rendered = marked.parse(stripFrontMatter(markdown), { async: false, gfm: true });
  let blockedImages = 0;
  const purifier = DOMPurify();
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("href"))
      node.setAttribute("rel", "noopener noreferrer");
    if (
      node.tagName === "IMG" &&
      !options.allowExternalImages &&
      isExternal(node.getAttribute("src") ?? "")
    ) {
      blockedImages += 1;
      node.removeAttribute("src");
      node.removeAttribute("srcset");
      node.setAttribute(
        "alt",
        `[image not loaded: ${node.getAttribute("alt") || "external image"}]`,
      );
    }
  });
  const clean = purifier.sanitize(rendered, { USE_PROFILES: { html: true } });
  const html = clean.replace(
    /<(\/?)h([1-6])\b/g,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + offset)}`,
  );
  return { html, blockedImages };
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
