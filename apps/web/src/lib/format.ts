/**
 * Number and date formatting used across screens.
 *
 * @example
 * ```ts
 * formatCount(1234567); // "1.2M"
 * ```
 */
export function formatCount(value: number | undefined): string {
  if (value === undefined) return "–";
  return new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 }).format(
    value,
  );
}

/**
 * A date as "12 Mar 2025"; unknown dates as a dash.
 *
 * @example
 * ```ts
 * formatDate("2024-07-18T00:00:00Z"); // "18 Jul 2024"
 * ```
 */
export function formatDate(value: string | undefined): string {
  if (!value) return "–";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "–";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}

/**
 * A score between 0 and 1 as a percentage with one decimal.
 *
 * @example
 * ```ts
 * formatScore(0.9987); // "99.9%"
 * ```
 */
export function formatScore(score: number): string {
  return `${(score * 100).toFixed(1)}%`;
}
