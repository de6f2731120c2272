import DOMPurify from "dompurify";
import { marked } from "marked";

/**
 * How untrusted markdown is turned into HTML.
 *
 * @example
 * ```ts
 * const options: MarkdownOptions = { headingOffset: 2 };
 * ```
 */
export interface MarkdownOptions {
  /** Levels added to every heading so a card's `#` fits under the page's own headings. */
  headingOffset?: number;
}

/**
 * What rendering produced: safe HTML and how many images or videos from other sites became links.
 *
 * @example
 * ```ts
 * const { html, externalMedia } = renderMarkdown("![chart](https://cdn.example.org/chart.png)");
 * // externalMedia === 1; html holds a link to the chart, not an image
 * ```
 */
export interface RenderedMarkdown {
  html: string;
  externalMedia: number;
}

/**
 * The elements a card keeps: text structure, tables, links and images from this server. No
 * `<style>`, no forms or controls, no frames, no media players, no SVG or MathML.
 */
const ALLOWED_TAGS = [
  ...["a", "abbr", "b", "blockquote", "br", "caption", "cite", "code", "col", "colgroup"],
  ...["dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure"],
  ...["h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "ins", "kbd", "li", "mark"],
  ...["ol", "p", "pre", "q", "rp", "rt", "ruby", "s", "samp", "small", "span", "strong"],
  ...["sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "u"],
  ...["ul", "var", "wbr"],
];

/**
 * Attributes a card keeps. No `style` or `class` (so nothing is positioned or borrows the app's
 * look), no `srcset`, `poster` or `background` (requests the link rewriting would not see), no
 * `id` or `name` (which could shadow the page's own), no `target` or `ping`.
 */
const ALLOWED_ATTR = [
  ...["href", "src", "alt", "title", "width", "height", "align", "colspan", "rowspan"],
  ...["scope", "start", "reversed", "open", "lang", "dir"],
];

/** Elements that would fetch media and are shown as links to it instead. */
const MEDIA_KINDS: Record<string, string> = {
  IMG: "Image",
  VIDEO: "Video",
  AUDIO: "Audio",
  IFRAME: "Embedded page",
};

/** The page the card is shown on: URLs that resolve to its origin are this server's own. */
function pageUrl(): URL {
  return new URL(globalThis.location?.href ?? "http://localhost/");
}

/** `text` resolved as the browser would resolve it (backslashes, tabs and all), or undefined. */
function resolve(text: string | null): URL | undefined {
  if (text === null || text.trim() === "") return undefined;
  try {
    return new URL(text, pageUrl());
  } catch {
    return undefined;
  }
}

/** The URLs a media element would load: its own `src` and its `<source>` children's. */
function mediaUrls(element: Element): URL[] {
  const sources = [element, ...element.querySelectorAll("source")].map((node) =>
    resolve(node.getAttribute("src")),
  );
  return sources.filter((url): url is URL => url !== undefined);
}

/** A local image (this server's own path, or inline `data:image/…`) stays an image. */
function isLocalImage(element: Element): boolean {
  if (element.tagName !== "IMG") return false;
  const source = element.getAttribute("src") ?? "";
  if (/^data:image\//i.test(source.trim())) return true;
  return resolve(source)?.origin === pageUrl().origin;
}

/** The words of the link that stands for a media element: its kind, host and label. */
function linkText(element: Element, kind: string, url: URL): string {
  const file = url.pathname.split("/").pop() ?? "";
  let name = file;
  try {
    name = decodeURIComponent(file);
  } catch {
    // A malformed escape stays as it was written.
  }
  const label =
    element.getAttribute("alt")?.trim() ||
    element.getAttribute("title")?.trim() ||
    name ||
    url.host;
  const from = url.origin === pageUrl().origin ? "" : ` from ${url.host}`;
  return `${kind}${from}: ${label}`;
}

/**
 * Replaces a media element by links to what it would have loaded (plain text inside another
 * link), so opening a card fetches nothing from anywhere; the reader follows a link if they
 * choose. Returns how many of the links lead to other sites.
 */
function replaceMedia(element: Element, kind: string): number {
  let external = 0;
  const document = element.ownerDocument;
  const nodes: Node[] = [];
  for (const url of mediaUrls(element)) {
    if (url.protocol !== "https:" && url.protocol !== "http:") continue;
    if (url.origin !== pageUrl().origin) external += 1;
    const text = `[${linkText(element, kind, url)}]`;
    if (element.parentElement?.closest("a")) {
      nodes.push(document.createTextNode(text));
      continue;
    }
    const link = document.createElement("a");
    link.setAttribute("href", url.href);
    link.textContent = text;
    nodes.push(link, document.createTextNode(" "));
  }
  element.after(...nodes);
  element.remove();
  return external;
}

/** GitHub task lists' checkboxes become marks: a card has no controls. */
function replaceCheckbox(element: Element): void {
  const checkbox = element.getAttribute("type")?.toLowerCase() === "checkbox";
  const mark = element.hasAttribute("checked") ? "☑" : "☐";
  element.after(element.ownerDocument.createTextNode(checkbox ? mark : ""));
  element.remove();
}

/**
 * Turns untrusted markdown (model cards, task texts) into HTML that stays inside the page: the
 * HTML marked renders is cut down by DOMPurify to text, tables, links and this server's own
 * images; images, videos, audio and frames from anywhere else become links to them (a page that
 * promised no outside requests makes none); no `<style>`, no `style`, no `class` but a code block's `language-…`, no forms, no
 * `srcset`; links get `rel="noopener noreferrer"`; headings move down by `headingOffset`. The
 * page's content security policy stands behind it: even markup that got through would load
 * nothing from elsewhere.
 *
 * @example
 * ```ts
 * renderMarkdown('# Hi <img src=x onerror=alert(1)> ![chart](https://cdn.example.org/chart.png)').html;
 * // '<h2>Hi <img src="x"> <a href="https://cdn.example.org/chart.png" rel="noopener noreferrer">[Image from cdn.example.org: chart]</a></h2>'
 * ```
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const offset = options.headingOffset ?? 1;
  const rendered = marked.parse(stripFrontMatter(markdown), { async: false, gfm: true });
  let externalMedia = 0;
  const purifier = DOMPurify();
  purifier.addHook("uponSanitizeElement", (node) => {
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (element.tagName === "INPUT") return replaceCheckbox(element);
    const kind = MEDIA_KINDS[element.tagName];
    if (kind !== undefined && !isLocalImage(element)) {
      externalMedia += replaceMedia(element, kind);
    }
  });
  // A fenced block's language (`<code class="language-py">`, written by marked) is the one class
  // kept: highlighting reads it, and a single `language-…` word names no style of the app.
  purifier.addHook("uponSanitizeAttribute", (node, data) => {
    if (data.attrName !== "class") return;
    data.forceKeepAttr =
      node.tagName === "CODE" && /^language-[\w+-]{1,32}$/.test(data.attrValue) ? true : undefined;
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A" && node.hasAttribute("href"))
      node.setAttribute("rel", "noopener noreferrer");
  });
  const clean = purifier.sanitize(rendered, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  const html = clean.replace(
    /<(\/?)h([1-6])\b/g,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + offset)}`,
  );
  return { html, externalMedia };
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
