import { useMemo } from "react";
import { renderMarkdown } from "../../lib/markdown";

/**
 * Renders untrusted markdown as sanitized HTML that stays inside its box: images, videos and
 * sounds from other sites are links the reader may follow (a note says so), so opening a page
 * makes no request outside ModelDeck, and nothing in the text can restyle or cover the page.
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
  const rendered = useMemo(
    () => renderMarkdown(markdown, { headingOffset }),
    [markdown, headingOffset],
  );
  const media = rendered.externalMedia;
  return (
    <>
      {media > 0 ? (
        <p className="muted">
          {media === 1 ? "An image or video" : `${media} images and videos`} from other sites{" "}
          {media === 1 ? "is" : "are"} shown as {media === 1 ? "a link" : "links"}: ModelDeck loads
          nothing from elsewhere until you follow one.
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
