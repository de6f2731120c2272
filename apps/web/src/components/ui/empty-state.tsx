import type { ReactNode } from "react";

/**
 * What a screen shows when there is nothing to list: a heading that says so in plain words, and
 * what to try next (a shorter search, another filter, syncing models), so the reader is never left
 * at a blank page. `children` holds the suggestions, links or buttons.
 *
 * @example
 * ```tsx
 * <EmptyState title="No models match “llama 9”">
 *   <p>Try a shorter search, or <Link href={paths.models({})}>clear the filters</Link>.</p>
 * </EmptyState>
 * ```
 */
export function EmptyState({
  title,
  headingLevel = 2,
  children,
}: {
  title: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="empty-state" aria-label={title}>
      <svg
        className="empty-state-art"
        viewBox="0 0 24 24"
        width="40"
        height="40"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M3 7l3-4h12l3 4v12H3z" />
        <path d="M3 7h5l1 3h6l1-3h5" />
      </svg>
      <Heading>{title}</Heading>
      <div className="empty-state-body">{children}</div>
    </section>
  );
}
