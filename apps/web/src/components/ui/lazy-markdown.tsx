import { lazy, Suspense } from "react";

// The markdown renderer and sanitizer are a large chunk; pages paint first and load it after.
const MarkdownView = lazy(() =>
  import("./markdown-view").then((module) => ({ default: module.MarkdownView })),
);

/**
 * `MarkdownView`, loaded on first use so it stays off the page's critical path.
 *
 * @example
 * ```tsx
 * <LazyMarkdown markdown={task.about.description} />
 * ```
 */
export function LazyMarkdown(props: { markdown: string; label?: string; headingOffset?: number }) {
  return (
    <Suspense fallback={<p className="muted">Loading text…</p>}>
      <MarkdownView {...props} />
    </Suspense>
  );
}
