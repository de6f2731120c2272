/**
 * Grey placeholder shapes where content is on its way, so a screen keeps its layout while it
 * loads instead of jumping when data arrives. The shapes are hidden from assistive technology;
 * with `label` the skeleton also announces "Loading {label}…" once, politely. The shimmer stops for
 * people who ask for reduced motion (see `styles.css`).
 *
 * @example
 * ```tsx
 * <>
 *   <Skeleton label="models" lines={3} />
 *   <Skeleton variant="cards" count={6} label="tasks" />
 *   <Skeleton variant="inline" />
 * </>
 * ```
 */
export function Skeleton({
  label,
  variant = "lines",
  lines = 3,
  count = 6,
}: {
  label?: string;
  variant?: "lines" | "cards" | "inline";
  lines?: number;
  count?: number;
}) {
  const announcement = label ? (
    <span role="status" className="visually-hidden">
      Loading {label}…
    </span>
  ) : null;
  if (variant === "inline")
    return (
      <>
        <span className="skeleton skeleton-inline" aria-hidden="true" />
        {announcement}
      </>
    );
  if (variant === "cards")
    return (
      <div className="skeleton-block">
        {announcement}
        <ul className="card-grid" aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className="card skeleton-card">
              <span className="skeleton skeleton-icon" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line short" />
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div className="skeleton-block">
      {announcement}
      <div aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={
              index === lines - 1 ? "skeleton skeleton-line short" : "skeleton skeleton-line"
            }
          />
        ))}
      </div>
    </div>
  );
}
