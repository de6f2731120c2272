import { useMemo, useState } from "react";
import { renderMarkdown } from "../../lib/markdown";

/**
 * Renders untrusted markdown as sanitized HTML. Images from other sites wait behind a button,
 * so opening a page makes no request outside ModelDeck until the user asks.
 *
 * @example
 * ```tsx
 * <MarkdownView markdown={readme} label="Model card" />
 * ```
 */
export function MarkdownView({
  markdown,
  label,
  headingOffset,
}: {
  markdown: string;
  label?: string;
  /** Levels added to the text's headings so they nest under the page's (1 by default). */
  headingOffset?: number;
}) {
  const [allowExternalImages, setAllowExternalImages] = useState(false);
  const rendered = useMemo(
    () => renderMarkdown(markdown, { allowExternalImages, headingOffset }),
    [markdown, allowExternalImages, headingOffset],
  );
  return (
    <>
      {rendered.blockedImages > 0 ? (
        <p>
          <button type="button" onClick={() => setAllowExternalImages(true)}>
            Show {rendered.blockedImages} {rendered.blockedImages === 1 ? "image" : "images"} from
            other sites
          </button>
        </p>
      ) : null}
      <div
        className="markdown"
        aria-label={label}
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </>
  );
}
