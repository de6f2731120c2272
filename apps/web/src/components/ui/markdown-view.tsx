import { useMemo } from "react";
import { renderMarkdown } from "../../lib/markdown";

/**
 * Renders untrusted markdown as sanitized HTML.
 *
 * @example
 * ```tsx
 * <MarkdownView markdown={readme} label="Model card" />
 * ```
 */
export function MarkdownView({ markdown, label }: { markdown: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className="markdown" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
