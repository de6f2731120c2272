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
export function MarkdownView({ markdown, label }: { markdown: string; label?: string }) {
  const [allowExternalImages, setAllowExternalImages] = useState(false);
  const rendered = useMemo(
    () => renderMarkdown(markdown, { allowExternalImages }),
    [markdown, allowExternalImages],
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
