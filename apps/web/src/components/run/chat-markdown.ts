import { highlightCode } from "../ui/highlight-code";
import { renderMarkdown } from "../../lib/markdown";

/**
 * A chat answer as HTML: the provider's text (hostile until sanitized) rendered through the
 * app's one markdown sanitizer, `renderMarkdown`, with headings moved below the box's own and
 * images from other sites held back, then each fenced code block coloured by the app's
 * highlighter when its language is one it reads. The highlighter builds its HTML from the
 * code's text, escaped, so colouring adds nothing the sanitizer did not see. It is its own
 * module so the sanitizer and highlighter load with the first answer, not with the page.
 *
 * @example
 * ```ts
 * formatChatAnswer("Use `pip`:\n\n```sh\npip install torch\n```"); // '<p>Use <code>pip</code>:</p>\n<pre><code class="language-sh hljs" …'
 * ```
 */
export function formatChatAnswer(markdown: string): string {
  // A leading newline keeps an answer that opens with a `---` rule from being read as a model
  // card's front matter and dropped; markdown renders it the same.
  const { html } = renderMarkdown(`\n${markdown}`, { headingOffset: 3 });
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const code of template.content.querySelectorAll("pre > code")) {
    const language = /(?:^|\s)language-([\w+-]+)/.exec(code.className)?.[1];
    const highlighted = highlightCode(code.textContent ?? "", language);
    if (highlighted === undefined) continue;
    code.innerHTML = highlighted;
    code.classList.add("hljs");
  }
  return template.innerHTML;
}
